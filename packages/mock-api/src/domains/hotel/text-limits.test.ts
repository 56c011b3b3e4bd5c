import { describe, expect, it } from 'vitest';
import { ledgerPaths, posPaths, RESOURCES, tooLongMessage } from '@hotel/domain';
import { hotelTestSuite } from './test-utils';
import { changedSince } from '../../core/testing';

const { api, call, state } = hotelTestSuite();

/** A path of the domain's API contract (`api/hotel/...`) as the test client takes it. */
const hotelPath = (path: string) => path.replace(/^api\/hotel\//, '');

const over = (max: number) => 'x'.repeat(max + 1);

/**
 * Every declared text staff type that has a limit (ids, codes and computed fields are the server's);
 * dockets are created through their own call (below).
 */
const LIMITED = RESOURCES.filter((resource) => resource.name !== 'pos-sales').flatMap((resource) =>
  resource.fields
    .filter((field) => ['text', 'longtext', 'email', 'phone'].includes(field.type) && field.maxLength !== undefined && !field.readOnly)
    .map((field) => [resource.name, field.name, field.label, field.maxLength as number] as const),
);

describe('a text over its limit is refused whole, never cut', () => {
  it('a 10,000-character note answers 400 with the field’s message, and nothing is stored', async () => {
    const s = await state();
    const room = s.records.rooms?.[0];
    const guest = s.records.guests?.[0];
    const before = api.snapshot();
    const record = { guest: guest?.id, room: room?.id, arrivalDate: s.ledger.businessDate, departureDate: s.ledger.businessDate, adults: 1, rate: 100, notes: 'x'.repeat(10_000) };
    const res = await call('receptionist', 'POST', 'room-reservations', { record });
    expect(res.status).toBe(400);
    expect(res.body?.fields).toEqual({ notes: 'Notes must be at most 2,000 characters' });
    expect(changedSince(api, before)).toEqual([]);
  });

  it.each(LIMITED)('%s.%s: one character over the limit answers 400 with the form’s message', async (resource, name, label, max) => {
    const before = api.snapshot();
    const res = await call('admin', 'POST', resource, { record: { [name]: over(max) } });
    expect(res.status).toBe(400);
    expect((res.body?.fields as Record<string, string>)[name]).toBe(tooLongMessage(label, max));
    expect(changedSince(api, before)).toEqual([]);
  });

  it('the folio, journal, transition, docket and shift calls answer 400 with a message per over-long text', async () => {
    const s = await state();
    const stay = s.records['room-reservations']?.find((r) => r.stage === 'checked-in');
    const folio = { kind: 'stay', id: String(stay?.id) } as const;
    // The seed keeps no unsettled docket (it would block the night audits): a table opens one.
    const pointOfSale = s.records['points-of-sale']?.[0];
    const opened = await call('waitress', 'POST', hotelPath(posPaths.open), { pointOfSale: pointOfSale?.id, table: 'T7' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const docket = opened.body;
    const calls: [role: string, path: string, body: unknown, field: string, max: number][] = [
      ['admin', hotelPath(ledgerPaths.folioAllowance(folio)), { amount: 1, description: over(120), reason: 'Noisy room' }, 'description', 120],
      ['admin', hotelPath(ledgerPaths.folioAllowance(folio)), { amount: 1, description: 'Goodwill', reason: over(240) }, 'reason', 240],
      ['admin', hotelPath(ledgerPaths.folioTransfer(folio)), { line: 'l1', to: { kind: 'stay', id: 'x' }, reason: over(240) }, 'reason', 240],
      ['admin', hotelPath(ledgerPaths.journal), { reference: over(40), narration: 'Fix', lines: [] }, 'reference', 40],
      ['admin', hotelPath(ledgerPaths.journal), { reference: 'J1', narration: over(240), lines: [] }, 'narration', 240],
      ['admin', hotelPath(ledgerPaths.journal), { reference: 'J1', narration: 'Fix', lines: [{ account: 'a', debit: 1, memo: over(120) }] }, 'lines.0.memo', 120],
      ['admin', `room-reservations/${String(stay?.id)}/transition`, { action: 'check-out', note: over(1000) }, 'note', 1000],
      ['admin', `pos-sales/${String(docket?.id)}/transition`, { action: 'cancel', note: over(1000) }, 'note', 1000],
      ['admin', hotelPath(posPaths.cancel(String(docket?.id))), { reason: over(1000) }, 'reason', 1000],
      ['cashier', 'pos-shifts/any/close', { counted: { cash: 0 }, note: over(1000) }, 'note', 1000],
      ['admin', hotelPath(posPaths.sales), { record: { pointOfSale: String(docket?.pointOfSale), table: over(12), lines: [], tenders: [] } }, 'record.table', 12],
    ];
    for (const [role, path, body, field, max] of calls) {
      const before = api.snapshot();
      const res = await call(role, 'POST', path, body);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect((res.body?.fields as Record<string, string>)[field], `${path} ${field}`).toBe(`must be at most ${max} characters`);
      expect(changedSince(api, before)).toEqual([]);
    }
  });
});

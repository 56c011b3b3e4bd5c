import type { CashierShift, Docket, HotelRecord } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { onHand } from '../stock/moves';
import { hotelTestSuite } from '../test-utils';
import { changedSince } from '../../../core/testing';

/*
 * Cashier shifts through the API (issue 17): a barman opens a shift with a float, sells in cash
 * (with change), by card and split, an auditor voids one docket; the running figures follow; the
 * barman counts and closes, and the close answers expected against counted per tender and the
 * difference. Every refused call answers 400, 403, 404 or 409 with a message and changes nothing.
 */

const { api, call, state } = hotelTestSuite();
const cents = (amount: number) => Math.round(amount * 100);

async function mart(): Promise<HotelRecord> {
  return (await state()).records['points-of-sale']?.find((p) => p.channel === 'mini-mart') as HotelRecord;
}

/** A stock item on hand at the mini mart's store, and its price in cents. */
async function item(): Promise<{ id: string; price: number }> {
  const s = await state();
  const store = String((await mart()).store);
  const stock = (s.records.stocks ?? []).find((x) => onHand(s, x.id, store) >= 10) as HotelRecord;
  return { id: stock.id, price: cents(stock.sellingPrice as number) };
}

async function sell(role: string, quantity: number, tenders: (total: number) => { method: string; amount: number }[]): Promise<Docket> {
  const { id, price } = await item();
  const res = await call(role, 'POST', 'pos-sales', { record: { pointOfSale: (await mart()).id, lines: [{ stock: id, quantity }], tenders: tenders(quantity * price) } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as Docket;
}

async function open(role: string, float: number, extra: Record<string, unknown> = {}): Promise<CashierShift> {
  const res = await call(role, 'POST', 'pos-shifts/open', { float, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as CashierShift;
}

describe('a cashier shift from float to Z report', () => {
  it('opens, counts the dockets settled in it, and closes with expected, counted and difference per tender', async () => {
    expect((await call('barman', 'GET', 'pos-shifts/current')).body).toEqual({ shift: null });
    const outlet = await mart();
    const shift = await open('barman', 100, { pointOfSale: outlet.id });
    expect(shift).toMatchObject({ stage: 'open', float: 100, pointOfSale: outlet.id, pointOfSaleName: outlet.name, businessDate: '2026-11-22', dockets: 0, counted: null });
    expect(shift.shiftNo).toMatch(/^SHF-\d{5}$/);
    expect(shift.expected.cash).toBe(100);

    const cash = await sell('barman', 2, (total) => [{ method: 'cash', amount: (Math.ceil(total / 1000) * 1000 + 1000) / 100 }]);
    const card = await sell('barman', 1, (total) => [{ method: 'card', amount: total / 100 }]);
    const split = await sell('barman', 3, (total) => [{ method: 'card', amount: Math.floor(total / 2) / 100 }, { method: 'cash', amount: (total - Math.floor(total / 2) + 50) / 100 }]);
    const voided = await sell('barman', 1, (total) => [{ method: 'cash', amount: total / 100 }]);
    // Another cashier's sale and a sale without a shift belong to no shift of the barman.
    const other = await sell('bartender', 1, (total) => [{ method: 'cash', amount: total / 100 }]);
    expect([cash.shift, card.shift, split.shift, voided.shift]).toEqual([shift.id, shift.id, shift.id, shift.id]);
    expect(other.shift).toBeUndefined();
    expect((await call('auditor', 'POST', `pos-sales/${voided.id}/void`, { reason: 'Rung twice' })).status).toBe(200);

    const cashNet = cents(cash.amount) + cents(split.tendered) - cents(split.change) - cents(split.tenders[0]?.amount ?? 0);
    const cardTaken = cents(card.amount) + cents(split.tenders[0]?.amount ?? 0);
    const current = (await call('barman', 'GET', 'pos-shifts/current')).body?.shift as unknown as CashierShift;
    expect(current).toMatchObject({ id: shift.id, stage: 'open', dockets: 3, voids: 1, voidedAmount: voided.amount });
    expect(cents(current.expected.cash)).toBe(10000 + cashNet);
    expect(cents(current.expected.card)).toBe(cardTaken);
    expect(cents(current.totals.sales)).toBe(cents(cash.amount) + cents(card.amount) + cents(split.amount));

    // Counted: cash 1.50 short, card as given (equal), the others left out (taken as expected).
    const counted = (10000 + cashNet - 150) / 100;
    const closed = await call('barman', 'POST', `pos-shifts/${shift.id}/close`, { counted: { cash: counted, card: cardTaken / 100 }, note: 'Till short' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const z = closed.body as unknown as CashierShift;
    expect(z).toMatchObject({ stage: 'closed', closedAt: '2026-11-22T10:00:00.000Z', note: 'Till short', dockets: 3, voids: 1 });
    expect(z.counted).toMatchObject({ cash: counted, card: cardTaken / 100, 'mobile-money': 0, 'room-charge': 0 });
    expect(z.difference).toEqual({ cash: -1.5, card: 0, 'mobile-money': 0, 'room-charge': 0, 'city-ledger': 0 });
    expect(z.totals.difference).toBe(-1.5);
    expect((await call('barman', 'GET', 'pos-shifts/current')).body).toEqual({ shift: null });

    // Closed figures are frozen: a later void of one of its dockets does not rewrite the Z report.
    expect((await call('auditor', 'POST', `pos-sales/${card.id}/void`, { reason: 'Late void' })).status).toBe(200);
    expect((await call('barman', 'GET', `pos-shifts/${shift.id}`)).body).toEqual(z);

    // A sale after the close belongs to no shift.
    expect((await sell('barman', 1, (total) => [{ method: 'card', amount: total / 100 }])).shift).toBeUndefined();
  });

  it('lists history newest first: a cashier sees their own, an auditor every cashier\'s', async () => {
    const first = await open('barman', 0);
    await call('barman', 'POST', `pos-shifts/${first.id}/close`, { counted: { cash: 0 } });
    const second = await open('barman', 20.5);
    const theirs = await open('bartender', 10);
    const own = (await call('barman', 'GET', 'pos-shifts')).body?.items as unknown as CashierShift[];
    expect(own.map((s) => s.id)).toEqual([second.id, first.id]);
    const all = (await call('auditor', 'GET', 'pos-shifts')).body?.items as unknown as CashierShift[];
    expect(all.map((s) => s.id)).toEqual([theirs.id, second.id, first.id]);
    expect((await call('auditor', 'GET', `pos-shifts/${theirs.id}`)).body).toMatchObject({ cashier: theirs.cashier, float: 10 });
    // A supervisor closes someone else's shift.
    const closed = await call('auditor', 'POST', `pos-shifts/${theirs.id}/close`, { counted: { cash: 10.25 } });
    expect(closed.body).toMatchObject({ stage: 'closed', difference: { cash: 0.25 }, closedBy: expect.any(String) });
  });
});

describe('refused calls answer 400, 403, 404 or 409 with a message and change nothing', () => {
  const refused = async (role: string, method: string, path: string, body: unknown, status: number, message: RegExp) => {
    const before = api.snapshot();
    const res = await call(role, method, path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(String(res.body?.message)).toMatch(message);
    expect(changedSince(api, before)).toEqual([]);
  };

  it.each([
    ['a negative float', { float: -1 }, /float/i],
    ['a float with 3 decimals', { float: 1.005 }, /at most 2 decimals/],
    ['no float', {}, /float/],
    ['an unknown point of sale', { float: 10, pointOfSale: 'nowhere' }, /point of sale/i],
  ])('opening with %s: 400', async (_, body, message) => {
    await refused('barman', 'POST', 'pos-shifts/open', body, 400, message);
  });

  it('a second open shift: 409 naming the first', async () => {
    const shift = await open('barman', 50);
    await refused('barman', 'POST', 'pos-shifts/open', { float: 10 }, 409, new RegExp(`You already have shift ${shift.shiftNo} open since 2026-11-22 10:00`));
  });

  it('a role that may not sell may not open a shift: 403; nobody signed in: 401', async () => {
    await refused('housekeeping', 'POST', 'pos-shifts/open', { float: 10 }, 403, /may not/);
    const res = await call(null, 'POST', 'pos-shifts/open', { float: 10 });
    expect(res.status).toBe(401);
  });

  it('closing: bad counts 400, someone else\'s 403, twice 409, unknown 404', async () => {
    const shift = await open('barman', 50);
    await refused('barman', 'POST', `pos-shifts/${shift.id}/close`, { counted: { cash: -0.01 } }, 400, /0 or more/);
    await refused('barman', 'POST', `pos-shifts/${shift.id}/close`, { counted: { cash: 10, card: 0.001 } }, 400, /at most 2 decimals/);
    await refused('barman', 'POST', `pos-shifts/${shift.id}/close`, { counted: {} }, 400, /cash/);
    await refused('bartender', 'POST', `pos-shifts/${shift.id}/close`, { counted: { cash: 50 } }, 403, /auditor, a manager/);
    await refused('bartender', 'GET', `pos-shifts/${shift.id}`, undefined, 403, /auditor, a manager/);
    await refused('barman', 'POST', 'pos-shifts/nothing/close', { counted: { cash: 50 } }, 404, /No cashier shift/);
    expect((await call('barman', 'POST', `pos-shifts/${shift.id}/close`, { counted: { cash: 50 } })).status).toBe(200);
    await refused('barman', 'POST', `pos-shifts/${shift.id}/close`, { counted: { cash: 50 } }, 409, /closed/);
  });
});

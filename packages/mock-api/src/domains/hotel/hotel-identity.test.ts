import type { HotelAuditEntry, JournalEntryView } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { usersDomain } from '../users/seed';
import { hotelTestSuite } from './test-utils';
import { changedSince } from '../../core/testing';

/*
 * Identity by id (issue 16): owners, audit entries and 'mine' filters use the user's id; names are
 * only shown. A user who renames himself to a colleague's name gains nothing of hers, and a user who
 * renames herself keeps everything that was hers; the audit keeps the name each entry was made under.
 */

const { api, call, state } = hotelTestSuite();

/** PATCH api/common/users as the role's demo account: renames that user. */
async function rename(role: string, name: string) {
  const { accessToken } = await api.sessionFor(role);
  const res = await fetch('http://localhost/api/common/users', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ user: { name } }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; name: string };
}

/** A new procurement of the role's demo account (every staff member has 'My Procurements'). */
async function procurementOf(role: string) {
  const supplier = (await state()).records.suppliers?.[0]?.id;
  const created = await call(role, 'POST', 'procurements', { record: { supplier, item: 'Guest slippers', quantity: 40, unitCost: 1.5, neededBy: '2099-02-01' } });
  expect(created.status).toBe(201);
  return created.body as Record<string, unknown> & { id: string };
}

describe('ownership is the user id, not the display name', () => {
  it("a waitress renamed to the receptionist's name can neither read, list, change, move nor delete her procurement (403, nothing changed)", async () => {
    const theirs = await procurementOf('receptionist');
    expect(theirs).toMatchObject({ requestedBy: 'Sofia Rossi', ownerId: 'user-05' });
    const impostor = await rename('waitress', 'Sofia Rossi');
    expect(impostor.id).not.toBe('user-05');

    const before = api.snapshot();
    expect((await call('waitress', 'GET', `procurements/${theirs.id}`)).status).toBe(403);
    expect((await call('waitress', 'GET', `procurements/${theirs.id}/audit`)).status).toBe(403);
    const patched = await call('waitress', 'PATCH', `procurements/${theirs.id}`, { record: { quantity: 1 } });
    expect(patched.status).toBe(403);
    expect(patched.body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await call('waitress', 'POST', `procurements/${theirs.id}/transition`, { action: 'submit' })).status).toBe(403);
    expect((await call('waitress', 'DELETE', `procurements/${theirs.id}`)).status).toBe(403);
    expect((await call('waitress', 'GET', 'procurements?mine=true')).body).toMatchObject({ items: [], total: 0 });
    expect((await call('waitress', 'GET', 'procurements')).body).toMatchObject({ items: [], total: 0 });
    expect(changedSince(api, before)).toEqual([]);
    expect((await state()).records.procurements?.find((r) => r.id === theirs.id)).toMatchObject({ quantity: 40, stage: 'new' });
  });

  it('a user who renames herself keeps her own records: she still lists, reads, changes and deletes them', async () => {
    const mine = await procurementOf('receptionist');
    await rename('receptionist', 'Sofia Bianchi');
    const listed = await call('receptionist', 'GET', 'procurements?mine=true');
    expect(listed.body?.items?.map((r) => r.id)).toEqual([mine.id]);
    // The owner field shows the name she had when she asked for it.
    expect(listed.body?.items?.[0]).toMatchObject({ requestedBy: 'Sofia Rossi', ownerId: 'user-05' });
    expect((await call('receptionist', 'GET', `procurements/${mine.id}`)).status).toBe(200);
    expect((await call('receptionist', 'PATCH', `procurements/${mine.id}`, { record: { quantity: 50 } })).body).toMatchObject({ total: 75 });
    expect((await call('receptionist', 'DELETE', `procurements/${mine.id}`)).status).toBe(204);
  });

  it('her new records are hers too, under her new name', async () => {
    await rename('receptionist', 'Sofia Bianchi');
    const created = await procurementOf('receptionist');
    expect(created).toMatchObject({ requestedBy: 'Sofia Bianchi', ownerId: 'user-05' });
  });

  it('refuses an ownerId in a body: the server sets the owner', async () => {
    const supplier = (await state()).records.suppliers?.[0]?.id;
    const record = { supplier, item: 'Pens', quantity: 1, unitCost: 1, neededBy: '2099-02-01', ownerId: 'user-05' };
    const res = await call('waitress', 'POST', 'procurements', { record });
    expect(res.status).toBe(400);
    expect((await call('receptionist', 'GET', 'procurements?mine=true')).body).toMatchObject({ total: 0 });
  });
});

describe('the audit trail names who acted by id, and shows the name they had then', () => {
  it('entries carry id and name at the time; a rename afterwards leaves them as they were', async () => {
    const record = await procurementOf('receptionist');
    await call('receptionist', 'PATCH', `procurements/${record.id}`, { record: { quantity: 41 } });
    await rename('receptionist', 'Sofia Bianchi');
    await call('receptionist', 'PATCH', `procurements/${record.id}`, { record: { quantity: 42 } });
    const trail = (await call('purchaser', 'GET', `procurements/${record.id}/audit`)).body as unknown as HotelAuditEntry[];
    expect(trail.map((e) => [e.action, e.by, e.byId])).toEqual([
      ['create', 'Sofia Rossi', 'user-05'],
      ['update', 'Sofia Rossi', 'user-05'],
      ['update', 'Sofia Bianchi', 'user-05'],
    ]);
  });

  it('a journal entry shows who posted it by id and by the name of the time', async () => {
    const s = await state();
    const [a, b] = (s.records.accounts ?? []).map((r) => r.id);
    const posted = await call('accountant', 'POST', 'ledger/journal', { reference: 'ADJ-1', narration: 'Bank charges', lines: [{ account: a, debit: 5 }, { account: b, credit: 5 }] });
    expect(posted.status).toBe(200);
    await rename('accountant', 'R. Mehta');
    const entry = (await call('accountant', 'GET', `ledger/journal/${String(posted.body?.id)}`)).body as unknown as JournalEntryView;
    expect(entry).toMatchObject({ postedBy: 'Rahul Mehta', postedById: 'user-04' });
  });
});

describe('the seed names real users', () => {
  it('seeded owners, audit entries, ledger postings and night audits carry a demo account id and its name', async () => {
    const users = new Map((await api.context.db.get(usersDomain)).map((u) => [u.id, u.name]));
    const s = await state();
    const owned = ['procurements', 'fund-requests', 'store-requests', 'refunds', 'pos-orders', 'damages'];
    for (const name of owned) {
      const records = s.records[name] ?? [];
      expect(records.length, name).toBeGreaterThan(0);
      for (const record of records) expect(users.has(String(record.ownerId)), `${name}/${record.id}`).toBe(true);
    }
    for (const record of s.records.procurements ?? []) expect(record.requestedBy).toBe(users.get(String(record.ownerId)));
    for (const entries of Object.values(s.audit)) for (const entry of entries) expect(users.get(entry.byId)).toBe(entry.by);
    for (const line of s.ledger.lines) expect(users.get(line.byId)).toBe(line.by);
    for (const entry of s.ledger.entries) expect(users.get(entry.byId)).toBe(entry.by);
    expect(s.ledger.audits.length).toBeGreaterThan(0);
    for (const run of s.ledger.audits) expect(users.get(run.byId)).toBe(run.by);
  });

  it("no one starts with records in a 'my ...' screen (seeded owners are staff who see every record)", async () => {
    for (const role of ['receptionist', 'waitress', 'user']) {
      expect((await call(role, 'GET', 'procurements?mine=true')).body, role).toMatchObject({ total: 0 });
    }
  });
});

import { accessScope } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { hotelTestSuite } from './test-utils';
import { changedSince } from '../../core/testing';

const { api, call, state } = hotelTestSuite();

// DESIGN decision 2: 'My Procurements' and 'My Store Requisition' are open to every signed-in staff member.
describe("'my ...' screens: every staff member sees and changes only their own records", () => {
  it('a receptionist lists only their own procurements (none at first), creates one and then sees just that one', async () => {
    expect(accessScope('procurements', ['receptionist'], 'read')).toBe('own');
    const empty = await call('receptionist', 'GET', 'procurements?mine=true');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ items: [], total: 0 });
    // Without mine=true the list is still only theirs.
    expect((await call('receptionist', 'GET', 'procurements')).body).toMatchObject({ total: 0 });

    const suppliers = await call('receptionist', 'GET', 'suppliers?size=5');
    expect(suppliers.status).toBe(200);
    const supplier = suppliers.body?.items?.[0]?.id;
    const created = await call('receptionist', 'POST', 'procurements', { record: { supplier, item: 'Guest slippers', quantity: 40, unitCost: 1.5, neededBy: '2099-02-01' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ stage: 'new', total: 60 });
    const id = String(created.body?.id);

    const mine = await call('receptionist', 'GET', 'procurements?mine=true');
    expect(mine.body?.items?.map((r) => r.id)).toEqual([id]);
    expect((await call('receptionist', 'GET', `procurements/${id}`)).status).toBe(200);
    expect((await call('receptionist', 'PATCH', `procurements/${id}`, { record: { quantity: 50 } })).body).toMatchObject({ total: 75 });
    expect((await call('receptionist', 'GET', `procurements/${id}/audit`)).status).toBe(200);
    // The purchaser sees it among every procurement.
    const all = await call('purchaser', 'GET', 'procurements?stage=new&size=1000');
    expect(all.body?.items?.map((r) => r.id)).toContain(id);
  });

  it("refuses another user's record with 403 and changes nothing", async () => {
    const other = (await state()).records.procurements?.[0];
    expect(other).toBeDefined();
    const before = api.snapshot();
    const id = String(other?.id);
    expect((await call('waitress', 'GET', `procurements/${id}`)).status).toBe(403);
    expect((await call('waitress', 'GET', `procurements/${id}/audit`)).status).toBe(403);
    expect((await call('waitress', 'PATCH', `procurements/${id}`, { record: { quantity: 3 } })).status).toBe(403);
    expect((await call('waitress', 'DELETE', `procurements/${id}`)).status).toBe(403);
    expect((await call('waitress', 'POST', `procurements/${id}/transition`, { action: 'submit' })).status).toBe(403);
    expect(changedSince(api, before)).toEqual([]);
  });

  it('an owner may not make a move their role is not given (a receptionist cannot submit for approval)', async () => {
    const supplier = (await state()).records.suppliers?.[0]?.id;
    const created = await call('receptionist', 'POST', 'procurements', { record: { supplier, item: 'Pens', quantity: 10, unitCost: 0.5, neededBy: '2099-02-01' } });
    const before = api.snapshot();
    expect((await call('receptionist', 'POST', `procurements/${String(created.body?.id)}/transition`, { action: 'submit' })).status).toBe(403);
    expect(changedSince(api, before)).toEqual([]);
    expect((await call('receptionist', 'DELETE', `procurements/${String(created.body?.id)}`)).status).toBe(204);
  });

  it("the plain 'user' role has its own store requests too", async () => {
    expect(accessScope('store-requests', ['user'], 'write')).toBe('own');
    expect((await call('user', 'GET', 'store-requests?mine=true')).status).toBe(200);
    const s = await state();
    const record = { store: s.records.stores?.[0]?.id, department: s.records.departments?.[0]?.id, stock: s.records.stocks?.[0]?.id, quantity: 1, neededBy: '2099-01-01', purpose: 'Office' };
    expect((await call('user', 'POST', 'store-requests', { record })).status).toBe(201);
    expect((await call('user', 'GET', 'store-requests')).body).toMatchObject({ total: 1 });
  });
});

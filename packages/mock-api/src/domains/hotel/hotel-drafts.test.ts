import { describe, expect, it } from 'vitest';
import { changedSince } from '../../core/testing';
import { hotelTestSuite } from './test-utils';

const { api, call, state } = hotelTestSuite();

/** A new store request made by a role's demo account (answers its id). */
async function storeRequestOf(role: string): Promise<string> {
  const s = await state();
  const record = { store: s.records.stores?.[0]?.id, department: s.records.departments?.[0]?.id, stock: s.records.stocks?.[0]?.id, quantity: 2, neededBy: '2099-01-01', purpose: `For the ${role}` };
  const created = await call(role, 'POST', 'store-requests', { record });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ stage: 'new' });
  return String(created.body?.id);
}

/**
 * A draft (a record in a stage its owner's move leaves: a new store request, expense or
 * procurement) is its owner's: lists show other users' drafts, but submitting, changing and
 * deleting one are refused to others with 403, unless they take up drafts for others.
 */
describe("drafts are their owner's", () => {
  it("refuses a waitress another user's new store request (submit, change, delete) with 403 and changes nothing", async () => {
    const chefs = await storeRequestOf('chef');
    // Seeded requests are the admin's: the list shows them to the waitress, and hers beside them.
    const seeded = (await state()).records['store-requests']?.find((r) => r.stage === 'new' && r.id !== chefs);
    expect(seeded).toBeDefined();
    const listed = await call('waitress', 'GET', 'store-requests?stage=new&size=1000');
    expect(listed.body?.items?.map((r) => r.id)).toEqual(expect.arrayContaining([chefs, seeded?.id]));

    const before = api.snapshot();
    for (const id of [chefs, String(seeded?.id)]) {
      const submit = await call('waitress', 'POST', `store-requests/${id}/transition`, { action: 'submit' });
      expect(submit.status).toBe(403);
      expect(submit.body?.message).toMatch(/^Store request SRQ-\d+ is a draft of .+: only they, or a store-keeper, an auditor, an accountant or a manager, may submit it\.$/);
      const patch = await call('waitress', 'PATCH', `store-requests/${id}`, { record: { quantity: 9 } });
      expect(patch.status).toBe(403);
      expect(patch.body?.message).toMatch(/is a draft of .+: only they, or a store-keeper, an auditor, an accountant or a manager, may change it\.$/);
      const remove = await call('waitress', 'DELETE', `store-requests/${id}`);
      expect(remove.status).toBe(403);
      expect(remove.body?.message).toMatch(/may delete it\.$/);
    }
    expect(changedSince(api, before)).toEqual([]);
  });

  it('lets the owner change, submit or delete their own draft', async () => {
    const id = await storeRequestOf('waitress');
    expect((await call('waitress', 'PATCH', `store-requests/${id}`, { record: { quantity: 3 } })).body).toMatchObject({ quantity: 3 });
    expect((await call('waitress', 'POST', `store-requests/${id}/transition`, { action: 'submit' })).body).toMatchObject({ stage: 'not-approved' });
    // Submitted, it is no draft: the store keeper approves it, the owner may no longer change it by role.
    expect((await call('store-keeper', 'POST', `store-requests/${id}/transition`, { action: 'approve' })).body).toMatchObject({ stage: 'approved' });
    const other = await storeRequestOf('waitress');
    expect((await call('waitress', 'DELETE', `store-requests/${other}`)).status).toBe(204);
  });

  it.each(['store-keeper', 'manager', 'admin'])("%s takes up another user's draft store request", async (role) => {
    const id = await storeRequestOf('chef');
    expect((await call(role, 'PATCH', `store-requests/${id}`, { record: { quantity: 4 } })).status).toBe(200);
    expect((await call(role, 'POST', `store-requests/${id}/transition`, { action: 'submit' })).body).toMatchObject({ stage: 'not-approved' });
  });

  it('expenses: a purchaser may not submit an accountant\'s draft; a manager may', async () => {
    const s = await state();
    const record = { expenseType: s.records['expense-types']?.[0]?.id, department: s.records.departments?.[0]?.id, description: 'Taxi to the bank', payee: 'City Cabs', amount: 12, date: '2026-11-22' };
    const created = await call('accountant', 'POST', 'expenses', { record });
    expect(created.status).toBe(201);
    const id = String(created.body?.id);
    const before = api.snapshot();
    const refused = await call('purchaser', 'POST', `expenses/${id}/transition`, { action: 'submit' });
    expect(refused.status).toBe(403);
    expect(refused.body?.message).toMatch(/^Expense EXP-\d+ is a draft of .+: only they, or an accountant, an auditor or a manager, may submit it\.$/);
    expect(changedSince(api, before)).toEqual([]);
    expect((await call('manager', 'POST', `expenses/${id}/transition`, { action: 'submit' })).body).toMatchObject({ stage: 'not-approved' });
  });

  it("procurements: the purchasing desk submits a receptionist's request (she may not); a store-keeper may submit only their own", async () => {
    const supplier = (await state()).records.suppliers?.[0]?.id;
    const record = { supplier, item: 'Guest slippers', quantity: 40, unitCost: 1.5, neededBy: '2099-02-01' };
    const receptionists = String((await call('receptionist', 'POST', 'procurements', { record })).body?.id);
    expect((await call('store-keeper', 'POST', `procurements/${receptionists}/transition`, { action: 'submit' })).status).toBe(403);
    expect((await call('purchaser', 'POST', `procurements/${receptionists}/transition`, { action: 'submit' })).body).toMatchObject({ stage: 'not-approved' });
    const keepers = String((await call('store-keeper', 'POST', 'procurements', { record })).body?.id);
    expect((await call('store-keeper', 'POST', `procurements/${keepers}/transition`, { action: 'submit' })).body).toMatchObject({ stage: 'not-approved' });
  });
});

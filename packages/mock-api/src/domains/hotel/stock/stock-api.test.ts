import { resourceAccess, STAFF_ROLES, type Docket, type DocketLine, type HotelRecord, type StockOnHandResponse, type StoreOnHandResponse } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { type HotelState } from '../state';
import { movementsOf, onHand } from './moves';
import { hotelTestSuite } from '../test-utils';
import { changedSince } from '../../../core/testing';

const { api, call, state } = hotelTestSuite();

/** A stock item with some on hand at its own store, and that store. */
async function stocked(): Promise<{ s: HotelState; stock: HotelRecord; store: string; have: number }> {
  const s = await state();
  const stock = (s.records.stocks ?? []).find((item) => onHand(s, item.id, String(item.store)) > 0) as HotelRecord;
  return { s, stock, store: String(stock.store), have: onHand(s, stock.id, String(stock.store)) };
}

/** A point of sale selling from `store` (the first one's store is changed to it when none does). */
function posAt(s: HotelState, store: string): HotelRecord {
  const list = s.records['points-of-sale'] ?? [];
  const pos = list.find((p) => p.store === store) ?? (list[0] as HotelRecord);
  pos.store = store;
  return pos;
}

describe('the seeded stock', () => {
  it('is the sum of its movements, never negative at any point of the history', async () => {
    const s = await state();
    const running = new Map<string, number>();
    for (const move of s.records['stock-movements'] ?? []) {
      const key = `${String(move.stock)}@${String(move.store)}`;
      running.set(key, (running.get(key) ?? 0) + (move.quantity as number));
      expect(running.get(key), `${String(move.number)} ${String(move.reference)}`).toBeGreaterThanOrEqual(0);
    }
    for (const [key, quantity] of running) {
      const [stock, store] = key.split('@') as [string, string];
      expect(onHand(s, stock, store)).toBe(quantity);
    }
    // Every issued request and damage moved its stock once, every settled docket each of its lines
    // out of its store (a voided one mirrored, a cancelled one nothing).
    for (const request of (s.records['store-requests'] ?? []).filter((r) => r.stage === 'issued')) expect(movementsOf(s, 'store-requests', request.id)).toHaveLength(1);
    for (const docket of s.records['pos-sales'] ?? []) {
      const lines = (docket.lines ?? []) as DocketLine[];
      const moves = movementsOf(s, 'pos-sales', docket.id);
      const sold = lines.map((line) => ['sold', line.stock, -line.quantity, docket.store]);
      const expected = docket.stage === 'settled' ? sold : docket.stage === 'voided' ? [...sold, ...lines.map((line) => ['reversal', line.stock, line.quantity, docket.store])] : [];
      expect(moves.map((m) => [m.kind, m.stock, m.quantity, m.store]).sort(), `${String(docket.docketNo)} ${String(docket.stage)}`).toEqual(expected.sort());
      // On the business date the docket was settled, so the stock histories and the docket reports of a period agree.
      for (const move of moves) expect(move, String(docket.docketNo)).toMatchObject({ date: docket.businessDate, reference: docket.docketNo });
    }
    for (const damage of s.records.damages ?? []) expect(movementsOf(s, 'damages', damage.id)).toHaveLength(1);
  });

  it('answers every stock read with the quantity on hand; none is stored', async () => {
    const s = await state();
    expect((s.records.stocks ?? []).every((stock) => stock.quantity === null || stock.quantity === undefined)).toBe(true);
    const list = await call('admin', 'GET', 'stocks?size=100');
    for (const item of list.body?.items ?? []) expect(item.quantity).toBe(onHand(s, String(item.id)));
    const { stock } = await stocked();
    expect((await call('admin', 'GET', `stocks/${stock.id}`)).body?.quantity).toBe(onHand(s, stock.id));
    const report = await call('admin', 'GET', 'reports/stock-levels');
    const rows = report.body?.rows as { id: string; quantity: number }[];
    expect(rows.find((row) => row.id === stock.id)?.quantity).toBe(onHand(s, stock.id));
    const total = (s.records.stocks ?? []).reduce((sum, item) => sum + onHand(s, item.id), 0);
    expect((report.body?.totals as Record<string, number>).quantity).toBe(total);
    // Per store: what each store holds, wherever the items' own store is.
    const combined = await call('admin', 'GET', 'reports/stock-levels-combined');
    for (const store of s.records.stores ?? []) {
      const held = (s.records.stocks ?? []).reduce((sum, item) => sum + onHand(s, item.id, store.id), 0);
      const row = (combined.body?.rows as { group: string; quantity: number }[]).find((r) => r.group === store.name);
      expect(row?.quantity ?? 0, String(store.name)).toBe(held);
    }
    expect((combined.body?.totals as Record<string, number>).quantity).toBe(total);
  });
});

describe('GET api/hotel/stock/on-hand', () => {
  it('answers the total and each store, from the movements', async () => {
    const { s, stock } = await stocked();
    const res = await call('store-keeper', 'GET', `stock/on-hand?stock=${stock.id}`);
    expect(res.status).toBe(200);
    const body = res.body as unknown as StockOnHandResponse;
    expect(body.stock).toBe(stock.id);
    expect(body.onHand).toBe(onHand(s, stock.id));
    expect(body.byStore.reduce((sum, row) => sum + row.onHand, 0)).toBe(body.onHand);
    const home = body.byStore.find((row) => row.store === stock.store);
    expect(home).toMatchObject({ name: (s.records.stores ?? []).find((store) => store.id === stock.store)?.name, onHand: onHand(s, stock.id, String(stock.store)) });
  });

  it('is 400 without a stock, 404 for an unknown one, 403 for a role that may not read stocks', async () => {
    const missing = await call('admin', 'GET', 'stock/on-hand');
    expect(missing.status).toBe(400);
    expect(missing.body?.message).toBe('Ask for one stock item (stock=<id>) or one store (store=<id>).');
    const unknown = await call('admin', 'GET', 'stock/on-hand?stock=nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body?.message).toBe('No stock item has the id nope.');
    const access = resourceAccess('stocks');
    const outsider = STAFF_ROLES.find((role) => role !== 'admin' && !access.read.includes(role));
    if (outsider) expect((await call(outsider, 'GET', 'stock/on-hand?stock=nope')).status).toBe(403);
  });

  it('?store= answers what one store holds in one call: each item as the per-item call says, none it holds nothing of', async () => {
    const { s, store } = await stocked();
    const res = await call('barman', 'GET', `stock/on-hand?store=${store}`);
    expect(res.status).toBe(200);
    const body = res.body as unknown as StoreOnHandResponse;
    expect(body).toMatchObject({ store, name: (s.records.stores ?? []).find((at) => at.id === store)?.name });
    const held = new Map(body.items.map((item) => [item.stock, item.onHand]));
    expect(held.size).toBeGreaterThan(0);
    for (const item of s.records.stocks ?? []) expect(held.get(item.id) ?? 0, String(item.name)).toBe(onHand(s, item.id, store));
    expect(body.items.every((item) => item.onHand !== 0)).toBe(true);
  });

  it('?store= is 400 beside ?stock=, 404 for an unknown store', async () => {
    const { stock, store } = await stocked();
    expect((await call('admin', 'GET', `stock/on-hand?stock=${stock.id}&store=${store}`)).status).toBe(400);
    expect((await call('admin', 'GET', 'stock/on-hand?store=')).status).toBe(400);
    const unknown = await call('admin', 'GET', 'stock/on-hand?store=nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body?.message).toBe('No store has the id nope.');
  });
});

describe('operations move stock through the ledger; a refused one changes nothing', () => {
  it('sells a docket from the point of sale\'s store when it is settled and refuses more than is on hand there (409 with on hand)', async () => {
    const { s, stock, store, have } = await stocked();
    const pos = posAt(s, store);
    const storeName = (s.records.stores ?? []).find((x) => x.id === store)?.name;
    const sale = (quantity: number) => ({ pointOfSale: pos.id, lines: [{ stock: stock.id, quantity, unitPrice: 3 }], tenders: [{ method: 'cash', amount: 3 * quantity }] });
    const before = api.snapshot();
    const refused = await call('admin', 'POST', 'pos-sales', { record: sale(have + 1) });
    expect(refused.status).toBe(409);
    expect(refused.body?.message).toBe(`Only ${have} of ${String(stock.name)} on hand at ${String(storeName)}; ${have + 1} requested.`);
    expect(changedSince(api, before)).toEqual([]);

    const sold = await call('admin', 'POST', 'pos-sales', { record: sale(1) });
    expect(sold.status).toBe(201);
    const docket = sold.body as unknown as Docket;
    expect(onHand(s, stock.id, store)).toBe(have - 1);
    const [move, ...more] = movementsOf(s, 'pos-sales', docket.id);
    expect(more).toEqual([]);
    expect(move).toMatchObject({ kind: 'sold', quantity: -1, store, unitCost: stock.costPrice, reference: docket.docketNo, date: s.ledger.businessDate, by: 'Amara Okafor' });

    // A void writes the mirror movement; a settled docket's lines are fixed, and it is never deleted.
    expect((await call('auditor', 'PATCH', `pos-sales/${docket.id}`, { record: { table: 'T2' }, reason: 'More' })).status).toBe(409);
    const voided = await call('auditor', 'POST', `pos-sales/${docket.id}/transition`, { action: 'void', note: 'Keyed twice' });
    expect(voided.status).toBe(200);
    expect(onHand(s, stock.id, store)).toBe(have);
    expect(movementsOf(s, 'pos-sales', docket.id).map((m) => [m.kind, m.quantity, m.note])).toEqual([['sold', -1, null], ['reversal', 1, 'Keyed twice']]);
    expect((await call('admin', 'DELETE', `pos-sales/${docket.id}`)).status).toBe(409);
  });

  it('takes nothing from stock for a docket that is still open, or cancelled', async () => {
    const { s, stock, store, have } = await stocked();
    const pos = posAt(s, store);
    const opened = await call('admin', 'POST', 'pos-sales/open', { pointOfSale: pos.id, table: 'T1', lines: [{ stock: stock.id, quantity: have }] });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const id = String(opened.body?.id);
    expect(onHand(s, stock.id, store)).toBe(have);
    expect((await call('manager', 'POST', `pos-sales/${id}/cancel`, { reason: 'Guests left' })).status).toBe(200);
    expect(onHand(s, stock.id, store)).toBe(have);
    expect(movementsOf(s, 'pos-sales', id)).toEqual([]);
  });

  it('issues a store request out of its store, refusing more than is on hand', async () => {
    const { s, stock, store, have } = await stocked();
    const input = { store, department: s.records.departments?.[0]?.id, stock: stock.id, quantity: have + 5, neededBy: '2099-01-01', purpose: 'Restock' };
    const created = await call('admin', 'POST', 'store-requests', { record: input });
    const id = String(created.body?.id);
    for (const action of ['submit', 'approve']) expect((await call('admin', 'POST', `store-requests/${id}/transition`, { action })).status).toBe(200);
    const before = api.snapshot();
    const refused = await call('store-keeper', 'POST', `store-requests/${id}/transition`, { action: 'issue' });
    expect(refused.status).toBe(409);
    expect(refused.body?.message).toMatch(new RegExp(`^Only ${have} of .+ on hand at .+; ${have + 5} requested\\.$`));
    expect(changedSince(api, before)).toEqual([]);
    expect((await call('admin', 'PATCH', `store-requests/${id}`, { record: { quantity: have } })).status).toBe(200);
    expect((await call('store-keeper', 'POST', `store-requests/${id}/transition`, { action: 'issue' })).status).toBe(200);
    expect(onHand(s, stock.id, store)).toBe(0);
    expect(movementsOf(s, 'store-requests', id)[0]).toMatchObject({ kind: 'issued', quantity: -have, store });
  });

  it('writes off damages from their store, refusing more than is on hand', async () => {
    const { s, stock, store, have } = await stocked();
    const input = { stock: stock.id, store, quantity: have + 1, condition: 'broken', reason: 'Dropped crate', date: s.ledger.businessDate };
    const before = api.snapshot();
    const refused = await call('admin', 'POST', 'damages', { record: input });
    expect(refused.status).toBe(409);
    expect(refused.body?.message).toMatch(/^Only \d+ of .+ on hand at .+; \d+ requested\.$/);
    expect(changedSince(api, before)).toEqual([]);
    const written = await call('admin', 'POST', 'damages', { record: { ...input, quantity: 1 } });
    expect(written.status).toBe(201);
    expect(onHand(s, stock.id, store)).toBe(have - 1);
    expect(movementsOf(s, 'damages', String(written.body?.id))[0]).toMatchObject({ kind: 'damaged', quantity: -1, note: 'broken' });
    expect((await call('admin', 'PATCH', `damages/${String(written.body?.id)}`, { record: { quantity: 2 } })).status).toBe(409);
    expect((await call('admin', 'DELETE', `damages/${String(written.body?.id)}`)).status).toBe(409);
  });

  it('receives a supplied procurement naming an item into the store, at its unit cost', async () => {
    const { s, stock, have } = await stocked();
    const other = (s.records.stores ?? []).find((x) => x.id !== stock.store) as HotelRecord;
    const input = { supplier: s.records.suppliers?.[0]?.id, item: String(stock.name), quantity: 12, unitCost: 0.75, neededBy: '2099-01-01', stock: stock.id, store: other.id };
    const created = await call('admin', 'POST', 'procurements', { record: input });
    expect(created.status).toBe(201);
    const id = String(created.body?.id);
    for (const action of ['submit', 'approve', 'audit']) expect((await call('admin', 'POST', `procurements/${id}/transition`, { action })).status).toBe(200);
    const before = onHand(s, stock.id, other.id);
    expect((await call('store-keeper', 'POST', `procurements/${id}/transition`, { action: 'supply' })).status).toBe(200);
    expect(onHand(s, stock.id, other.id)).toBe(before + 12);
    expect(onHand(s, stock.id, String(stock.store))).toBe(have);
    expect(movementsOf(s, 'procurements', id)[0]).toMatchObject({ kind: 'received', quantity: 12, unitCost: 0.75, value: 9, reference: created.body?.number });
    const purchased = await call('admin', 'GET', `reports/purchased-history?from=${s.ledger.businessDate}&to=${s.ledger.businessDate}`);
    expect((purchased.body?.rows as { reference: string }[]).some((row) => row.reference === created.body?.number)).toBe(true);
  });

  it('counts a stock item as a counted movement of the difference; quantity itself is never written', async () => {
    const { s, stock, store, have } = await stocked();
    const set = await call('admin', 'PATCH', `stocks/${stock.id}`, { record: { quantity: 99 } });
    expect(set.status).toBe(400);
    expect((set.body?.fields as Record<string, string>).quantity).toBe('Quantity is set by the server');
    const counted = await call('auditor', 'PATCH', `stocks/${stock.id}`, { record: { countedQuantity: have + 4 } });
    expect(counted.status).toBe(200);
    expect(counted.body).toMatchObject({ quantity: onHand(s, stock.id), countedQuantity: null });
    expect(onHand(s, stock.id, store)).toBe(have + 4);
    const moves = movementsOf(s, 'stocks', stock.id);
    expect(moves.at(-1)).toMatchObject({ kind: 'counted', quantity: 4, note: `Counted ${have + 4}; ${have} on hand`, by: 'Ingrid Halvorsen' });
    expect('countedQuantity' in ((s.records.stocks ?? []).find((x) => x.id === stock.id) ?? {})).toBe(false);
    const audit = await call('admin', 'GET', `stocks/${stock.id}/audit`);
    expect((audit.body as unknown as { action: string }[]).at(-1)?.action).toBe('count');
    // Stock with history is never removed.
    const removed = await call('auditor', 'DELETE', `stocks/${stock.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body?.message).toMatch(/stock movements and \d+ on hand; an item with stock history is kept\. Count it to 0 instead\.$/);
    const storeName = (s.records.stores ?? []).find((x) => x.id === store)?.name;
    const storeRemoved = await call('admin', 'DELETE', `stores/${store}`);
    expect(storeRemoved.status).toBe(409);
    expect(storeRemoved.body?.message).toBe(`${String(storeName)} has stock movements; a store with stock history is kept.`);
  });

  it('opens a new stock item with its count; an item never moved can be removed', async () => {
    const s = await state();
    const template = s.records.stocks?.[0] as HotelRecord;
    const input = { name: 'Sparkling Tonic', code: 'TON01', category: template.category, unit: template.unit, store: template.store, costPrice: 0.8, sellingPrice: 2.5 };
    const opened = await call('admin', 'POST', 'stocks', { record: { ...input, countedQuantity: 24 } });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ quantity: 24 });
    expect(movementsOf(s, 'stocks', String(opened.body?.id))).toEqual([expect.objectContaining({ kind: 'counted', quantity: 24, store: template.store })]);
    const bare = await call('admin', 'POST', 'stocks', { record: { ...input, code: 'TON02' } });
    expect(bare.body).toMatchObject({ quantity: 0 });
    expect((await call('admin', 'DELETE', `stocks/${String(bare.body?.id)}`)).status).toBe(204);
  });

  it('never lets anyone write the stock ledger by hand', async () => {
    const s = await state();
    const first = s.records['stock-movements']?.[0] as HotelRecord;
    const before = api.snapshot();
    const created = await call('admin', 'POST', 'stock-movements', { record: {} });
    expect(created.status).toBe(409);
    expect(created.body?.message).toMatch(/^Stock movements are written by the operations/);
    expect((await call('admin', 'PATCH', `stock-movements/${first.id}`, { record: {} })).status).toBe(409);
    expect((await call('admin', 'DELETE', `stock-movements/${first.id}`)).status).toBe(409);
    expect((await call('auditor', 'POST', 'stock-movements', { record: {} })).status).toBe(403);
    expect(changedSince(api, before)).toEqual([]);
  });
});

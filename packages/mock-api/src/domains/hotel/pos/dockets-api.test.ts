import { accountOf } from '../ledger/post';
import { movementsOf, onHand } from '../stock/moves';
import type { Docket, FolioResponse, HotelRecord, NightAuditChecklist } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { hotelTestSuite } from '../test-utils';
import { changedSince } from '../../../core/testing';

/*
 * Point-of-sale dockets through the API (issue 17), as the tills use them: a sale settled in one
 * call, a bar docket charged to a room, a split tender, a restaurant table from open to settled,
 * voids that put back the stock and reverse the folio line and the journal entry, and every bad
 * input answering 400, 403 or 409 with a message and changing nothing.
 */

const { api, call, state } = hotelTestSuite();
const cents = (amount: number) => Math.round(amount * 100);

async function outlet(channel: string): Promise<HotelRecord> {
  return (await state()).records['points-of-sale']?.find((p) => p.channel === channel) as HotelRecord;
}

/** Stock items with at least `min` on hand at the store of the channel's outlet (where it sells from), cheapest first. */
async function stocks(channel = 'mini-mart', min = 5): Promise<HotelRecord[]> {
  const s = await state();
  const store = String((await outlet(channel)).store);
  const list = (s.records.stocks ?? []).filter((item) => onHand(s, item.id, store) >= min).sort((a, b) => (a.sellingPrice as number) - (b.sellingPrice as number));
  if (list.length < 3) throw new Error(`The seed holds too few items at the ${channel} outlet's store`);
  return list;
}

/** On hand of a stock item at the store of the channel's outlet. */
async function quantityOf(id: string, channel = 'mini-mart'): Promise<number> {
  return onHand(await state(), id, String((await outlet(channel)).store));
}

/** The stock movements a docket wrote, oldest first. */
async function movesOf(id: string) {
  return movementsOf(await state(), 'pos-sales', id);
}

async function inHouse(): Promise<{ stay: HotelRecord; room: string }> {
  const s = await state();
  const stay = s.records['room-reservations']?.find((r) => r.stage === 'checked-in') as HotelRecord;
  return { stay, room: String(s.records.rooms?.find((r) => r.id === stay.room)?.number) };
}

async function entriesOf(id: string) {
  return (await state()).ledger.entries.filter((e) => e.source.resource === 'pos-sales' && e.source.id === id);
}

async function sell(role: string, record: Record<string, unknown>) {
  const res = await call(role, 'POST', 'pos-sales', { record });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as Docket;
}

describe('a sale settled in one call', () => {
  it('two items paid in cash: totals in cents, change, stock sold, one balanced entry Dr cash Cr F&B revenue', async () => {
    const mart = await outlet('mini-mart');
    const [a, b] = await stocks();
    const before = [await quantityOf(String(a?.id)), await quantityOf(String(b?.id))];
    const total = 2 * cents(a?.sellingPrice as number) + 350;
    const tendered = Math.ceil(total / 1000) * 1000 + 1000;
    const report = async (id: string) => ((await call('accountant', 'GET', `reports/${id}?from=2026-11-22&to=2026-11-22`)).body?.rows ?? []) as Record<string, unknown>[];
    const rowOf = (rows: Record<string, unknown>[], group: unknown) => rows.find((r) => r.group === group) ?? { count: 0, quantity: 0, amount: 0 };
    const [itemsBefore, tendersBefore] = [await report('stock-sales'), await report('sale-summary')];
    const docket = await sell('barman', {
      pointOfSale: mart.id, lines: [{ stock: a?.id, quantity: 2 }, { stock: b?.id, quantity: 1, unitPrice: 3.5 }], tenders: [{ method: 'cash', amount: tendered / 100 }],
    });
    // The mini mart's reports of the business date read its lines (by item) and tenders (cash net of change).
    const [items, tenders] = [await report('stock-sales'), await report('sale-summary')];
    expect((rowOf(items, a?.name).quantity as number) - (rowOf(itemsBefore, a?.name).quantity as number)).toBe(2);
    expect(cents(rowOf(tenders, 'Cash').amount as number) - cents(rowOf(tendersBefore, 'Cash').amount as number)).toBe(total);
    expect(docket).toMatchObject({ stage: 'settled', pointOfSale: mart.id, channel: 'mini-mart', paymentMethod: 'cash', waiter: expect.any(String), businessDate: '2026-11-22' });
    expect(docket.docketNo).toMatch(/^DKT-\d{5}$/);
    expect(docket.lines.map((l) => [l.id, l.quantity, l.unitPrice])).toEqual([['L1', 2, a?.sellingPrice], ['L2', 1, 3.5]]);
    expect(cents(docket.amount)).toBe(total);
    expect(cents(docket.change)).toBe(tendered - total);
    expect(docket.payment).toBe(`Cash ${(tendered / 100).toFixed(2)}`);
    expect([await quantityOf(String(a?.id)), await quantityOf(String(b?.id))]).toEqual([(before[0] as number) - 2, (before[1] as number) - 1]);
    const moves = await movesOf(docket.id);
    expect(moves.map((m) => [m.stock, m.kind, m.quantity, m.store, m.reference, m.date])).toEqual([[a?.id, 'sold', -2, mart.store, docket.docketNo, '2026-11-22'], [b?.id, 'sold', -1, mart.store, docket.docketNo, '2026-11-22']]);
    // The stock ledger's Sales History of the day shows the same quantities.
    const history = (((await call('admin', 'GET', 'reports/sold-history?from=2026-11-22&to=2026-11-22')).body?.rows ?? []) as Record<string, unknown>[]).filter((row) => row.reference === docket.docketNo);
    expect(history.map((row) => row.quantity)).toEqual([-2, -1]);
    const [entry, ...more] = await entriesOf(docket.id);
    expect(more).toEqual([]);
    const s = await state();
    expect(entry?.lines.map(([account, c]) => [account, c])).toEqual([[accountOf(s, 'cash'), total], [accountOf(s, 'fnb-revenue'), -total]]);
    // The generic reads still answer: the list shows the docket's header, the record its lines.
    const list = await call('auditor', 'GET', `pos-sales?search=${docket.docketNo}`);
    expect(list.body?.items?.[0]).toMatchObject({ docketNo: docket.docketNo, amount: docket.amount, payment: docket.payment, stage: 'settled' });
    const read = await call('auditor', 'GET', `pos-sales/${docket.id}`);
    expect(read.body).toMatchObject({ docketNo: docket.docketNo, lines: docket.lines, tenders: docket.tenders });
  });

  it('a bar docket charged to room X is ONE charge line on that stay\'s folio, and the folio balance rises by the total', async () => {
    const bar = await outlet('bar');
    const [a, b, c] = await stocks('bar');
    const { stay, room } = await inHouse();
    const folio = async () => (await call('receptionist', 'GET', `folios/${stay.id}`)).body as unknown as FolioResponse;
    const before = await folio();
    const total = cents(a?.sellingPrice as number) + 2 * cents(b?.sellingPrice as number) + cents(c?.sellingPrice as number) - Math.round(cents(c?.sellingPrice as number) / 10);
    const charged = await sell('barman', {
      pointOfSale: bar.id, lines: [{ stock: a?.id, quantity: 1 }, { stock: b?.id, quantity: 2 }, { stock: c?.id, quantity: 1, discountPercent: 10 }],
      tenders: [{ method: 'room-charge', amount: total / 100, room }],
    });
    expect(cents(charged.amount)).toBe(total);
    expect(charged.tenders).toEqual([{ method: 'room-charge', amount: total / 100, reservation: stay.id, room, cityAccount: null }]);
    expect(charged.reservation).toBe(stay.id);
    const after = await folio();
    const added = after.lines.filter((line) => !before.lines.some((old) => old.id === line.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ kind: 'charge', category: 'pos', debit: total / 100, credit: 0 });
    expect(added[0]?.description).toContain(charged.docketNo);
    expect(cents(after.balance) - cents(before.balance)).toBe(total);
    const s = await state();
    const [entry] = await entriesOf(charged.id);
    expect(entry?.lines.map(([account, c2]) => [account, c2])).toEqual([[accountOf(s, 'guest-ledger'), total], [accountOf(s, 'fnb-revenue'), -total]]);
  });

  it('splits the tenders cash + card: change from the cash only, one line per tender account', async () => {
    const mart = await outlet('mini-mart');
    const [a] = await stocks();
    const total = 3 * cents(a?.sellingPrice as number);
    const card = Math.floor(total / 2);
    const docket = await sell('accountant', {
      pointOfSale: mart.id, lines: [{ stock: a?.id, quantity: 3 }], tenders: [{ method: 'card', amount: card / 100 }, { method: 'cash', amount: (total - card + 500) / 100 }],
    });
    expect(docket).toMatchObject({ paymentMethod: 'split', change: 5 });
    expect(docket.payment).toBe(`Card ${(card / 100).toFixed(2)} + Cash ${((total - card + 500) / 100).toFixed(2)}`);
    const s = await state();
    const [entry] = await entriesOf(docket.id);
    expect(entry?.lines.map(([account, c]) => [account, c])).toEqual([
      [accountOf(s, 'cash'), total - card],
      [accountOf(s, 'card-clearing'), card],
      [accountOf(s, 'fnb-revenue'), -total],
    ]);
  });

  it('charges the city ledger: the account\'s folio carries the docket', async () => {
    const mart = await outlet('mini-mart');
    const [a] = await stocks();
    const account = (await state()).records['city-ledger-accounts']?.[0] as HotelRecord;
    const total = cents(a?.sellingPrice as number);
    const docket = await sell('barman', { pointOfSale: mart.id, lines: [{ stock: a?.id, quantity: 1 }], tenders: [{ method: 'city-ledger', amount: total / 100, cityAccount: account.id }] });
    const folio = (await call('accountant', 'GET', `folios/city-ledger/${account.id}`)).body as unknown as FolioResponse;
    expect(folio.lines.filter((l) => l.description.includes(docket.docketNo)).map((l) => l.debit)).toEqual([total / 100]);
    const [entry] = await entriesOf(docket.id);
    expect(entry?.lines[0]?.[0]).toBe(accountOf(await state(), 'city-ledger'));
  });
});

describe('void', () => {
  it('restores the stock, reverses the folio line and the journal entry; the docket and its reversal stay visible', async () => {
    const bar = await outlet('bar');
    const [a] = await stocks('bar');
    const { stay, room } = await inHouse();
    const stockBefore = await quantityOf(String(a?.id), 'bar');
    const balanceBefore = ((await call('receptionist', 'GET', `folios/${stay.id}`)).body as unknown as FolioResponse).balance;
    const total = 2 * cents(a?.sellingPrice as number);
    const docket = await sell('barman', { pointOfSale: bar.id, lines: [{ stock: a?.id, quantity: 2 }], tenders: [{ method: 'room-charge', amount: total / 100, reservation: stay.id }] });
    expect(room).toBeTruthy();
    expect(await quantityOf(String(a?.id), 'bar')).toBe(stockBefore - 2);

    const voided = await call('auditor', 'POST', `pos-sales/${docket.id}/void`, { reason: 'Charged to the wrong room' });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body).toMatchObject({ stage: 'voided', voidReason: 'Charged to the wrong room', voidedBy: 'Ingrid Halvorsen' });
    expect(await quantityOf(String(a?.id), 'bar')).toBe(stockBefore);
    const folio = (await call('receptionist', 'GET', `folios/${stay.id}`)).body as unknown as FolioResponse;
    expect(folio.balance).toBeCloseTo(balanceBefore, 2);
    const lines = folio.lines.filter((l) => l.description.includes(docket.docketNo));
    expect(lines.map((l) => [l.debit, l.credit])).toEqual([[total / 100, 0], [0, total / 100]]);
    const [original, reversal] = await entriesOf(docket.id);
    expect(reversal?.reverses).toBe(original?.id);
    expect(original?.reversedBy).toBe(reversal?.id);
    expect(reversal?.lines.map(([account, c]) => [account, -c])).toEqual(original?.lines.map(([account, c]) => [account, c]));
    const moves = await movesOf(docket.id);
    expect(moves.map((m) => [m.kind, m.quantity, m.store, m.note])).toEqual([['sold', -2, bar.store, null], ['reversal', 2, bar.store, 'Charged to the wrong room']]);
    expect(moves[1]?.reverses).toBe(moves[0]?.id);
    expect((await call('auditor', 'GET', `pos-sales/${docket.id}`)).body).toMatchObject({ stage: 'voided', docketNo: docket.docketNo });
    // Once voided it is final.
    const again = await call('auditor', 'POST', `pos-sales/${docket.id}/void`, { reason: 'Twice' });
    expect(again.status).toBe(409);
  });

  it('goes through the generic transition too (the auditor\'s Void Docket screen), by a manager', async () => {
    const mart = await outlet('mini-mart');
    const [a] = await stocks();
    const docket = await sell('barman', { pointOfSale: mart.id, lines: [{ stock: a?.id, quantity: 1 }], tenders: [{ method: 'card', amount: a?.sellingPrice }] });
    const res = await call('manager', 'POST', `pos-sales/${docket.id}/transition`, { action: 'void', note: 'Card declined after all' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body?.stage).toBe('voided');
  });
});

describe('a restaurant table step by step', () => {
  it('opens, changes its lines while open, goes to the kitchen, is served, blocks the night audit until settled', async () => {
    const restaurant = await outlet('restaurant');
    const [a, b, c] = await stocks('restaurant');
    const opened = await call('waitress', 'POST', 'pos-sales/open', { pointOfSale: restaurant.id, table: 'T7', lines: [{ stock: a?.id, quantity: 1 }] });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const docket = opened.body as unknown as Docket;
    expect(docket).toMatchObject({ stage: 'open', table: 'T7', channel: 'restaurant', waiter: 'Chloé Dubois', tenders: [], payment: null });
    const id = docket.id;
    const stock = await quantityOf(String(a?.id), 'restaurant');

    expect((await call('waitress', 'POST', `pos-sales/${id}/lines`, { stock: b?.id, quantity: 2 })).body?.lines).toHaveLength(2);
    expect((await call('waitress', 'PATCH', `pos-sales/${id}/lines/L1`, { quantity: 3, discount: 0.5 })).body?.lines).toMatchObject([{ id: 'L1', quantity: 3, discount: 0.5 }, { id: 'L2' }]);
    expect((await call('waitress', 'DELETE', `pos-sales/${id}/lines/L2`)).body?.lines).toMatchObject([{ id: 'L1' }]);
    const added = await call('waitress', 'POST', `pos-sales/${id}/lines`, { stock: c?.id, quantity: 1 });
    expect(added.body?.lines).toMatchObject([{ id: 'L1' }, { id: 'L3', stock: c?.id }]);
    const total = 3 * cents(a?.sellingPrice as number) - 50 + cents(c?.sellingPrice as number);
    expect(cents(added.body?.amount as number)).toBe(total);
    // Nothing is taken from stock before the docket is settled.
    expect(await quantityOf(String(a?.id), 'restaurant')).toBe(stock);
    expect(await movesOf(id)).toEqual([]);

    const sent = await call('waitress', 'POST', `pos-sales/${id}/send`);
    expect(sent.body).toMatchObject({ stage: 'sent', lines: [{ sentAt: '2026-11-22T10:00:00.000Z' }, { sentAt: '2026-11-22T10:00:00.000Z' }] });
    expect((await call('waitress', 'POST', `pos-sales/${id}/lines`, { stock: b?.id, quantity: 1 })).status).toBe(409);
    const served = await call('waitress', 'POST', `pos-sales/${id}/transition`, { action: 'serve' });
    expect(served.body?.stage).toBe('served');

    const checklist = (await call('auditor', 'GET', 'night-audit')).body as unknown as NightAuditChecklist;
    expect(checklist.blocked).toBe(true);
    expect(checklist.openDockets).toContainEqual({ id, resource: 'pos-sales', number: docket.docketNo, label: `Table T7 · ${String(restaurant.name)} (served)`, amount: total / 100 });
    const refused = await call('auditor', 'POST', 'night-audit', { date: '2026-11-22' });
    expect(refused.status).toBe(409);
    expect(String(refused.body?.message)).toContain(docket.docketNo);

    const settled = await call('waitress', 'POST', `pos-sales/${id}/settle`, { tenders: [{ method: 'cash', amount: Math.ceil(total / 100) + 20 }] });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body).toMatchObject({ stage: 'settled', change: (Math.ceil(total / 100) * 100 + 2000 - total) / 100 });
    expect(await quantityOf(String(a?.id), 'restaurant')).toBe(stock - 3);
    const after = (await call('auditor', 'GET', 'night-audit')).body as unknown as NightAuditChecklist;
    expect(after.openDockets.map((d) => d.id)).not.toContain(id);
    const trail = (await call('auditor', 'GET', `pos-sales/${id}/audit`)).body as unknown as { action: string }[];
    expect(trail.map((e) => e.action)).toEqual(['create', 'add-line', 'change-line', 'remove-line', 'add-line', 'send', 'serve', 'settle']);

    // The sales reports of the business date count it by outlet and by waiter.
    const byOutlet = await call('accountant', 'GET', 'reports/daily-sales-summary?from=2026-11-22&to=2026-11-22');
    expect(byOutlet.body?.rows).toContainEqual(expect.objectContaining({ group: String(restaurant.name) }));
    const byWaiter = await call('accountant', 'GET', 'reports/waitress-sales?from=2026-11-22&to=2026-11-22');
    expect(byWaiter.body?.rows).toContainEqual(expect.objectContaining({ group: 'Chloé Dubois', count: 1, amount: total / 100 }));
  });

  it('an unsettled docket is cancelled by a manager with a reason; nothing was posted or taken', async () => {
    const restaurant = await outlet('restaurant');
    const [a] = await stocks('restaurant');
    const docket = (await call('waitress', 'POST', 'pos-sales/open', { pointOfSale: restaurant.id, table: 'T2', lines: [{ stock: a?.id, quantity: 1 }] })).body as unknown as Docket;
    expect((await call('waitress', 'POST', `pos-sales/${docket.id}/cancel`, { reason: 'Left' })).status).toBe(403);
    const res = await call('manager', 'POST', `pos-sales/${docket.id}/cancel`, { reason: 'Guests left before ordering' });
    expect(res.body).toMatchObject({ stage: 'cancelled', voidReason: 'Guests left before ordering' });
    expect(await entriesOf(docket.id)).toEqual([]);
    expect(await movesOf(docket.id)).toEqual([]);
  });
});

describe('bad input answers 400, 403 or 409 with a message and changes nothing', () => {
  const refused = async (role: string, method: string, path: string, body: unknown, status: number, message: RegExp) => {
    const before = api.snapshot();
    const res = await call(role, method, path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(String(res.body?.message)).toMatch(message);
    expect(changedSince(api, before)).toEqual([]);
  };
  const sale = async (lines: unknown[], tenders: unknown[], channel = 'mini-mart') => ({ record: { pointOfSale: (await outlet(channel)).id, lines, tenders } });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['a fraction', 1.5],
  ])('a quantity that is %s', async (_what, quantity) => {
    const [a] = await stocks();
    await refused('barman', 'POST', 'pos-sales', await sale([{ stock: a?.id, quantity }], [{ method: 'cash', amount: 100 }]), 400, /quantity must be a whole number from 1/);
  });

  it('a price below zero, a discount above the line', async () => {
    const [a] = await stocks();
    await refused('barman', 'POST', 'pos-sales', await sale([{ stock: a?.id, quantity: 1, unitPrice: -1 }], [{ method: 'cash', amount: 100 }]), 400, /unit price must be 0 or more/);
    await refused('barman', 'POST', 'pos-sales', await sale([{ stock: a?.id, quantity: 1, unitPrice: 5, discount: 6 }], [{ method: 'cash', amount: 100 }]), 400, /discount cannot be more than the line/);
  });

  it('an unknown stock item or outlet', async () => {
    const [a] = await stocks();
    await refused('barman', 'POST', 'pos-sales', await sale([{ stock: 'nope', quantity: 1 }], [{ method: 'cash', amount: 100 }]), 400, /no stock item has the id nope/);
    await refused('barman', 'POST', 'pos-sales', { record: { pointOfSale: 'nowhere', lines: [{ stock: a?.id, quantity: 1 }], tenders: [{ method: 'cash', amount: 100 }] } }, 400, /No point of sale has the id nowhere/);
  });

  it('more than is on hand', async () => {
    const [a] = await stocks();
    const have = await quantityOf(String(a?.id));
    await refused('barman', 'POST', 'pos-sales', await sale([{ stock: a?.id, quantity: have + 1 }], [{ method: 'cash', amount: 100_000 }]), 409, new RegExp(`Only ${have} of .* on hand at .*; ${have + 1} requested`));
  });

  it('a room charge to a stay not in house, to an unknown room, to a room with no guest', async () => {
    const [a] = await stocks('bar');
    const s = await state();
    const reserved = s.records['room-reservations']?.find((r) => r.stage === 'reserved');
    const occupied = new Set((s.records['room-reservations'] ?? []).filter((r) => r.stage === 'checked-in').map((r) => r.room));
    const empty = s.records.rooms?.find((r) => !occupied.has(r.id));
    const price = a?.sellingPrice as number;
    await refused('barman', 'POST', 'pos-sales', await sale([{ stock: a?.id, quantity: 1 }], [{ method: 'room-charge', amount: price, reservation: reserved?.id }], 'bar'), 409, /checked-in stay; .* is reserved/);
    await refused('barman', 'POST', 'pos-sales', await sale([{ stock: a?.id, quantity: 1 }], [{ method: 'room-charge', amount: price, room: '999' }], 'bar'), 400, /no room is numbered 999/);
    await refused('barman', 'POST', 'pos-sales', await sale([{ stock: a?.id, quantity: 1 }], [{ method: 'room-charge', amount: price, room: empty?.number }], 'bar'), 409, /has no guest in house/);
  });

  it('tenders that do not cover the total, and a card over-tender', async () => {
    const [a] = await stocks();
    const price = cents(a?.sellingPrice as number);
    await refused('barman', 'POST', 'pos-sales', await sale([{ stock: a?.id, quantity: 2 }], [{ method: 'cash', amount: (2 * price - 1) / 100 }]), 400, /do not cover the total/);
    await refused('barman', 'POST', 'pos-sales', await sale([{ stock: a?.id, quantity: 1 }], [{ method: 'card', amount: (price + 100) / 100 }]), 400, /only cash gives change/);
    await refused('barman', 'POST', 'pos-sales', await sale([{ stock: a?.id, quantity: 1 }], []), 400, /at least one tender/);
  });

  it('a void without a reason, or by a role that may not; a seller\'s call by a role that may not sell', async () => {
    const [a] = await stocks();
    const docket = await sell('barman', { pointOfSale: (await outlet('mini-mart')).id, lines: [{ stock: a?.id, quantity: 1 }], tenders: [{ method: 'cash', amount: 100 }] });
    await refused('auditor', 'POST', `pos-sales/${docket.id}/void`, { reason: '  ' }, 400, /needs a reason/);
    await refused('barman', 'POST', `pos-sales/${docket.id}/void`, { reason: 'Oops' }, 403, /may not void dockets; an auditor or a manager does/);
    await refused('security', 'POST', 'pos-sales', await sale([{ stock: a?.id, quantity: 1 }], [{ method: 'cash', amount: 100 }]), 403, /may not change pos sales/);
    await refused('admin', 'PATCH', `pos-sales/${docket.id}`, { record: { table: 'T1' } }, 409, /changes through its own calls/);
    await refused('admin', 'DELETE', `pos-sales/${docket.id}`, undefined, 409, /never deleted/);
  });

  it('acting on a docket in the wrong stage', async () => {
    const [a] = await stocks();
    const restaurant = await outlet('restaurant');
    const open = (await call('waitress', 'POST', 'pos-sales/open', { pointOfSale: restaurant.id, table: 'T9' })).body as unknown as Docket;
    await refused('waitress', 'POST', `pos-sales/${open.id}/send`, undefined, 409, /no lines to send/);
    await refused('waitress', 'POST', `pos-sales/${open.id}/settle`, { tenders: [{ method: 'cash', amount: 5 }] }, 409, /no lines cannot be settled/);
    await refused('waitress', 'POST', `pos-sales/${open.id}/serve`, undefined, 409, /is open; it cannot be marked served/);
    await refused('auditor', 'POST', `pos-sales/${open.id}/void`, { reason: 'x' }, 409, /is open; it cannot be voided \(an unsettled docket is cancelled instead\)/);
    const settled = await sell('barman', { pointOfSale: (await outlet('mini-mart')).id, lines: [{ stock: a?.id, quantity: 1 }], tenders: [{ method: 'cash', amount: 100 }] });
    await refused('barman', 'POST', `pos-sales/${settled.id}/settle`, { tenders: [{ method: 'cash', amount: 100 }] }, 409, /is settled; it cannot be settled/);
    await refused('barman', 'POST', `pos-sales/${settled.id}/lines`, { stock: a?.id, quantity: 1 }, 409, /is settled; it cannot take more lines/);
    await refused('manager', 'POST', `pos-sales/${settled.id}/cancel`, { reason: 'x' }, 409, /a settled docket is voided instead/);
    await refused('waitress', 'PATCH', `pos-sales/${open.id}/lines/L9`, { quantity: 2 }, 404, /has no line L9/);
  });
});

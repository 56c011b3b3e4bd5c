import { onHand } from '../stock/moves';
import type { Docket, HotelDocument, HotelRecord } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { hotelTestSuite } from '../test-utils';
import { changedSince } from '../../../core/testing';

/*
 * The printed documents of a docket (issue 17): the docket names its tenders by method and the
 * room or account charged, and keeps the change; the captain order is the kitchen's copy of a
 * docket sent to it (table, waiter, time sent, quantity × item, no prices), listed by the reprint
 * screen among the dockets sent, served or settled that went to the kitchen.
 */

const { api, call, state } = hotelTestSuite();

async function outlet(channel: string): Promise<HotelRecord> {
  return (await state()).records['points-of-sale']?.find((p) => p.channel === channel) as HotelRecord;
}

async function stocks(channel: string): Promise<HotelRecord[]> {
  const s = await state();
  const store = String((await outlet(channel)).store);
  return (s.records.stocks ?? []).filter((item) => onHand(s, item.id, store) >= 5);
}

async function sell(channel: string, lines: unknown[], tenders: unknown[]): Promise<Docket> {
  const res = await call('barman', 'POST', 'pos-sales', { record: { pointOfSale: (await outlet(channel)).id, lines, tenders } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as Docket;
}

async function document(type: string, id: string): Promise<HotelDocument> {
  const res = await call('barman', 'GET', `documents/${type}/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as HotelDocument;
}

describe('the printed docket', () => {
  it('names its tenders by method (cash, card) and keeps the change; no tender1, tender2', async () => {
    const [a] = await stocks('mini-mart');
    const price = Math.round((a?.sellingPrice as number) * 100);
    const docket = await sell('mini-mart', [{ stock: a?.id, quantity: 2 }], [{ method: 'card', amount: 1 }, { method: 'cash', amount: (2 * price - 100 + 500) / 100 }]);
    const doc = await document('docket', docket.id);
    expect(doc.tenders).toEqual([{ label: 'Card', amount: 1 }, { label: 'Cash', amount: (2 * price - 100 + 500) / 100 }]);
    expect(doc.totals).toEqual({ subtotal: docket.subtotal, discount: docket.discount, total: docket.amount, change: 5 });
    expect(Object.keys(doc.totals).some((key) => key.startsWith('tender'))).toBe(false);
  });

  it('names a room charge by its room and a city-ledger tender by its account', async () => {
    const s = await state();
    const stay = s.records['room-reservations']?.find((r) => r.stage === 'checked-in') as HotelRecord;
    const room = String(s.records.rooms?.find((r) => r.id === stay.room)?.number);
    const account = s.records['city-ledger-accounts']?.[0] as HotelRecord;
    const [a] = await stocks('bar');
    const amount = a?.sellingPrice as number;
    const charged = await sell('bar', [{ stock: a?.id, quantity: 2 }], [{ method: 'room-charge', amount, room }, { method: 'city-ledger', amount, cityAccount: account.id }]);
    const doc = await document('docket', charged.id);
    expect(doc.tenders).toEqual([{ label: `Room charge (room ${room})`, amount }, { label: `City ledger (${String(account.name)})`, amount }]);
    expect(doc.totals.change).toBe(0);
    // The till's summary of the tenders names the methods the same way.
    expect(charged.payment).toBe(`Room charge ${amount.toFixed(2)} (room ${room}) + City ledger ${amount.toFixed(2)}`);
  });

  it('prints an unsettled docket without tenders or change', async () => {
    const [a] = await stocks('restaurant');
    const opened = (await call('waitress', 'POST', 'pos-sales/open', { pointOfSale: (await outlet('restaurant')).id, table: 'T3', lines: [{ stock: a?.id, quantity: 1 }] })).body as unknown as Docket;
    const doc = await document('docket', opened.id);
    expect(doc.tenders).toEqual([]);
    expect(Object.keys(doc.totals)).toEqual(['subtotal', 'discount', 'total']);
  });
});

describe('the captain order', () => {
  it('is the kitchen copy of a docket sent to it: table, waiter, time sent, quantity × item, no prices', async () => {
    const [a, b] = await stocks('restaurant');
    const restaurant = await outlet('restaurant');
    const opened = (await call('waitress', 'POST', 'pos-sales/open', { pointOfSale: restaurant.id, table: 'T9', lines: [{ stock: a?.id, quantity: 2 }, { stock: b?.id, quantity: 1 }] })).body as unknown as Docket;
    // Not sent yet: there is no kitchen order to reprint.
    const early = await call('waitress', 'GET', `documents/captain-order/${opened.id}`);
    expect(early.status).toBe(409);
    expect(String(early.body?.message)).toMatch(/was not sent to the kitchen/);
    const sent = (await call('waitress', 'POST', `pos-sales/${opened.id}/send`)).body as unknown as Docket;
    expect(sent.sentToKitchen).toBe(true);
    const doc = await document('captain-order', opened.id);
    expect(doc).toMatchObject({ type: 'captain-order', title: 'Captain Order', number: opened.docketNo, lines: [], totals: {} });
    expect(doc.order).toEqual({
      table: 'T9', waiter: 'Chloé Dubois', sentAt: '2026-11-22T10:00:00.000Z',
      items: [{ quantity: 2, item: a?.name }, { quantity: 1, item: b?.name }],
    });
    expect(doc.record).toEqual({ docketNo: opened.docketNo, pointOfSale: restaurant.name, channel: 'Restaurant' });
    expect(JSON.stringify(doc)).not.toMatch(/amount|price/i);
  });

  it('is reprinted from the dockets sent, served or settled that went to the kitchen (stage=a,b lists any of them)', async () => {
    const [a] = await stocks('restaurant');
    const restaurant = await outlet('restaurant');
    const open = async (table: string) => (await call('waitress', 'POST', 'pos-sales/open', { pointOfSale: restaurant.id, table, lines: [{ stock: a?.id, quantity: 1 }] })).body as unknown as Docket;
    const [kept, notSent] = [await open('T1'), await open('T2')];
    await call('waitress', 'POST', `pos-sales/${kept.id}/send`);
    const [bar] = await stocks('mini-mart');
    const tab = await sell('mini-mart', [{ stock: bar?.id, quantity: 1 }], [{ method: 'card', amount: bar?.sellingPrice }]);
    const list = await call('accountant', 'GET', 'pos-sales?stage=sent,served,settled&sentToKitchen=true&size=1000');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const numbers = (list.body?.items ?? []).map((item) => item.docketNo);
    expect(numbers).toContain(kept.docketNo);
    expect(numbers).not.toContain(notSent.docketNo);
    expect(numbers).not.toContain(tab.docketNo);
    for (const item of list.body?.items ?? []) expect(['sent', 'served', 'settled']).toContain(item.stage);

    const before = api.snapshot();
    const bad = await call('accountant', 'GET', 'pos-sales?stage=sent,nope');
    expect(bad.status).toBe(400);
    expect(String(bad.body?.message)).toMatch(/nope is not a stage of POS Sales/);
    expect(changedSince(api, before)).toEqual([]);
  });
});

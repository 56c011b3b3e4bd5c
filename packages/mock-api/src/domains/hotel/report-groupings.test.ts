import type { HotelRecord, HotelReportResponse } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { onHand } from './stock/moves';
import { hotelTestSuite } from './test-utils';
import { changedSince } from '../../core/testing';

/*
 * The point-of-sale summaries (issue 17) by item, outlet, waiter and tender for a business date:
 * `?by=<field>` chooses one of the report's groupings; the totals are the same whichever it is;
 * a field the report does not offer answers 400 with the ones it does.
 */

const { api, call, state } = hotelTestSuite();
const DAY = '2026-11-22';
const cents = (amount: number) => Math.round(amount * 100);

async function report(id: string, by?: string) {
  const res = await call('accountant', 'GET', `reports/${id}?from=${DAY}&to=${DAY}${by ? `&by=${by}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as HotelReportResponse;
}

/** Two mini-mart sales by two people: a split cash (with change) + card, and a card sale. */
async function sellTwo() {
  const s = await state();
  const mart = s.records['points-of-sale']?.find((p) => p.channel === 'mini-mart') as HotelRecord;
  const [a, b] = (s.records.stocks ?? []).filter((item) => onHand(s, item.id, String(mart.store)) >= 5);
  const sell = async (role: string, record: Record<string, unknown>) => {
    const res = await call(role, 'POST', 'pos-sales', { record: { pointOfSale: mart.id, ...record } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Record<string, unknown>;
  };
  const first = cents(a?.sellingPrice as number) * 2 + cents(b?.sellingPrice as number);
  await sell('barman', { lines: [{ stock: a?.id, quantity: 2 }, { stock: b?.id, quantity: 1 }], tenders: [{ method: 'card', amount: 1 }, { method: 'cash', amount: (first - 100 + 700) / 100 }] });
  await sell('admin', { lines: [{ stock: b?.id, quantity: 3 }], tenders: [{ method: 'card', amount: (3 * cents(b?.sellingPrice as number)) / 100 }] });
}

describe('GET reports/<sale-summary|stock-sales>?by=', () => {
  it('groups by each offered field with the same totals, each grouping\'s rows adding up to them', async () => {
    await sellTwo();
    for (const [id, fields] of [['sale-summary', ['method', 'pointOfSale', 'waiter']], ['stock-sales', ['stock', 'pointOfSale', 'waiter']]] as const) {
      const plain = await report(id);
      expect(plain.by).toBe(fields[0]);
      expect(plain.rows.length).toBeGreaterThan(0);
      for (const by of fields) {
        const grouped = await report(id, by);
        expect(grouped.by).toBe(by);
        expect(grouped.totals, `${id} by ${by}`).toEqual(plain.totals);
        for (const [key, total] of Object.entries(grouped.totals)) {
          expect(grouped.rows.reduce((sum, row) => sum + cents(row[key] as number), 0), `${id} by ${by}: ${key}`).toBe(cents(total));
        }
      }
    }
  });

  it('names the groups by the grouping: waiters, outlets and tender methods; the group column takes its label', async () => {
    await sellTwo();
    const names = (s: HotelReportResponse) => s.rows.map((r) => r.group);
    const byWaiter = await report('sale-summary', 'waiter');
    expect(byWaiter.columns[0]).toMatchObject({ key: 'group', label: 'Waiter' });
    expect(byWaiter.rows.length).toBeGreaterThanOrEqual(2);
    const users = (await call('admin', 'GET', 'users?size=1000')).body?.items ?? [];
    for (const role of ['barman', 'admin']) {
      const name = users.find((u) => Array.isArray(u.roles) && u.roles.includes(role))?.name;
      if (name) expect(names(byWaiter)).toContain(name);
    }
    const byOutlet = await report('stock-sales', 'pointOfSale');
    expect(byOutlet.columns[0]).toMatchObject({ key: 'group', label: 'Point Of Sale' });
    const mart = (await state()).records['points-of-sale']?.find((p) => p.channel === 'mini-mart');
    expect(names(byOutlet)).toContain(mart?.name);
    const byTender = await report('sale-summary');
    expect(byTender.columns[0]).toMatchObject({ key: 'group', label: 'Tender' });
    expect(names(byTender)).toEqual(expect.arrayContaining(['Card', 'Cash']));
  });

  it('answers 400 naming the groupings offered for a field the report does not offer, and changes nothing', async () => {
    const before = api.snapshot();
    const bad = await call('accountant', 'GET', `reports/sale-summary?from=${DAY}&to=${DAY}&by=stock`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/groups by method, pointOfSale, waiter; not by 'stock'/);
    const byDay = await call('accountant', 'GET', 'reports/monthly-daily-sales?by=waiter');
    expect(byDay.status).toBe(400);
    expect(JSON.stringify(byDay.body)).toMatch(/groups by businessDate; not by 'waiter'/);
    const ungrouped = await call('accountant', 'GET', 'reports/daily-sales?by=waiter');
    expect(ungrouped.status).toBe(400);
    expect(JSON.stringify(ungrouped.body)).toMatch(/is not grouped/);
    expect(changedSince(api, before)).toEqual([]);
  });

  it('keeps the other reports as they were: one grouping, or none', async () => {
    expect((await report('daily-sales-summary')).by).toBe('pointOfSale');
    expect((await report('daily-sales')).by).toBeNull();
    expect((await report('monthly-daily-sales', 'businessDate')).columns[0]).toMatchObject({ key: 'group', label: 'Day' });
  });
});

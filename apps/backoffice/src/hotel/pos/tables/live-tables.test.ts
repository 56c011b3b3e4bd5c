import { describe, expect, it } from 'vitest';
import type { Docket } from '@hotel/domain';
import { groupTables, registerOf, tableLabel, tillLink } from './live-tables';

const T0 = Date.parse('2026-11-26T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

function docket(id: string, pointOfSale: string, table: string | null, amount: number, extra: Partial<Docket> = {}): Docket {
  return {
    id, docketNo: `DKT-${id}`, stage: 'open', pointOfSale, channel: 'tablet', store: null, table, waiter: 'Ann', ownerId: 'u1',
    lines: [{ id: 'L1', stock: 's1', name: 'Soup', quantity: 2, unitPrice: amount / 2, gross: amount, discount: 0, amount, sentAt: null }],
    linesRung: 1, tenders: [], subtotal: amount, discount: 0, amount, quantity: 2, tendered: 0, change: 0, payment: null, paymentMethod: null, reservation: null,
    date: at(Number(id)), businessDate: '2026-11-26', settledAt: null, ...extra,
  };
}

describe('groupTables', () => {
  const outlets = { a: 'Terrace', b: 'Bar' };

  it('groups unsettled dockets by outlet (by name), then table (natural order, the counter last), oldest first', () => {
    const groups = groupTables(
      [
        docket('5', 'a', 'T10', 10),
        docket('1', 'a', null, 4.5),
        docket('3', 'a', 'T2', 3.1, { stage: 'served' }),
        docket('2', 'a', 'T2', 2.2, { stage: 'sent' }),
        docket('4', 'b', 'B1', 1),
        docket('6', 'a', 'T2', 99, { stage: 'settled' }),
        docket('7', 'a', 'T2', 99, { stage: 'cancelled' }),
        docket('8', 'b', 'B1', 99, { stage: 'voided' }),
      ],
      outlets,
    );
    expect(groups.map((g) => g.name)).toEqual(['Bar', 'Terrace']);
    const terrace = groups[1]!;
    expect(terrace.tables.map((t) => t.label)).toEqual(['Table T2', 'Table T10', 'Counter']);
    expect(terrace.tables[0]!.dockets.map((d) => d.id)).toEqual(['2', '3']);
    expect(terrace.tables[0]!.totalCents).toBe(530);
    expect(terrace).toMatchObject({ id: 'a', dockets: 4, totalCents: 220 + 310 + 1000 + 450 });
    expect(groups[0]).toMatchObject({ id: 'b', dockets: 1, totalCents: 100 });
  });

  it('keeps what the view needs of a docket', () => {
    const [outlet] = groupTables([docket('1', 'a', 'T1', 12.5, { waiter: 'Bob', channel: 'eatery' })], outlets);
    expect(outlet?.tables[0]?.dockets[0]).toEqual({ id: '1', docketNo: 'DKT-1', stage: 'open', channel: 'eatery', waiter: 'Bob', items: 2, lines: 1, totalCents: 1250, openedAt: T0 + 60_000 });
  });

  it('treats a blank table as the counter, names unknown outlets by id, narrows to a channel', () => {
    const groups = groupTables([docket('1', 'z', '  ', 1), docket('2', 'z', null, 1), docket('3', 'a', 'T1', 1, { channel: 'eatery' })]);
    expect(groups.map((g) => g.name)).toEqual(['a', 'z']);
    expect(groups[1]!.tables).toHaveLength(1);
    expect(groups[1]!.tables[0]).toMatchObject({ table: null, label: 'Counter' });
    expect(groupTables([docket('1', 'z', null, 1), docket('3', 'a', 'T1', 1, { channel: 'eatery' })], {}, 'eatery').map((g) => g.id)).toEqual(['a']);
    expect(groupTables([])).toEqual([]);
  });
});

describe('tills', () => {
  it('finds the register of the channels that have one', () => {
    expect(registerOf('mini-mart')?.path).toBe('/pos/sales');
    expect(registerOf('eatery')?.path).toBe('/eatery/pos/sales');
    expect(registerOf('tablet')?.path).toBe('/tablets/pos/sales');
    expect(registerOf('restaurant')).toBeUndefined();
  });

  it('links a docket into its till', () => {
    expect(tillLink({ path: '/tablets/pos/sales' }, 'a b')).toBe('/tablets/pos/sales?docket=a%20b');
    expect([tableLabel('T4'), tableLabel(null)]).toEqual(['Table T4', 'Counter']);
  });
});

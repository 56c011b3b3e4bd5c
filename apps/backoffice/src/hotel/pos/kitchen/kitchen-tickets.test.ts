import { describe, expect, it } from 'vitest';
import type { Docket } from '@hotel/domain';
import { ageMinutes, formatAge, keepUnchanged, queueSummary, sentTimeOf, ticketsOf, urgencyOf } from './kitchen-tickets';

const T0 = Date.parse('2026-11-26T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

function docket(id: string, stage: Docket['stage'], sentMinutes: number | null, extra: Partial<Docket> = {}): Docket {
  return {
    id, docketNo: `DKT-${id}`, stage, pointOfSale: 'pos-1', channel: 'tablet', store: null, table: 'T1', waiter: 'Ann', ownerId: 'u1',
    lines: [{ id: 'L1', stock: 's1', name: 'Soup', quantity: 2, unitPrice: 5, gross: 10, discount: 0, amount: 10, sentAt: sentMinutes === null ? null : at(sentMinutes) }],
    linesRung: 1, tenders: [], subtotal: 10, discount: 0, amount: 10, quantity: 2, tendered: 0, change: 0, payment: null, paymentMethod: null, reservation: null,
    date: at(-30), businessDate: '2026-11-26', settledAt: null, ...extra,
  };
}

describe('ticketsOf', () => {
  it('keeps the sent dockets only, oldest first, with outlet names and the lines to prepare', () => {
    const tickets = ticketsOf(
      [docket('3', 'sent', 5), docket('1', 'open', null), docket('2', 'sent', 1), docket('4', 'served', 0), docket('5', 'settled', 0)],
      { 'pos-1': 'Terrace' },
    );
    expect(tickets.map((t) => t.id)).toEqual(['2', '3']);
    expect(tickets[0]).toMatchObject({ docketNo: 'DKT-2', outlet: 'Terrace', table: 'T1', waiter: 'Ann', lines: [{ id: 'L1', quantity: 2, name: 'Soup' }] });
  });

  it('breaks ties by docket number (numeric) and narrows to a channel', () => {
    const tickets = ticketsOf([docket('10', 'sent', 0), docket('9', 'sent', 0), docket('2', 'sent', 0, { channel: 'eatery' })]);
    expect(tickets.map((t) => t.id)).toEqual(['2', '9', '10']);
    expect(ticketsOf([docket('10', 'sent', 0), docket('2', 'sent', 0, { channel: 'eatery' })], {}, 'eatery').map((t) => t.id)).toEqual(['2']);
  });

  it('falls back to the outlet id, and to null for an empty table', () => {
    expect(ticketsOf([docket('1', 'sent', 0, { table: '' })])[0]).toMatchObject({ outlet: 'pos-1', table: null });
  });
});

describe('sentTimeOf', () => {
  it('is the earliest sentAt of the lines, else the opening date', () => {
    const d = docket('1', 'sent', 8);
    d.lines.push({ ...d.lines[0]!, id: 'L2', sentAt: at(3) }, { ...d.lines[0]!, id: 'L3', sentAt: null });
    expect(sentTimeOf(d)).toBe(T0 + 3 * 60_000);
    expect(sentTimeOf(docket('2', 'sent', null))).toBe(T0 - 30 * 60_000);
  });
});

describe('ages', () => {
  it('counts whole minutes, never below zero', () => {
    expect(ageMinutes(T0, T0 + 59_999)).toBe(0);
    expect(ageMinutes(T0, T0 + 12 * 60_000 + 30_000)).toBe(12);
    expect(ageMinutes(T0 + 60_000, T0)).toBe(0);
  });

  it('is late from 10 minutes and overdue from 20', () => {
    expect([0, 9, 10, 19, 20, 95].map(urgencyOf)).toEqual(['on-time', 'on-time', 'late', 'late', 'overdue', 'overdue']);
  });

  it('reads as the kitchen says it', () => {
    expect([0, 1, 12, 60, 125].map((minutes) => formatAge(minutes))).toEqual(['just in', '1 min', '12 min', '1 h 00 min', '2 h 05 min']);
  });

  it('sums the queue up in the header', () => {
    expect(queueSummary([], T0)).toBe('No tickets');
    expect(queueSummary([{ sentAt: T0 }], T0 + 4 * 60_000)).toBe('1 ticket, 4 min');
    expect(queueSummary([{ sentAt: T0 + 60_000 }, { sentAt: T0 - 22 * 60_000 }], T0 + 60_000)).toBe('2 tickets, oldest 23 min');
    expect(queueSummary([{ sentAt: T0 }, { sentAt: T0 + 1000 }], T0 + 30_000)).toBe('2 tickets, all just in');
  });
});

describe('keepUnchanged', () => {
  it('keeps the objects of unchanged tickets, and the previous list when nothing changed', () => {
    const before = ticketsOf([docket('1', 'sent', 1), docket('2', 'sent', 2)]);
    const same = ticketsOf([docket('1', 'sent', 1), docket('2', 'sent', 2)]);
    expect(keepUnchanged(before, same)).toBe(before);
    const changed = ticketsOf([docket('1', 'sent', 1, { table: 'T9' }), docket('2', 'sent', 2), docket('3', 'sent', 3)]);
    const merged = keepUnchanged(before, changed);
    expect(merged).not.toBe(before);
    expect(merged[0]).toBe(changed[0]);
    expect(merged[1]).toBe(before[1]);
    expect(merged[2]).toBe(changed[2]);
    const bumped = keepUnchanged(before, ticketsOf([docket('2', 'sent', 2)]));
    expect(bumped).toEqual([before[1]]);
    expect(bumped[0]).toBe(before[1]);
  });
});

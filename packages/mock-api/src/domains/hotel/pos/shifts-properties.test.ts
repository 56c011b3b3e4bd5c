import { TENDER_METHODS, type CashierShift, type TenderInput } from '@hotel/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MockApiError } from '../../../core/errors';
import { createRng } from '../../../core/random';
import { buildHotelSeed } from '../seed-data';
import { HISTORY_STAFF } from '../seed-history';
import type { HotelState } from '../state';
import { onHand } from '../stock/moves';
import { sellDocket, voidDocket, type StoredDocket } from './dockets';
import { closeShift, openShift, shiftView } from './shifts';

/*
 * Cashier shifts over random sequences of opens (some refused: a second shift, a bad float),
 * sales in cash with change, by card and split, voids and closes (some refused: a bad count, a
 * closed shift), by two cashiers, run through the functions the API calls. After every step, in
 * cents: each open shift's expected cash = float + Σ cash net of change of its settled-not-voided
 * dockets, every other tender = Σ tendered, and each closed shift's difference = counted − expected;
 * a refused step changes nothing.
 */

const base = buildHotelSeed({ rng: createRng('17:shifts'), now: new Date('2026-11-22T10:00:00Z') }, { days: 3 });
const { auditor, desk, accountant } = HISTORY_STAFF;
const cashiers = [{ ...desk, roles: ['barman'] }, { ...accountant, roles: ['bartender'] }];
const at = (s: HotelState) => `${s.ledger.businessDate}T12:00:00.000Z`;
const cents = (amount: number) => Math.round(amount * 100);
const dockets = (s: HotelState) => (s.records['pos-sales'] ?? []) as StoredDocket[];
const shifts = (s: HotelState) => s.shifts ?? [];

/** A step: which operation, which cashier, a number to choose with. */
type Step = [op: number, who: number, n: number];

function saleTenders(n: number, total: number): TenderInput[] {
  switch (n % 3) {
    case 0: // cash with change
      return [{ method: 'cash', amount: (Math.ceil(total / 500) * 500 + (n % 7) * 100) / 100 }];
    case 1:
      return [{ method: 'card', amount: total / 100 }];
    default: // split: card part, cash the rest with change
      return [{ method: 'card', amount: Math.floor(total / 3) / 100 }, { method: 'cash', amount: (total - Math.floor(total / 3) + (n % 5) * 10) / 100 }];
  }
}

const ops: { name: string; run: (s: HotelState, who: number, n: number) => void }[] = [
  {
    name: 'open',
    run: (s, who, n) => {
      const float = n % 11 === 0 ? -5 : n % 13 === 0 ? 1.234 : (n % 500) + (n % 100) / 100;
      openShift(s, { float }, { user: cashiers[who] as (typeof cashiers)[number], at: at(s) });
    },
  },
  {
    name: 'sell',
    run: (s, who, n) => {
      const outlet = (s.records['points-of-sale'] ?? []).find((p) => p.channel === 'mini-mart');
      const store = String(outlet?.store);
      const held = (s.records.stocks ?? []).filter((stock) => onHand(s, stock.id, store) > 2);
      const stock = held[n % held.length];
      const quantity = 1 + (n % 2);
      const total = quantity * cents(stock?.sellingPrice as number);
      sellDocket(s, { pointOfSale: String(outlet?.id), lines: [{ stock: String(stock?.id), quantity }], tenders: saleTenders(n, total) }, { user: cashiers[who] as (typeof cashiers)[number], at: at(s) });
    },
  },
  {
    name: 'void',
    run: (s, _who, n) => {
      const list = dockets(s).filter((d) => d.shift);
      const docket = list[n % Math.max(list.length, 1)];
      if (docket) voidDocket(s, docket, 'Rung in error', { user: auditor, at: at(s) });
    },
  },
  {
    name: 'close',
    run: (s, who, n) => {
      const list = shifts(s);
      const shift = n % 4 === 0 ? list[n % Math.max(list.length, 1)] : list.find((x) => x.stage === 'open' && x.ownerId === cashiers[who]?.id);
      if (!shift) return;
      const expected = shiftView(s, shift).expected;
      const counted = n % 9 === 0 ? { cash: -1 } : { cash: (cents(expected.cash) + (n % 7) - 3) / 100, ...(n % 2 ? { card: cents(expected.card) / 100 + 1 } : {}) };
      closeShift(s, shift.id, { counted }, { user: n % 5 === 0 ? auditor : (cashiers[who] as (typeof cashiers)[number]), at: at(s) });
    },
  },
];

function checkInvariants(s: HotelState): void {
  const broken: string[] = [];
  for (const stored of shifts(s)) {
    const shift: CashierShift = shiftView(s, stored);
    if (shift.stage === 'open') {
      const mine = dockets(s).filter((d) => d.shift === shift.id && d.stage === 'settled');
      let cash = cents(shift.float);
      for (const d of mine) cash += d.tenders.filter((t) => t.method === 'cash').reduce((t, x) => t + cents(x.amount), 0) - cents(d.change);
      if (cents(shift.expected.cash) !== cash) broken.push(`${shift.shiftNo}: expected cash ${cents(shift.expected.cash)} ≠ ${cash}`);
      const card = mine.flatMap((d) => d.tenders).filter((t) => t.method === 'card').reduce((t, x) => t + cents(x.amount), 0);
      if (cents(shift.expected.card) !== card) broken.push(`${shift.shiftNo}: expected card ${cents(shift.expected.card)} ≠ ${card}`);
      if (shift.dockets !== mine.length) broken.push(`${shift.shiftNo}: ${shift.dockets} dockets ≠ ${mine.length}`);
    } else {
      for (const method of TENDER_METHODS) {
        const diff = cents(shift.counted?.[method] ?? NaN) - cents(shift.expected[method]);
        if (cents(shift.difference?.[method] ?? NaN) !== diff) broken.push(`${shift.shiftNo}: ${method} difference ≠ counted − expected`);
      }
    }
  }
  for (const cashier of cashiers) if (shifts(s).filter((x) => x.ownerId === cashier.id && x.stage === 'open').length > 1) broken.push(`${cashier.name} has two open shifts`);
  expect(broken).toEqual([]);
}

describe('cashier shifts over random sequences (fast-check)', () => {
  it('expected cash = float + cash net of change of the standing dockets; difference = counted − expected; refused steps change nothing', () => {
    const done = new Set<string>();
    const refused = new Set<string>();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: ops.length - 1 }), fc.integer({ min: 0, max: 1 }), fc.nat(10_000)), { minLength: 5, maxLength: 40 }), (steps: Step[]) => {
        const state = structuredClone(base);
        for (const [op, who, n] of steps) {
          const before = JSON.stringify(state);
          const step = ops[op] as (typeof ops)[number];
          try {
            step.run(state, who, n);
            done.add(step.name);
          } catch (error) {
            if (!(error instanceof MockApiError)) throw error;
            refused.add(step.name);
            expect(JSON.stringify(state) === before, `refused '${step.name}' (${error.message}) changed the data`).toBe(true);
          }
          checkInvariants(state);
        }
      }),
      { numRuns: 40, seed: 20261126 },
    );
    expect([...done].sort()).toEqual(ops.map((o) => o.name).sort());
    expect([...refused].sort()).toEqual(['close', 'open', 'void'].sort());
  });
});

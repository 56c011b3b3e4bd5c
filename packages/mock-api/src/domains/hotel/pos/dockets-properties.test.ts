import { type DocketLineInput, type TenderInput } from '@hotel/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MockApiError } from '../../../core/errors';
import { createRng } from '../../../core/random';
import { accountOf } from '../ledger/post';
import { buildHotelSeed } from '../seed-data';
import { HISTORY_STAFF } from '../seed-history';
import type { HotelState } from '../state';
import { movementsOf, onHand, onHandByStore } from '../stock/moves';
import { addLine, cancelDocket, openDocket, sellDocket, sendDocket, settleDocket, voidDocket, type StoredDocket } from './dockets';

/*
 * Dockets over random sequences of sales, tables, voids and cancellations, many of them refused
 * (a quantity of 0, more than on hand, short or over tenders, a room that is not in house, a void
 * without a reason or by a waitress, the wrong stage), run through the functions the API calls.
 * After every step: every journal entry balances, F&B revenue from dockets is exactly the total of
 * the dockets settled and not voided, on hand is the sum of the movements and never below zero at
 * any store, and each docket's movements net to its lines sold (settled) or nothing (voided, still
 * open or cancelled); a refused step changes nothing at all.
 */

const base = buildHotelSeed({ rng: createRng('17:dockets'), now: new Date('2026-11-22T10:00:00Z') }, { days: 3 });
const { auditor, desk } = HISTORY_STAFF;
const seller = { ...desk, roles: ['barman'] };
const at = (s: HotelState) => `${s.ledger.businessDate}T12:00:00.000Z`;
const dockets = (s: HotelState) => (s.records['pos-sales'] ?? []) as StoredDocket[];
const seededDockets = new Set(dockets(base).map((d) => d.id));

/** A step: which operation, a number to choose with, and an amount in cents. */
type Step = [op: number, n: number, cents: number];

/** Lines of items held at the outlet's store (any item when it holds none). */
function linesFor(s: HotelState, n: number, cents: number, store: unknown): DocketLineInput[] {
  const held = (s.records.stocks ?? []).filter((stock) => onHand(s, stock.id, String(store)) > 0);
  const stocks = held.length ? held : (s.records.stocks ?? []);
  return Array.from({ length: 1 + (n % 3) }, (_, i) => {
    const stock = stocks[(n + i * 5) % stocks.length];
    // One line in seventeen asks for 0, one in nineteen for more than any store holds.
    const quantity = n % 17 === 0 ? 0 : n % 19 === 0 ? 10_000 : 1 + ((n >> i) % 3);
    return { stock: String(stock?.id), quantity, ...(i === 0 && n % 5 === 0 ? { unitPrice: cents / 100 } : {}) };
  });
}

function totalOf(s: HotelState, lines: DocketLineInput[]): number {
  return lines.reduce((t, line) => t + line.quantity * Math.round((line.unitPrice ?? (s.records.stocks?.find((x) => x.id === line.stock)?.sellingPrice as number)) * 100), 0);
}

function tendersFor(s: HotelState, n: number, total: number): TenderInput[] {
  const off = n % 13 === 0 ? -1 : 0; // short by a cent: refused
  const stay = (s.records['room-reservations'] ?? []).find((r) => r.stage === (n % 23 === 0 ? 'reserved' : 'checked-in'));
  switch (n % 5) {
    case 0:
      return [{ method: 'cash', amount: (Math.ceil(total / 500) * 500 + off) / 100 }];
    case 1:
      return [{ method: 'card', amount: (total + (n % 11 === 0 ? 100 : off)) / 100 }]; // a card over-tender now and then
    case 2:
      return [{ method: 'mobile-money', amount: Math.floor(total / 3) / 100 }, { method: 'cash', amount: (total - Math.floor(total / 3) + off) / 100 }];
    case 3:
      return [{ method: 'room-charge', amount: (total + off) / 100, reservation: String(stay?.id ?? 'nobody') }];
    default:
      return [{ method: 'city-ledger', amount: (total + off) / 100, cityAccount: String(s.records['city-ledger-accounts']?.[n % 3]?.id) }];
  }
}

const ops: { name: string; run: (s: HotelState, n: number, cents: number) => void }[] = [
  {
    name: 'sell',
    run: (s, n, cents) => {
      const outlet = (s.records['points-of-sale'] ?? [])[n % 6];
      const lines = linesFor(s, n, cents, outlet?.store);
      sellDocket(s, { pointOfSale: String(outlet?.id), lines, tenders: tendersFor(s, n, totalOf(s, lines)) }, { user: seller, at: at(s) });
    },
  },
  {
    name: 'open a table',
    run: (s, n, cents) => {
      const outlet = (s.records['points-of-sale'] ?? []).find((p) => p.channel === 'restaurant');
      openDocket(s, { pointOfSale: String(outlet?.id), table: `T${n % 20}`, lines: linesFor(s, n, cents, outlet?.store).slice(0, 1) }, { user: seller, at: at(s) });
    },
  },
  {
    name: 'add a line',
    run: (s, n, cents) => {
      const open = dockets(s).filter((d) => d.stage === 'open');
      const docket = open[n % Math.max(open.length, 1)];
      addLine(s, docket ?? ({ stage: 'none', docketNo: '-' } as unknown as StoredDocket), linesFor(s, n, cents, docket?.store)[0] as DocketLineInput, { user: seller, at: at(s) });
    },
  },
  {
    name: 'send',
    run: (s, n) => {
      const open = dockets(s).filter((d) => !seededDockets.has(d.id));
      const docket = open[n % Math.max(open.length, 1)];
      if (docket) sendDocket(s, docket, { user: seller, at: at(s) });
    },
  },
  {
    name: 'settle a table',
    run: (s, n) => {
      // Mostly an unsettled table; now and then one already settled, voided or cancelled (refused).
      const mine = dockets(s).filter((d) => !seededDockets.has(d.id));
      const unsettled = mine.filter((d) => d.stage === 'open' || d.stage === 'sent' || d.stage === 'served');
      const list = n % 4 === 0 || unsettled.length === 0 ? mine : unsettled;
      const docket = list[n % Math.max(list.length, 1)];
      if (docket) settleDocket(s, docket, tendersFor(s, n, Math.round(docket.amount * 100)), { user: seller, at: at(s) });
    },
  },
  {
    name: 'void',
    run: (s, n) => {
      const list = dockets(s).filter((d) => !seededDockets.has(d.id));
      const docket = list[n % Math.max(list.length, 1)];
      if (docket) voidDocket(s, docket, n % 7 === 0 ? '' : 'Rung in error', { user: n % 5 === 0 ? seller : auditor, at: at(s) });
    },
  },
  {
    name: 'cancel',
    run: (s, n) => {
      const list = dockets(s).filter((d) => !seededDockets.has(d.id));
      const docket = list[n % Math.max(list.length, 1)];
      if (docket) cancelDocket(s, docket, 'Guests left', { user: auditor, at: at(s) });
    },
  },
];

function checkInvariants(s: HotelState): void {
  const broken: string[] = [];
  for (const entry of s.ledger.entries) {
    if (entry.lines.reduce((t, [, c]) => t + c, 0) !== 0) broken.push(`${entry.number} does not balance`);
  }
  // F&B revenue credited by the run's dockets = the totals of those settled and standing.
  const revenue = accountOf(s, 'fnb-revenue');
  let credited = 0;
  for (const entry of s.ledger.entries) {
    if (entry.source.resource !== 'pos-sales' || seededDockets.has(String(entry.source.id))) continue;
    for (const [account, c] of entry.lines) if (account === revenue) credited -= c;
  }
  const standing = dockets(s).filter((d) => !seededDockets.has(d.id) && d.stage === 'settled').reduce((t, d) => t + Math.round(d.amount * 100), 0);
  if (credited !== standing) broken.push(`F&B revenue from dockets ${credited} ≠ settled dockets ${standing}`);
  // On hand (the stock index) is the sum of the movement records, per item and store, never below zero.
  const summed = new Map<string, number>();
  for (const move of s.records['stock-movements'] ?? []) {
    const key = `${String(move.stock)}@${String(move.store)}`;
    summed.set(key, (summed.get(key) ?? 0) + (move.quantity as number));
  }
  for (const stock of s.records.stocks ?? []) {
    for (const [store, quantity] of onHandByStore(s, stock.id)) {
      if (quantity < 0) broken.push(`${String(stock.name)} below zero at ${store}`);
      if (quantity !== (summed.get(`${stock.id}@${store}`) ?? 0)) broken.push(`${String(stock.name)} on hand at ${store} ≠ the sum of its movements`);
    }
  }
  // A settled docket sold its lines out of its store; any other (voided, open, cancelled) nets to nothing.
  for (const docket of dockets(s)) {
    const net = new Map<string, number>();
    for (const move of movementsOf(s, 'pos-sales', docket.id)) {
      if (move.store !== docket.store) broken.push(`${docket.docketNo} moved stock at another store`);
      net.set(String(move.stock), (net.get(String(move.stock)) ?? 0) + (move.quantity as number));
    }
    if (docket.stage === 'settled') for (const line of docket.lines) net.set(line.stock, (net.get(line.stock) ?? 0) + line.quantity);
    if ([...net.values()].some((quantity) => quantity !== 0)) broken.push(`${docket.docketNo} (${docket.stage}) stock moves ≠ its lines`);
  }
  expect(broken).toEqual([]);
}

describe('dockets over random sequences (fast-check)', () => {
  it('keep the journal balanced, revenue equal to the standing dockets and stock exact; refused steps change nothing', () => {
    const done = new Set<string>();
    const refused = new Set<string>();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: ops.length - 1 }), fc.nat(10_000), fc.integer({ min: 0, max: 20_000 })), { minLength: 5, maxLength: 40 }), (steps: Step[]) => {
        const state = structuredClone(base);
        for (const [op, n, cents] of steps) {
          const before = JSON.stringify(state);
          const step = ops[op] as (typeof ops)[number];
          try {
            step.run(state, n, cents);
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
    // Not vacuous: every operation went through, and every one was refused at least once too.
    expect([...done].sort()).toEqual(ops.map((o) => o.name).sort());
    expect([...refused].sort()).toEqual(ops.map((o) => o.name).sort());
  });
});

import { getResource, type HotelRecord } from '@hotel/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflict, MockApiError } from '../../../core/errors';
import { createRng } from '../../../core/random';
import { runNightAudit } from '../ledger/night-audit';
import { actorOf } from '../ledger/post';
import { buildHotelSeed } from '../seed-data';
import { sellDocket, voidDocket, type StoredDocket } from '../pos/dockets';
import { HISTORY_STAFF } from '../seed-history';
import { createRecord, moveRecord, updateRecord } from '../service';
import type { HotelState } from '../state';
import { onHand, planStockMoves } from './moves';

/*
 * Properties of the stock ledger over random sequences of stock operations, run through the same
 * service functions the API calls (the docket calls for sales and their voids, and the shared
 * planStockMoves for receipts and returns): after every step on hand is the sum of the movements
 * per stock and store and never negative, a refused step changes nothing, and the journal (sales
 * post) stays balanced.
 */

const TODAY = '2026-11-22';
const base = buildHotelSeed({ rng: createRng('42:hotel'), now: new Date(`${TODAY}T10:00:00Z`) }, { days: 4 });
const { auditor, accountant, admin } = HISTORY_STAFF;
const at = (state: HotelState) => `${state.ledger.businessDate}T12:00:00.000Z`;
const pick = <T,>(list: readonly T[], n: number): T => {
  if (!list.length) throw conflict('Nothing to act on');
  return list[n % list.length] as T;
};
const stocks = (s: HotelState) => s.records.stocks ?? [];
const stores = (s: HotelState) => s.records.stores ?? [];

type Op = { name: string; run: (state: HotelState, n: number, quantity: number) => void };

/** An approved store request, ready to issue (its drafting steps move no stock). */
function approvedRequest(s: HotelState, n: number, quantity: number): HotelRecord {
  const stock = pick(stocks(s), n);
  // Half ask the item's own store for a little, half any store for any quantity (often refused).
  const request = createRecord(s, getResource('store-requests'), {
    store: n % 2 ? pick(stores(s), n * 3).id : stock.store, department: pick(s.records.departments ?? [], n).id, stock: stock.id, quantity: n % 2 ? quantity : 1 + (quantity % 3),
    neededBy: '2099-01-01', purpose: 'Property test',
  }, admin, at(s));
  for (const action of ['submit', 'approve']) moveRecord(s, getResource('store-requests'), request, { action }, admin, at(s));
  return request;
}

/** Each op is one checked call; `prepare` (not checked) sets up what it acts on. */
const ops: (Op & { prepare?: (state: HotelState, n: number, quantity: number) => HotelRecord })[] = [
  {
    name: 'receive',
    run: (s, n, quantity) => {
      const stock = pick(stocks(s), n);
      planStockMoves(s, [{ stock: stock.id, store: pick(stores(s), n * 5).id, quantity, kind: 'received', unitCost: 1.25, source: { resource: 'procurements', id: `pt-${n}`, number: `PT-${n}` } }], actorOf(accountant, at(s)))();
    },
  },
  {
    name: 'issue',
    prepare: approvedRequest,
    run: () => undefined,
  },
  {
    // A docket settled in one call, out of the outlet's store: mostly an item held there, now and then any item.
    name: 'sell',
    run: (s, n, quantity) => {
      const pos = pick(s.records['points-of-sale'] ?? [], n);
      const held = stocks(s).filter((item) => onHand(s, item.id, String(pos.store)) > 0);
      const stock = pick(n % 3 && held.length ? held : stocks(s), n * 7);
      const tender = { method: n % 2 ? 'cash' : 'card', amount: 2.5 * quantity } as const;
      sellDocket(s, { pointOfSale: pos.id, lines: [{ stock: stock.id, quantity, unitPrice: 2.5 }], tenders: [tender] }, { user: admin, at: at(s) });
    },
  },
  {
    name: 'return',
    run: (s, n, quantity) => {
      planStockMoves(s, [{ stock: pick(stocks(s), n).id, store: pick(stores(s), n).id, quantity, kind: 'returned', source: { resource: 'pos-sales', id: `ret-${n}`, number: `RET-${n}` }, note: 'Returned unopened' }], actorOf(admin, at(s)))();
    },
  },
  {
    name: 'damage',
    run: (s, n, quantity) => {
      const stock = pick(stocks(s), n * 11);
      createRecord(s, getResource('damages'), {
        stock: stock.id, store: n % 2 ? stock.store : pick(stores(s), n).id, quantity, condition: 'broken', reason: 'Dropped', date: s.ledger.businessDate,
      }, admin, at(s));
    },
  },
  {
    name: 'count',
    run: (s, n, quantity) => {
      const stock = pick(stocks(s), n * 13);
      updateRecord(s, getResource('stocks'), stock, { countedQuantity: n % 3 === 0 ? 0 : quantity }, auditor, at(s));
    },
  },
  {
    name: 'void a sale',
    run: (s, n) => {
      const docket = pick((s.records['pos-sales'] ?? []).filter((p) => p.stage === 'settled'), n) as StoredDocket;
      voidDocket(s, docket, n % 4 === 0 ? '' : 'Keyed twice', { user: auditor, at: at(s) });
    },
  },
  {
    name: 'night audit',
    run: (s) => void runNightAudit(s, s.ledger.businessDate, actorOf(auditor, at(s))),
  },
];

function checkInvariants(s: HotelState) {
  const broken: string[] = [];
  const sums = new Map<string, number>();
  const totals = new Map<string, number>();
  for (const move of s.records['stock-movements'] ?? []) {
    const key = `${String(move.stock)}@${String(move.store)}`;
    sums.set(key, (sums.get(key) ?? 0) + (move.quantity as number));
    totals.set(String(move.stock), (totals.get(String(move.stock)) ?? 0) + (move.quantity as number));
    if (move.quantity === 0 || !Number.isInteger(move.quantity)) broken.push(`${String(move.number)} moves ${String(move.quantity)}`);
  }
  for (const [key, sum] of sums) {
    const [stock, store] = key.split('@') as [string, string];
    if (onHand(s, stock, store) !== sum) broken.push(`${key}: on hand ${onHand(s, stock, store)} ≠ movements ${sum}`);
    if (sum < 0) broken.push(`${key}: ${sum} on hand`);
  }
  for (const stock of stocks(s)) {
    if (onHand(s, stock.id) !== (totals.get(stock.id) ?? 0)) broken.push(`${stock.id}: on hand ${onHand(s, stock.id)} ≠ ${totals.get(stock.id) ?? 0}`);
  }
  for (const entry of s.ledger.entries) if (entry.lines.reduce((t, [, cents]) => t + cents, 0) !== 0) broken.push(`${entry.number} does not balance`);
  expect(broken).toEqual([]);
}

describe('the stock ledger over random sequences of stock operations (fast-check)', () => {
  it('keeps on hand the sum of the movements, never negative; refused steps change nothing', () => {
    const done = new Set<string>();
    const refused = new Set<string>();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: ops.length - 1 }), fc.nat(1000), fc.integer({ min: 1, max: 60 })), { minLength: 1, maxLength: 14 }), (steps) => {
        const s = structuredClone(base);
        checkInvariants(s);
        for (const [which, n, quantity] of steps) {
          const op = ops[which] as (typeof ops)[number];
          let target: HotelRecord | undefined;
          try {
            target = op.prepare?.(s, n, quantity);
          } catch (error) {
            if (!(error instanceof MockApiError)) throw error;
            continue;
          }
          const before = structuredClone(s);
          try {
            if (target) moveRecord(s, getResource('store-requests'), target, { action: 'issue' }, admin, at(s));
            else op.run(s, n, quantity);
            done.add(op.name);
          } catch (error) {
            if (!(error instanceof MockApiError)) throw error;
            refused.add(op.name);
            expect(s, `${op.name} was refused (${error.message}) but changed the state`).toEqual(before);
          }
          checkInvariants(s);
        }
      }),
      { numRuns: 25, seed: 20261122 },
    );
    // The runs did reach every kind of step, done and refused.
    expect([...done]).toEqual(expect.arrayContaining(['receive', 'issue', 'sell', 'return', 'damage', 'count', 'void a sale']));
    expect([...refused]).toEqual(expect.arrayContaining(['issue', 'sell', 'damage', 'void a sale']));
  });
});

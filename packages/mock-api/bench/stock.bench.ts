/**
 * Stock on hand read from the stock ledger: 20,000 stock items in 10 stores and 1,000,000
 * movements. Budget (median, in Node, production): on hand of all 20,000 items from the 1,000,000
 * movements ≤ 200 ms, the index built from nothing (a state just read from storage); then the same
 * reads with the index current, and after 1,000 movements were appended (the index extends, never
 * rebuilds). Figures are printed, never asserted in tests. Run: npm run bench (picked up from
 * packages/mock-api/bench).
 */
import '../../../scripts/node20-polyfills.mjs';
import type { HotelRecord } from '@hotel/domain';
import { emptyLedger } from '../src/domains/hotel/ledger/store';
import type { HotelState } from '../src/domains/hotel/state';
import { onHand, planStockMoves } from '../src/domains/hotel/stock/moves';

const ITEMS = 20_000;
const STORES = 10;
const MOVES = 1_000_000;

const stores: HotelRecord[] = Array.from({ length: STORES }, (_, i) => ({ id: `store-${i}`, name: `Store ${i}` }));
const stocks: HotelRecord[] = Array.from({ length: ITEMS }, (_, i) => ({ id: `stock-${i}`, name: `Item ${i}`, store: `store-${i % STORES}`, costPrice: 1.5 }));

/** A million movements: each item opens with a count at its store, then moves in and out without going below zero. */
function movements(): HotelRecord[] {
  const list: HotelRecord[] = [];
  for (let i = 0; i < MOVES; i++) {
    const item = i % ITEMS;
    const round = Math.floor(i / ITEMS);
    const quantity = round === 0 ? 1000 : round % 2 ? -3 : 2;
    list.push({
      id: `stm-${i}`, number: `STM-${i}`, date: '2026-01-01', stock: `stock-${item}`, store: `store-${item % STORES}`, kind: round === 0 ? 'counted' : quantity < 0 ? 'sold' : 'received',
      quantity, unitCost: 1.5, value: quantity * 1.5, reference: `DKT-${i}`, sourceResource: 'pos-sales', sourceId: `sale-${i}`, note: null, reverses: null, by: 'Bench', byId: 'user-01', at: '2026-01-01T10:00:00.000Z',
    });
  }
  return list;
}

const state = (moves: HotelRecord[]): HotelState => ({ records: { stocks, stores, 'stock-movements': moves }, audit: {}, counters: {}, ledger: emptyLedger('2026-01-01') });

function readAll(s: HotelState): number {
  let total = 0;
  for (const stock of stocks) total += onHand(s, stock.id) + onHand(s, stock.id, stock.store as string);
  return total;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const made = performance.now();
const base = movements();
console.log(`${MOVES} movements of ${ITEMS} items in ${STORES} stores made in ${(performance.now() - made).toFixed(0)} ms`);

// The floor, as machines differ several-fold: one plain pass adding up the million quantities.
const floors: number[] = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  let sum = 0;
  for (const move of base) sum += move.quantity as number;
  floors.push(performance.now() - started);
  if (sum < 0) console.log('negative');
}
const floor = median(floors);
console.log(`floor: one pass over the 1,000,000 movements ${floor.toFixed(2)} ms`);

const results: boolean[] = [];
function report(label: string, ms: number, budget: number) {
  const ok = ms <= budget;
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label.padEnd(64)} median ${ms.toFixed(2).padStart(8)} ms  (budget ${budget} ms, ${(ms / floor).toFixed(1)}x the floor)`);
}

// Cold: a new list each run (as a state decoded from storage), so the index is built from nothing.
const cold: number[] = [];
let check = 0;
for (let run = 0; run < 5; run++) {
  const s = state(base.slice());
  const started = performance.now();
  check = readAll(s);
  cold.push(performance.now() - started);
}
report('on hand of 20,000 items from 1,000,000 movements (index built)', median(cold), 200);

const warm = state(base.slice());
readAll(warm);
const current: number[] = [];
for (let run = 0; run < 20; run++) {
  const started = performance.now();
  readAll(warm);
  current.push(performance.now() - started);
}
report('on hand of 20,000 items, index current', median(current), 20);

const appended: number[] = [];
for (let run = 0; run < 5; run++) {
  const commit = planStockMoves(
    warm,
    Array.from({ length: 1000 }, (_, i) => ({ stock: `stock-${(run * 1000 + i) % ITEMS}`, store: `store-${((run * 1000 + i) % ITEMS) % STORES}`, quantity: 1, kind: 'received' as const, source: { resource: 'procurements', id: `p-${run}`, number: `PRC-${run}` } })),
    { by: 'Bench', byId: 'user-01', at: '2026-01-01T10:00:00.000Z' },
  );
  commit();
  const started = performance.now();
  readAll(warm);
  appended.push(performance.now() - started);
}
report('on hand of 20,000 items after 1,000 movements appended', median(appended), 40);
console.log(`(check: ${check} units counted)`);

if (results.some((ok) => !ok)) process.exitCode = 1;

import type { HotelRecord } from '@hotel/domain';
import type { HotelState } from '../state';

/*
 * Stock on hand, read from the movements and never stored: an index per movement list, extended
 * as movements are appended (movements are never edited or deleted, so it is never rebuilt while
 * the list lives; a state decoded from storage gets a new list and so a new index). The on-hand
 * part is what every stock read needs; the per-source part (voids, deletes) is built on first use.
 */

/** The resource the movements are stored under. */
export const MOVEMENTS = 'stock-movements';

/** One stock item's totals. */
export interface StockTotals {
  /** On hand in every store. */
  onHand: number;
  /** How many movements it has. */
  moves: number;
  /** On hand per store slot ({@link StockIndex.storeIds}); a slot it never moved through is undefined. */
  atStore: (number | undefined)[];
}

/** The on-hand lookups, brought up to date on every read. */
export interface StockIndex {
  /** Movements indexed so far. */
  size: number;
  /** stock id → its totals. */
  stocks: Map<string, StockTotals>;
  /** Store ids by slot, and each store id's slot (stores are few: an array per item beats a map). */
  storeIds: string[];
  storeSlot: Map<string, number>;
}

/** On hand of a stock item at a store (0 where it never moved). */
export function atStore(index: StockIndex, totals: StockTotals | undefined, store: string): number {
  const slot = index.storeSlot.get(store);
  return (slot === undefined ? undefined : totals?.atStore[slot]) ?? 0;
}

/** A stock item's on hand per store it moved through. */
export function storesOf(index: StockIndex, totals: StockTotals | undefined): Map<string, number> {
  const stores = new Map<string, number>();
  totals?.atStore.forEach((quantity, slot) => {
    if (quantity !== undefined) stores.set(index.storeIds[slot] as string, quantity);
  });
  return stores;
}

/** Movements by source document, and those a later reversal mirrored. */
export interface SourceIndex {
  size: number;
  /** `${resource}/${id}` of a source → the movements it wrote (reversals included), oldest first. */
  bySource: Map<string, HotelRecord[]>;
  /** Ids of movements a later 'reversal' mirrored. */
  reversed: Set<string>;
}

const cache = new WeakMap<HotelRecord[], StockIndex>();
/** The movements of a state that has none yet: a read never adds the list (a write does). */
const NONE: HotelRecord[] = [];
const sources = new WeakMap<HotelRecord[], SourceIndex>();

/** The key of a source document in {@link SourceIndex.bySource}. */
export const sourceKey = (resource: string, id: string) => `${resource}/${id}`;

/** The stock index of a state, brought up to date with any movements appended since the last read. */
export function stockIndex(state: Pick<HotelState, 'records'>): StockIndex {
  const list = state.records[MOVEMENTS] ?? NONE;
  let index = cache.get(list);
  if (!index || index.size > list.length) {
    index = { size: 0, stocks: new Map(), storeIds: [], storeSlot: new Map() };
    cache.set(list, index);
  }
  const { stocks, storeIds, storeSlot } = index;
  const length = list.length;
  for (let i = index.size; i < length; i++) {
    const move = list[i] as HotelRecord;
    const stock = move.stock as string;
    const store = move.store as string;
    const quantity = move.quantity as number;
    let slot = storeSlot.get(store);
    if (slot === undefined) {
      slot = storeIds.push(store) - 1;
      storeSlot.set(store, slot);
    }
    let totals = stocks.get(stock);
    if (!totals) stocks.set(stock, (totals = { onHand: 0, moves: 0, atStore: [] }));
    totals.onHand += quantity;
    totals.moves += 1;
    totals.atStore[slot] = (totals.atStore[slot] ?? 0) + quantity;
  }
  index.size = length;
  return index;
}

/** The movements by source of a state, brought up to date like {@link stockIndex}. */
export function sourceIndex(state: Pick<HotelState, 'records'>): SourceIndex {
  const list = state.records[MOVEMENTS] ?? NONE;
  let index = sources.get(list);
  if (!index || index.size > list.length) {
    index = { size: 0, bySource: new Map(), reversed: new Set() };
    sources.set(list, index);
  }
  for (; index.size < list.length; index.size++) {
    const move = list[index.size] as HotelRecord;
    if (typeof move.sourceResource === 'string' && typeof move.sourceId === 'string') {
      const key = sourceKey(move.sourceResource, move.sourceId);
      const bucket = index.bySource.get(key);
      if (bucket) bucket.push(move);
      else index.bySource.set(key, [move]);
    }
    if (typeof move.reverses === 'string') index.reversed.add(move.reverses);
  }
  return index;
}

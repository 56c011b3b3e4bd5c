import type { HotelRecord } from '@hotel/domain';
import type { HotelState } from '../state';

/*
 * Stock on hand, read from the movements and never stored: an index per movement list, extended
 * as movements are appended (movements are never edited or deleted, so it is never rebuilt while
 * the list lives; a state decoded from storage gets a new list and so a new index).
 */

/** The resource the movements are stored under. */
export const MOVEMENTS = 'stock-movements';

/** The lookups the stock reads need, brought up to date on every read. */
export interface StockIndex {
  /** Movements indexed so far. */
  size: number;
  /** stock id → store id → quantity on hand. */
  byStore: Map<string, Map<string, number>>;
  /** stock id → quantity on hand in every store. */
  total: Map<string, number>;
  /** stock id → how many movements it has. */
  moves: Map<string, number>;
  /** `${resource}/${id}` of a source → the movements it wrote (reversals included). */
  bySource: Map<string, HotelRecord[]>;
  /** Ids of movements a later 'reversal' mirrored. */
  reversed: Set<string>;
}

const cache = new WeakMap<HotelRecord[], StockIndex>();

/** The key of a source document in {@link StockIndex.bySource}. */
export const sourceKey = (resource: string, id: string) => `${resource}/${id}`;

function add(index: StockIndex, move: HotelRecord): void {
  const stock = move.stock as string;
  const store = move.store as string;
  const quantity = move.quantity as number;
  let stores = index.byStore.get(stock);
  if (!stores) index.byStore.set(stock, (stores = new Map()));
  stores.set(store, (stores.get(store) ?? 0) + quantity);
  index.total.set(stock, (index.total.get(stock) ?? 0) + quantity);
  index.moves.set(stock, (index.moves.get(stock) ?? 0) + 1);
  if (typeof move.sourceResource === 'string' && typeof move.sourceId === 'string') {
    const key = sourceKey(move.sourceResource, move.sourceId);
    const bucket = index.bySource.get(key);
    if (bucket) bucket.push(move);
    else index.bySource.set(key, [move]);
  }
  if (typeof move.reverses === 'string') index.reversed.add(move.reverses);
}

/** The stock index of a state, brought up to date with any movements appended since the last read. */
export function stockIndex(state: Pick<HotelState, 'records'>): StockIndex {
  const list = (state.records[MOVEMENTS] ??= []);
  let index = cache.get(list);
  if (!index || index.size > list.length) {
    index = { size: 0, byStore: new Map(), total: new Map(), moves: new Map(), bySource: new Map(), reversed: new Set() };
    cache.set(list, index);
  }
  for (; index.size < list.length; index.size++) add(index, list[index.size] as HotelRecord);
  return index;
}

/*
 * The stock calls that are not a resource's list or record. Stock on hand is the sum of a stock
 * item's movements (`stock-movements`), per store; it is never stored and never negative.
 */

/** On hand of a stock item at one store. */
export interface StockOnHandAtStore {
  /** stores id */
  store: string;
  /** The store's name. */
  name: string;
  onHand: number;
}

/**
 * GET api/hotel/stock/on-hand?stock=<id>: a stock item's quantity on hand in every store and per
 * store (the stores it ever moved through, by name). 400 without `stock`, 404 for an unknown item.
 */
export interface StockOnHandResponse {
  /** stocks id */
  stock: string;
  onHand: number;
  byStore: StockOnHandAtStore[];
}

/**
 * GET api/hotel/stock/on-hand?store=<id>: what one store holds, in one call (a till's catalogue):
 * every stock item with a quantity on hand there (items it holds none of are left out). 400 without
 * `stock` or `store`, or with both; 404 for an unknown store.
 */
export interface StoreOnHandResponse {
  /** stores id */
  store: string;
  /** The store's name. */
  name: string;
  items: { stock: string; onHand: number }[];
}

/** The stock calls' paths, relative to the API base (like `ledgerPaths`). */
export const stockPaths = {
  /** GET → {@link StockOnHandResponse} */
  onHand: (stock: string) => `api/hotel/stock/on-hand?stock=${encodeURIComponent(stock)}`,
  /** GET → {@link StoreOnHandResponse} */
  storeOnHand: (store: string) => `api/hotel/stock/on-hand?store=${encodeURIComponent(store)}`,
} as const;

import { getResource, type StockOnHandResponse, type StoreOnHandResponse } from '@hotel/domain';
import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { badRequest, notFound } from '../../../core/errors';
import { readQuery } from '../../../core/validate';
import { checkAccess } from '../handlers';
import { findRecord } from '../records';
import { hotelDomain, type HotelState } from '../state';
import { onHand, onHandByStore } from './moves';
import { atStore, stockIndex } from './stock-index';

const BASE = '*/api/hotel';

const id = (name: string) => z.optional(z.string().check(z.trim(), z.minLength(1, `${name} must not be empty`), z.maxLength(200, `${name} is too long`)));
const onHandQuery = z.object({ stock: id('stock'), store: id('store') });

/** What a store holds: every stock item with some on hand there, by stock id. */
export function storeOnHand(state: HotelState, id: string): StoreOnHandResponse {
  const store = findRecord(state, 'stores', id);
  if (!store) throw notFound(`No store has the id ${id}.`);
  const index = stockIndex(state);
  const items: StoreOnHandResponse['items'] = [];
  for (const [stock, totals] of index.stocks) {
    const quantity = atStore(index, totals, store.id);
    if (quantity !== 0) items.push({ stock, onHand: quantity });
  }
  return { store: store.id, name: String(store.name ?? store.id), items };
}

/** A stock item's on hand, in all stores and per store (its own store always listed, then every store it moved through). */
export function stockOnHand(state: HotelState, id: string): StockOnHandResponse {
  const stock = findRecord(state, 'stocks', id);
  if (!stock) throw notFound(`No stock item has the id ${id}.`);
  const byStore = onHandByStore(state, stock.id);
  if (typeof stock.store === 'string' && !byStore.has(stock.store)) byStore.set(stock.store, 0);
  return {
    stock: stock.id,
    onHand: onHand(state, stock.id),
    byStore: [...byStore]
      .map(([store, quantity]) => ({ store, name: String(findRecord(state, 'stores', store)?.name ?? store), onHand: quantity }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * The stock calls:
 *   GET api/hotel/stock/on-hand?stock=<id>   → {stock, onHand, byStore: [{store, name, onHand}]}
 *   GET api/hotel/stock/on-hand?store=<id>   → {store, name, items: [{stock, onHand}]} (a till's catalogue in one call)
 *       400 without stock or store, or with both; 404 for an unknown item or store; for whoever may read stocks.
 */
export function stockHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(
      `${BASE}/stock/on-hand`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        checkAccess(user, getResource('stocks'), 'read');
        const { stock, store } = readQuery(request, onHandQuery);
        if ((stock === undefined) === (store === undefined)) {
          throw badRequest('Ask for one stock item (stock=<id>) or one store (store=<id>).', { stock: 'give stock or store, not both' });
        }
        const state = await ctx.db.get(hotelDomain);
        return stock !== undefined ? stockOnHand(state, stock) : storeOnHand(state, store as string);
      }),
    ),
  ];
}

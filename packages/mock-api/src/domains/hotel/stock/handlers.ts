import { getResource, type StockOnHandResponse } from '@hotel/domain';
import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { notFound } from '../../../core/errors';
import { readQuery } from '../../../core/validate';
import { checkAccess } from '../handlers';
import { findRecord } from '../records';
import { hotelDomain, type HotelState } from '../state';
import { onHand, onHandByStore } from './moves';

const BASE = '*/api/hotel';

const onHandQuery = z.object({
  stock: z.string({ error: 'stock is required' }).check(z.trim(), z.minLength(1, 'stock is required'), z.maxLength(200, 'stock is too long')),
});

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
 *       400 without stock, 404 for an unknown item; for whoever may read stocks.
 */
export function stockHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(
      `${BASE}/stock/on-hand`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        checkAccess(user, getResource('stocks'), 'read');
        const { stock } = readQuery(request, onHandQuery);
        return stockOnHand(await ctx.db.get(hotelDomain), stock);
      }),
    ),
  ];
}

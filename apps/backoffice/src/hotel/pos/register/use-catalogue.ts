import { useMemo } from 'react';
import { stockPaths, toCents, type HotelRecord, type StockOnHandResponse } from '@hotel/domain';
import { useHttpClient, type HttpClient } from '@hotel/shell';
import { fetchAll } from '../../shared/hotel-api';
import { useRequest, type RequestState } from '../../shared/use-request';
import { buildIndex, type CatalogueIndex, type Product } from './catalogue';

/** A point of sale the till rings at. */
export interface Outlet {
  id: string;
  name: string;
  channel: string;
  /** The store its stock is taken from. */
  store: string;
}

/**
 * Up to this many items, on hand at the outlet's store is asked per item (GET stock/on-hand); a
 * larger catalogue shows each item's on hand in every store (the list's `quantity`) instead, and
 * the server's 409 catches what the outlet's store lacks.
 */
export const PER_STORE_LIMIT = 300;

const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/** Every point of sale, by name (a till lists its channel's; an open docket may be another channel's, e.g. the restaurant's). */
export function useOutlets(): RequestState<Outlet[]> {
  const client = useHttpClient();
  return useRequest('pos-outlets', async (signal) => {
    const { items } = await fetchAll(client, 'points-of-sale', {}, signal);
    return items
      .map((item) => ({ id: item.id, name: text(item.name), channel: text(item.channel), store: text(item.store) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  });
}

/** Runs `work` over items with at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** On hand at one store of each item (per item, six calls at a time). */
async function onHandAt(client: HttpClient, store: string, ids: readonly string[], signal: AbortSignal): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  await eachLimited(ids, 6, async (id) => {
    const answer = await client.get<StockOnHandResponse>(stockPaths.onHand(id), { signal, skipLoading: true });
    out.set(id, answer.byStore.find((row) => row.store === store)?.onHand ?? 0);
  });
  return out;
}

/** A stocks record as a product (on hand as given). */
export function productOf(item: HotelRecord, categories: Record<string, string>, onHand: number | null): Product {
  const category = text(item.category);
  return {
    id: item.id,
    name: text(item.name),
    code: text(item.code),
    category,
    categoryName: categories[category] ?? 'Other',
    priceCents: toCents(item.sellingPrice) ?? 0,
    onHand,
  };
}

/** The stock items the outlet sells, with on hand at its store, as a search index. */
export function useCatalogue(outlet: Outlet | undefined): RequestState<CatalogueIndex> {
  const client = useHttpClient();
  const request = useRequest(outlet ? `pos-catalogue:${outlet.id}` : null, async (signal) => {
    const store = outlet?.store ?? '';
    const { items, labels } = await fetchAll(client, 'stocks', {}, signal);
    const perStore = items.length <= PER_STORE_LIMIT ? await onHandAt(client, store, items.map((item) => item.id), signal) : undefined;
    return items.map((item) => productOf(item, labels.category ?? {}, perStore ? (perStore.get(item.id) ?? 0) : typeof item.quantity === 'number' ? item.quantity : null));
  });
  const index = useMemo(() => (request.data ? buildIndex(request.data) : undefined), [request.data]);
  return { ...request, data: index };
}

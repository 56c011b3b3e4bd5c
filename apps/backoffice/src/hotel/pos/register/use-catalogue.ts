import { useMemo } from 'react';
import { stockPaths, toCents, type HotelRecord, type StoreOnHandResponse } from '@hotel/domain';
import { useHttpClient, type HttpClient } from '@hotel/shell';
import { useHotelText } from '../../../i18n/hotel-text';
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

/** On hand of every item at one store, in one call (items the store holds none of are left out: 0). */
async function onHandAt(client: HttpClient, store: string, signal: AbortSignal): Promise<Map<string, number>> {
  const answer = await client.get<StoreOnHandResponse>(stockPaths.storeOnHand(store), { signal, skipLoading: true });
  return new Map(answer.items.map((item) => [item.stock, item.onHand]));
}

/** A stocks record as a product (on hand as given); an item without a known category goes under `other`. */
export function productOf(item: HotelRecord, categories: Record<string, string>, onHand: number | null, other = 'Other'): Product {
  const category = text(item.category);
  return {
    id: item.id,
    name: text(item.name),
    code: text(item.code),
    category,
    categoryName: categories[category] ?? other,
    priceCents: toCents(item.sellingPrice) ?? 0,
    onHand,
  };
}

/** The stock items the outlet sells, with on hand at its store, as a search index. */
export function useCatalogue(outlet: Outlet | undefined): RequestState<CatalogueIndex> {
  const client = useHttpClient();
  const { t, language } = useHotelText();
  const other = t('Other');
  // The language is in the key: the category "Other" is named in it.
  const request = useRequest(outlet ? `pos-catalogue:${outlet.id}:${language}` : null, async (signal) => {
    const store = outlet?.store ?? '';
    const [{ items, labels }, held] = await Promise.all([fetchAll(client, 'stocks', {}, signal), onHandAt(client, store, signal)]);
    return items.map((item) => productOf(item, labels.category ?? {}, held.get(item.id) ?? 0, other));
  });
  const index = useMemo(() => (request.data ? buildIndex(request.data) : undefined), [request.data]);
  return { ...request, data: index };
}

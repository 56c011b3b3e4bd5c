import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, useHttpClient } from '@hotel/shell';
import { toast } from '@hotel/ui';
import {
  inventoryEndpoints,
  type InventoryBrand,
  type InventoryCategory,
  type InventoryProduct,
  type InventoryProductsPage,
  type InventorySortField,
  type InventoryTag,
  type InventoryVendor,
} from '../api/inventory';
import { useResource } from '../example/use-resource';
import { SAMPLE_DATA } from '../api/data-names';

/** Page sizes of the products table (fuse-behaviour 6, Inventory). */
export const INVENTORY_PAGE_SIZES = [5, 10, 25, 100] as const;
/** Columns the table sorts by. */
export const INVENTORY_SORTABLE: readonly InventorySortField[] = ['sku', 'name', 'price', 'stock', 'active'];

/** What the URL holds: the bookmarkable state of the inventory screen. */
export interface InventoryUrlState {
  search: string;
  sort: InventorySortField;
  order: 'asc' | 'desc';
  /** 1-based page as a person reads it (the mock's index is page - 1). */
  page: number;
  size: number;
  /** Id of the product opened inline, or null. */
  product: string | null;
}

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** Reads the inventory state from search params; unknown values fall back to the defaults. */
export function readInventoryParams(params: URLSearchParams): InventoryUrlState {
  const sort = params.get('sort') as InventorySortField | null;
  const size = positiveInt(params.get('size'), 10);
  return {
    search: params.get('search') ?? '',
    sort: sort && INVENTORY_SORTABLE.includes(sort) ? sort : 'name',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: positiveInt(params.get('page'), 1),
    size: (INVENTORY_PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    product: params.get('product') || null,
  };
}

/** Writes a partial state into search params, leaving defaults out so URLs stay short. */
export function writeInventoryParams(current: InventoryUrlState, patch: Partial<InventoryUrlState>): URLSearchParams {
  const next = { ...current, ...patch };
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.sort !== 'name') params.set('sort', next.sort);
  if (next.order !== 'asc') params.set('order', next.order);
  if (next.page !== 1) params.set('page', String(next.page));
  if (next.size !== 10) params.set('size', String(next.size));
  if (next.product) params.set('product', next.product);
  return params;
}

/** The inventory's data in the shell's data-changed notices. */
const REFRESH = { refreshOn: [SAMPLE_DATA.inventory] };

/** Lookups the product form needs. */
export interface InventoryLookups {
  categories: InventoryCategory[];
  brands: InventoryBrand[];
  vendors: InventoryVendor[];
  tags: InventoryTag[];
}

/** State and mutations of the inventory screen. */
export function useInventory() {
  const client = useHttpClient();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readInventoryParams(params), [params]);

  const update = useCallback(
    (patch: Partial<InventoryUrlState>, replace = false) => setParams((prev) => writeInventoryParams(readInventoryParams(prev), patch), { replace }),
    [setParams],
  );

  const listKey = `${state.search}|${state.sort}|${state.order}|${state.page}|${state.size}`;
  // Both load again when another tab (or user) changed the inventory.
  const products = useResource<InventoryProductsPage>(
    listKey,
    (http, signal) =>
      http.get(inventoryEndpoints.products, {
        query: { search: state.search, sort: state.sort, order: state.order, page: state.page - 1, size: state.size },
        signal,
        supersede: 'inventory-products',
      }),
    REFRESH,
  );

  const lookups = useResource<InventoryLookups>('lookups', async (http, signal) => {
    const [categories, brands, vendors, tags] = await Promise.all([
      http.get<InventoryCategory[]>(inventoryEndpoints.categories, { signal }),
      http.get<InventoryBrand[]>(inventoryEndpoints.brands, { signal }),
      http.get<InventoryVendor[]>(inventoryEndpoints.vendors, { signal }),
      http.get<InventoryTag[]>(inventoryEndpoints.tags, { signal }),
    ]);
    return { categories, brands, vendors, tags };
  }, REFRESH);

  const replaceProduct = useCallback(
    (product: InventoryProduct) =>
      products.setData((page) => (page?.products ? { ...page, products: page.products.map((p) => (p.id === product.id ? product : p)) } : page)),
    [products],
  );

  /** Creates 'A New Product' (first in the list) and opens it. */
  const addProduct = useCallback(async () => {
    try {
      const created = await client.post<InventoryProduct>(inventoryEndpoints.product);
      update({ search: '', sort: 'name', order: 'asc', page: 1, product: created.id });
      products.reload();
      products.setData((page) =>
        page?.products ? { ...page, products: [created, ...page.products.filter((p) => p.id !== created.id)] } : page,
      );
    } catch (error) {
      toast.error('Could not add a product', { description: errorMessage(error) ?? undefined });
    }
  }, [client, update, products]);

  /** Saves the form's changes; answers the saved product or throws. */
  const saveProduct = useCallback(
    async (id: string, changes: Partial<InventoryProduct>) => {
      const saved = await client.patch<InventoryProduct>(inventoryEndpoints.product, { id, product: changes });
      replaceProduct(saved);
      return saved;
    },
    [client, replaceProduct],
  );

  /** Deletes a product: optimistic removal, rollback and an error toast on failure. */
  const deleteProduct = useCallback(
    async (id: string) => {
      const before = products.data;
      products.setData((page) => (page?.products ? { ...page, products: page.products.filter((p) => p.id !== id) } : page));
      update({ product: null });
      try {
        await client.delete(inventoryEndpoints.product, { query: { id } });
        products.reload();
      } catch (error) {
        products.setData(before);
        toast.error('Could not delete the product', { description: errorMessage(error) ?? undefined });
      }
    },
    [client, products, update],
  );

  const createTag = useCallback(
    async (title: string) => {
      const tag = await client.post<InventoryTag>(inventoryEndpoints.tag, { tag: { title } });
      lookups.setData((l) => (l ? { ...l, tags: [tag, ...l.tags] } : l));
      return tag;
    },
    [client, lookups],
  );

  const deleteTag = useCallback(
    async (id: string) => {
      const before = lookups.data;
      lookups.setData((l) => (l ? { ...l, tags: l.tags.filter((t) => t.id !== id) } : l));
      products.setData((page) =>
        page?.products ? { ...page, products: page.products.map((p) => ({ ...p, tags: p.tags.filter((t) => t !== id) })) } : page,
      );
      try {
        await client.delete(inventoryEndpoints.tag, { query: { id } });
      } catch (error) {
        lookups.setData(before);
        toast.error('Could not delete the tag', { description: errorMessage(error) ?? undefined });
      }
    },
    [client, lookups, products],
  );

  return { state, update, products, lookups, addProduct, saveProduct, deleteProduct, createTag, deleteTag };
}

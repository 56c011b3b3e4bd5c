import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { badRequest } from '../../../core/errors';
import { readBody, readQuery } from '../../../core/validate';
import { q } from '../../../core/query';
import type { InventoryProduct } from '../contracts';
import { bodyId, findOr404, idQuery, newId, removeOr404, tagBody, text, title } from '../shared';
import { inventoryDomain } from './seed';

const base = '*/api/apps/ecommerce/inventory';

export const SORT_FIELDS = ['name', 'sku', 'active', 'price', 'stock', 'cost', 'basePrice', 'taxPercent', 'reserved', 'weight'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
const TEXT_SORT = new Set<SortField>(['sku', 'name', 'active']);

const productsQuery = z.object({
  search: z.optional(q.text),
  sort: z.optional(z.enum(SORT_FIELDS, `sort must be one of ${SORT_FIELDS.join(', ')}`)),
  order: z.optional(z.enum(['asc', 'desc'], 'order must be asc or desc')),
  page: z.optional(q.int(0, 1_000_000)),
  size: z.optional(q.int(1, 1000)),
});

const money = z.number('must be a number').check(z.gte(0, 'must not be negative'), z.lte(1e9, 'is too large'));
const count = z.number('must be a number').check(z.int('must be a whole number'), z.gte(0, 'must not be negative'), z.lte(1e9, 'is too large'));
const ids = (max: number) => z.array(z.string().check(z.maxLength(200))).check(z.maxLength(max, `at most ${max} entries`));

const productFields = z.object({
  category: z.optional(text(200)),
  name: z.optional(title(200, 'name')),
  description: z.optional(text(10_000)),
  tags: z.optional(ids(50)),
  sku: z.optional(text(60)),
  barcode: z.optional(text(60)),
  brand: z.optional(text(200)),
  vendor: z.optional(text(200)),
  stock: z.optional(count),
  reserved: z.optional(count),
  cost: z.optional(money),
  basePrice: z.optional(money),
  taxPercent: z.optional(z.number('must be a number').check(z.gte(0, 'must not be negative'), z.lte(100, 'must be at most 100'))),
  price: z.optional(money),
  weight: z.optional(money),
  thumbnail: z.optional(z.nullable(text(3_000_000))),
  images: z.optional(z.array(text(3_000_000)).check(z.maxLength(20, 'at most 20 images'))),
  active: z.optional(z.boolean('must be true or false')),
});

/** The comparator of the products list: text (case-insensitive) for sku, name and active, numbers otherwise. */
export function compareProducts(sort: SortField, order: 'asc' | 'desc') {
  const sign = order === 'desc' ? -1 : 1;
  if (TEXT_SORT.has(sort)) {
    return (a: InventoryProduct, b: InventoryProduct) => {
      const x = String(a[sort]).toUpperCase();
      const y = String(b[sort]).toUpperCase();
      return sign * (x < y ? -1 : x > y ? 1 : 0);
    };
  }
  return (a: InventoryProduct, b: InventoryProduct) => sign * ((a[sort] as number) - (b[sort] as number));
}

/**
 * The products in the order of `compareProducts`, each text key upper-cased once instead of in every
 * comparison (a 10,000-product sort by name made ~260,000 of them). Sorts in place and returns it.
 */
export function sortProducts(products: InventoryProduct[], sort: SortField, order: 'asc' | 'desc'): InventoryProduct[] {
  if (!TEXT_SORT.has(sort)) return products.sort(compareProducts(sort, order));
  const sign = order === 'desc' ? -1 : 1;
  const keyed = products.map((product) => ({ key: String(product[sort]).toUpperCase(), product }));
  keyed.sort((a, b) => sign * (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (let i = 0; i < keyed.length; i++) products[i] = (keyed[i] as (typeof keyed)[number]).product;
  return products;
}

/** Inventory (spec 001 section 7): lookups, the paged product list, product and tag CRUD. */
export function inventoryHandlers(ctx: MockContext): HttpHandler[] {
  const state = () => ctx.db.get(inventoryDomain);
  const list = (key: 'categories' | 'brands' | 'vendors' | 'tags') =>
    http.get(`${base}/${key}`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      return (await state())[key];
    }));
  const checkRefs = async (changes: z.infer<typeof productFields>) => {
    const s = await state();
    const fields: Record<string, string> = {};
    if (changes.category && !s.categories.some((c) => c.id === changes.category)) fields.category = 'unknown category id';
    if (changes.brand && !s.brands.some((c) => c.id === changes.brand)) fields.brand = 'unknown brand id';
    if (changes.vendor && !s.vendors.some((c) => c.id === changes.vendor)) fields.vendor = 'unknown vendor id';
    if (changes.tags?.some((t) => !s.tags.some((tag) => tag.id === t))) fields.tags = 'unknown tag id';
    if (Object.keys(fields).length) throw badRequest(`Invalid request body: ${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ')}`, fields);
  };
  return [
    list('categories'),
    list('brands'),
    list('vendors'),
    list('tags'),
    http.get(`${base}/products`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { search = '', sort = 'name', order = 'asc', page = 1, size = 10 } = readQuery(request, productsQuery);
      const needle = search.toLocaleLowerCase();
      const products = sortProducts((await state()).products.filter((p) => p.name.toLocaleLowerCase().includes(needle)), sort, order);
      const length = products.length;
      const lastPage = Math.max(Math.ceil(length / size), 1);
      // The spec's quirk: `page` (default 1) is used as a 0-based index; an index past the last page answers null.
      if (page > lastPage - 1) return { products: null, pagination: { lastPage } };
      const begin = page * size;
      const end = Math.min(size * (page + 1), length);
      return { products: products.slice(begin, end), pagination: { length, size, page, lastPage, startIndex: begin, endIndex: end - 1 } };
    }, { delay: 'products' })),
    http.get(`${base}/product`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      return findOr404((await state()).products, id, 'product');
    })),
    http.post(`${base}/product`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const product: InventoryProduct = {
        id: newId(), category: '', name: 'A New Product', description: '', tags: [], sku: '', barcode: '', brand: '', vendor: '',
        stock: 0, reserved: 0, cost: 0, basePrice: 0, taxPercent: 0, price: 0, weight: 0, thumbnail: null, images: [], active: false,
      };
      (await state()).products.unshift(product);
      return product;
    })),
    http.patch(`${base}/product`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id, product: changes } = await readBody(request, z.object({ id: bodyId, product: productFields }));
      const product = findOr404((await state()).products, id, 'product');
      await checkRefs(changes);
      Object.assign(product, changes);
      // Keep price = basePrice + tax when either changes and no explicit price was sent.
      if (changes.price === undefined && (changes.basePrice !== undefined || changes.taxPercent !== undefined)) {
        product.price = Math.round(product.basePrice * (1 + product.taxPercent / 100) * 100) / 100;
      }
      return product;
    })),
    http.delete(`${base}/product`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      removeOr404((await state()).products, id, 'product');
      return true;
    })),
    http.post(`${base}/tag`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { tag } = await readBody(request, z.object({ tag: tagBody }));
      const created = { id: newId(), title: tag.title };
      (await state()).tags.unshift(created);
      return created;
    })),
    http.patch(`${base}/tag`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id, tag } = await readBody(request, z.object({ id: bodyId, tag: tagBody }));
      return Object.assign(findOr404((await state()).tags, id, 'inventory tag'), tag);
    })),
    http.delete(`${base}/tag`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      const s = await state();
      removeOr404(s.tags, id, 'inventory tag');
      for (const p of s.products) p.tags = p.tags.filter((t) => t !== id);
      return true;
    })),
  ];
}

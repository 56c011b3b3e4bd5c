import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InventoryProduct } from '../contracts';
import { appsHarness, bodyVariants, LONG, type Variant } from '../testing';
import { productId } from './data';
import { compareProducts, sortProducts, SORT_FIELDS } from './handlers';

const { api, call, rejects } = appsHarness(async (call) => {
  await call('GET', 'api/apps/ecommerce/inventory/tags');
});
const P = 'api/apps/ecommerce/inventory';
const FIRST = productId(0);
type Page = { products: InventoryProduct[] | null; pagination: Record<string, number> };
const products = (query: Record<string, string> = {}) => call<Page>('GET', `${P}/products`, { query });

describe('inventory: lookups', () => {
  it.each([
    ['categories', ['Mens', 'Ladies', 'Unisex'], 'name'],
    ['brands', ['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon'], 'name'],
    ['vendors', ['Evel', 'Mivon', 'Neogen'], 'name'],
    ['tags', ['mens', 'ladies', 'unisex', '44mm', '40mm', '5 ATM', '10 ATM', 'automatic', 'chronograph', 'watch'], 'title'],
  ])('%s', async (path, names, key) => {
    const { body } = await call<Record<string, string>[]>('GET', `${P}/${path}`);
    expect(body.map((x) => x[key])).toEqual(names);
  });
});

describe('inventory: products list', () => {
  it('seeds 23 watches whose price is basePrice plus tax', async () => {
    const { body } = await products({ page: '0', size: '100' });
    expect(body.products).toHaveLength(23);
    for (const p of body.products ?? []) {
      expect([8, 10, 18, 20, 30]).toContain(p.taxPercent);
      expect(p.price).toBeCloseTo(p.basePrice * (1 + p.taxPercent / 100), 2);
    }
  });

  it('defaults: sort name asc, size 10, page 1 used as a 0-based index (the 2nd ten)', async () => {
    const { body } = await products();
    const all = (await products({ page: '0', size: '100' })).body.products ?? [];
    expect(body.pagination).toEqual({ length: 23, size: 10, page: 1, lastPage: 3, startIndex: 10, endIndex: 19 });
    expect(body.products?.map((p) => p.id)).toEqual(all.slice(10, 20).map((p) => p.id));
    const names = all.map((p) => p.name.toUpperCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers products null and only lastPage past the last page', async () => {
    expect((await products({ page: '3' })).body).toEqual({ products: null, pagination: { lastPage: 3 } });
    expect((await products({ page: '2' })).body.products).toHaveLength(3);
  });

  it('searches names case-insensitively', async () => {
    const { body } = await products({ search: 'LADIES', page: '0', size: '100' });
    expect(body.products?.length).toBeGreaterThan(0);
    for (const p of body.products ?? []) expect(p.name.toLowerCase()).toContain('ladies');
    expect((await products({ search: 'no such watch', page: '0' })).body).toEqual({
      products: [],
      pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect((await products({ search: 'no such watch', page: '1' })).body).toEqual({ products: null, pagination: { lastPage: 1 } });
  });

  it('concatenated pages equal the sorted data with no gap or duplicate, for any sort, order and size', async () => {
    await products();
    const all = (api.snapshot()['apps.inventory'] as { products: InventoryProduct[] }).products;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SORT_FIELDS), fc.constantFrom('asc', 'desc'), fc.integer({ min: 1, max: 30 }), async (sort, order, size) => {
        const pages: InventoryProduct[] = [];
        for (let page = 0; ; page++) {
          const { body } = await products({ sort, order, page: String(page), size: String(size) });
          if (!body.products) {
            expect(body.pagination.lastPage).toBe(Math.max(1, Math.ceil(all.length / size)));
            break;
          }
          expect(body.pagination).toMatchObject({ length: all.length, size, page, startIndex: page * size });
          pages.push(...body.products);
        }
        expect(pages.map((p) => p.id)).toEqual([...all].sort(compareProducts(sort, order)).map((p) => p.id));
      }),
      { numRuns: 30 },
    );
  });

  it('sorting is a stable permutation', () => {
    const item = fc.record({ name: fc.constantFrom('a', 'B', 'b', 'C'), price: fc.integer({ min: 0, max: 3 }), active: fc.boolean() });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), fc.constantFrom('name', 'price', 'active' as const), fc.constantFrom('asc', 'desc' as const), (rows, sort, order) => {
        const list = rows.map((r, i) => ({ ...r, id: String(i) }) as unknown as InventoryProduct);
        const sorted = [...list].sort(compareProducts(sort, order));
        expect(sortProducts([...list], sort, order)).toEqual(sorted);
        expect([...sorted].map((p) => p.id).sort()).toEqual(list.map((p) => p.id).sort());
        const cmp = compareProducts(sort, order);
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1] as InventoryProduct;
          const b = sorted[i] as InventoryProduct;
          expect(cmp(a, b)).toBeLessThanOrEqual(0);
          if (cmp(a, b) === 0) expect(Number(a.id)).toBeLessThan(Number(b.id));
        }
      }),
    );
  });
});

describe('inventory: writes', () => {
  it('creates A New Product first, inactive and empty', async () => {
    const { body } = await call<InventoryProduct>('POST', `${P}/product`);
    expect(body).toMatchObject({ name: 'A New Product', images: [], active: false, sku: '', tags: [], thumbnail: null });
    expect((await call<InventoryProduct>('GET', `${P}/product`, { query: { id: body.id } })).body.id).toBe(body.id);
  });

  it('merges a patch, recomputes the price from basePrice and tax, deletes', async () => {
    const { body } = await call<InventoryProduct>('PATCH', `${P}/product`, { body: { id: FIRST, product: { basePrice: 100, taxPercent: 20, active: false } } });
    expect(body).toMatchObject({ id: FIRST, basePrice: 100, taxPercent: 20, price: 120, active: false });
    expect((await call('DELETE', `${P}/product`, { query: { id: FIRST } })).body).toBe(true);
    expect((await call('GET', `${P}/product`, { query: { id: FIRST } })).status).toBe(404);
  });

  it('tag CRUD; deleting a tag strips it from every product', async () => {
    const tag = (await call<{ id: string }>('POST', `${P}/tag`, { body: { tag: { title: 'limited' } } })).body;
    expect((await call<{ id: string }[]>('GET', `${P}/tags`)).body[0]).toEqual(tag);
    expect((await call('PATCH', `${P}/tag`, { body: { id: tag.id, tag: { title: 'rare' } } })).body).toEqual({ id: tag.id, title: 'rare' });
    expect((await call('DELETE', `${P}/tag`, { query: { id: 'inventory-tag-10' } })).body).toBe(true);
    for (const p of (await products({ page: '0', size: '100' })).body.products ?? []) expect(p.tags).not.toContain('inventory-tag-10');
  });
});

describe('inventory: malformed input answers 4xx and changes nothing', () => {
  it.each<Variant>([
    { name: 'negative page', query: { page: '-1' } },
    { name: 'NaN page', query: { page: 'NaN' } },
    { name: 'fractional page', query: { page: '1.5' } },
    { name: 'huge page', query: { page: '10000001' } },
    { name: 'zero size', query: { size: '0' } },
    { name: 'size over 1000', query: { size: '1001' } },
    { name: 'size text', query: { size: 'ten' } },
    { name: 'unknown sort', query: { sort: 'secret' } },
    { name: 'bad order', query: { order: 'up' } },
    { name: 'long search', query: { search: LONG } },
  ])('GET products: $name', async (v) => {
    await rejects('GET', `${P}/products`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ id: FIRST, product: { stock: 1 } }),
    { name: 'unknown id', body: { id: 'nope', product: { stock: 1 } } },
    { name: 'negative stock', body: { id: FIRST, product: { stock: -1 } } },
    { name: 'fractional stock', body: { id: FIRST, product: { stock: 1.5 } } },
    { name: 'price text', body: { id: FIRST, product: { price: '10' } } },
    { name: 'active text', body: { id: FIRST, product: { active: 'yes' } } },
    { name: 'empty name', body: { id: FIRST, product: { name: '' } } },
    { name: 'unknown brand', body: { id: FIRST, product: { brand: 'brand-99' } } },
    { name: 'unknown tag', body: { id: FIRST, product: { tags: ['x'] } } },
    { name: 'tax over 100', body: { id: FIRST, product: { taxPercent: 101 } } },
  ])('PATCH product: $name', async (v) => {
    await rejects('PATCH', `${P}/product`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ tag: { title: 'x' } }),
    { name: 'blank title', body: { tag: { title: ' ' } } },
  ])('POST tag: $name', async (v) => {
    await rejects('POST', `${P}/tag`, v);
  });

  it.each<Variant>([
    { name: 'no id', query: {} },
    { name: 'unknown id', query: { id: 'x' } },
    { name: 'long id', query: { id: LONG } },
  ])('DELETE product and tag: $name', async (v) => {
    await rejects('DELETE', `${P}/product`, v);
    await rejects('DELETE', `${P}/tag`, v);
  });
});

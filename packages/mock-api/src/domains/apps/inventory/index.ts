import { sampleApp } from '../../../core/auth';
import type { DomainModule } from '../../../core/module';
import type { InventoryProduct } from '../contracts';
import { dataScenario, replaceItems } from '../shared';
import { inventoryHandlers } from './handlers';
import { inventoryDomain, type InventoryState } from './seed';

const all = '*/api/apps/ecommerce/inventory/*';
const FIRST = '1b7e0000-0000-4000-8000-000000000001';
const setProducts = (live: InventoryState, products: InventoryProduct[]) => replaceItems(live.products, products);

/** Inventory sample app: `api/apps/ecommerce/inventory/*`. */
export const inventoryModule: DomainModule = sampleApp('Inventory', '*/api/apps/ecommerce/inventory', {
  handlers: inventoryHandlers,
  readPaths: ['categories', 'brands', 'vendors', 'tags', 'products', 'product'].map((p) => `*/api/apps/ecommerce/inventory/${p}`),
  scenarios: (ctx) => {
    const happy = inventoryHandlers(ctx);
    const data = () => import('./data');
    return {
      empty: dataScenario(ctx, all, inventoryDomain, () => [], setProducts, happy),
      many: dataScenario(ctx, all, inventoryDomain, async () => (await data()).manyProducts(10_000), setProducts, happy),
      longText: dataScenario(ctx, all, inventoryDomain, async () => (await data()).longTextProducts(), setProducts, happy),
    };
  },
  samples: [
    { method: 'GET', path: 'api/apps/ecommerce/inventory/categories' },
    { method: 'GET', path: 'api/apps/ecommerce/inventory/brands' },
    { method: 'GET', path: 'api/apps/ecommerce/inventory/vendors' },
    { method: 'GET', path: 'api/apps/ecommerce/inventory/tags' },
    { method: 'GET', path: 'api/apps/ecommerce/inventory/products', query: { search: 'watch', sort: 'price', order: 'desc', page: '0', size: '5' } },
    { method: 'GET', path: 'api/apps/ecommerce/inventory/product', query: { id: FIRST } },
    { method: 'POST', path: 'api/apps/ecommerce/inventory/product' },
    { method: 'PATCH', path: 'api/apps/ecommerce/inventory/product', body: { id: FIRST, product: { stock: 12, active: true } } },
    { method: 'DELETE', path: 'api/apps/ecommerce/inventory/product', query: { id: FIRST } },
    { method: 'POST', path: 'api/apps/ecommerce/inventory/tag', body: { tag: { title: 'limited' } } },
    { method: 'PATCH', path: 'api/apps/ecommerce/inventory/tag', body: { id: 'inventory-tag-1', tag: { title: 'men' } } },
    { method: 'DELETE', path: 'api/apps/ecommerce/inventory/tag', query: { id: 'inventory-tag-10' } },
  ],
});

import type { Domain } from '../../../core/db';
import type { InventoryBrand, InventoryCategory, InventoryProduct, InventoryTag, InventoryVendor } from '../contracts';

export interface InventoryState {
  products: InventoryProduct[];
  categories: InventoryCategory[];
  brands: InventoryBrand[];
  vendors: InventoryVendor[];
  tags: InventoryTag[];
}

/** 23 watches, 3 categories, 5 brands, 3 vendors, 10 tags. */
export const inventoryDomain: Domain<InventoryState> = {
  name: 'apps.inventory',
  seed: async (tools) => (await import('./data')).buildInventory(tools),
};

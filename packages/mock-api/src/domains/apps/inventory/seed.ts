import * as z from 'zod/mini';
import type { Domain } from '../../../core/db';
import { bool, nullableStr, num, rows, str, strs } from '../../../core/stored';
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
  schema: z.object({
    products: rows({ category: str, name: str, description: str, tags: strs, sku: str, barcode: str, brand: str, vendor: str, stock: num, reserved: num, cost: num, basePrice: num, taxPercent: num, price: num, weight: num, thumbnail: nullableStr, images: strs, active: bool }),
    categories: rows({ parentId: nullableStr, name: str, slug: str }),
    brands: rows({ name: str, slug: str }),
    vendors: rows({ name: str, slug: str }),
    tags: rows({ title: str }),
  }),
  seed: async (tools) => (await import('./data')).buildInventory(tools),
};

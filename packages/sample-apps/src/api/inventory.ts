/** Inventory sample app (e-commerce watches): the contract of `api/apps/ecommerce/inventory/*`. */

export interface InventoryProduct {
  id: string;
  /** Category id. */
  category: string;
  name: string;
  description: string;
  /** Tag ids. */
  tags: string[];
  sku: string;
  barcode: string;
  /** Brand id. */
  brand: string;
  /** Vendor id. */
  vendor: string;
  stock: number;
  reserved: number;
  cost: number;
  basePrice: number;
  /** One of 8, 10, 18, 20, 30 in the seed. */
  taxPercent: number;
  /** basePrice increased by taxPercent. */
  price: number;
  weight: number;
  thumbnail: string | null;
  images: string[];
  active: boolean;
}

export interface InventoryCategory {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
}

export interface InventoryBrand {
  id: string;
  name: string;
  slug: string;
}

export type InventoryVendor = InventoryBrand;

export interface InventoryTag {
  id: string;
  title: string;
}

/** Pagination of the products list. `page` is the 0-based index actually used for slicing (spec quirk). */
export interface InventoryPagination {
  length: number;
  size: number;
  page: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
}

/** GET products: a page, or `products: null` with only `lastPage` when the page is beyond the last. */
export type InventoryProductsPage =
  | { products: InventoryProduct[]; pagination: InventoryPagination }
  | { products: null; pagination: { lastPage: number } };

/** Sortable fields; sku, name and active sort as case-insensitive text, the rest numerically. */
export type InventorySortField = 'name' | 'sku' | 'active' | 'price' | 'stock' | 'cost' | 'basePrice' | 'taxPercent' | 'reserved' | 'weight';

export interface InventoryProductsQuery {
  search?: string;
  /** Default 'name'. */
  sort?: InventorySortField;
  /** Default 'asc'. */
  order?: 'asc' | 'desc';
  /** Default 1; used as a 0-based index (so page 0 is the first page). */
  page?: number;
  /** Default 10, at most 1000. */
  size?: number;
}

export const inventoryEndpoints = {
  categories: 'api/apps/ecommerce/inventory/categories',
  brands: 'api/apps/ecommerce/inventory/brands',
  vendors: 'api/apps/ecommerce/inventory/vendors',
  tags: 'api/apps/ecommerce/inventory/tags',
  /** GET ?search&sort&order&page&size (300 ms). */
  products: 'api/apps/ecommerce/inventory/products',
  /** GET ?id / POST (blank, placed first) / PATCH {id, product} / DELETE ?id → true. */
  product: 'api/apps/ecommerce/inventory/product',
  /** POST {tag} / PATCH {id, tag} / DELETE ?id (stripped from every product) → true. */
  tag: 'api/apps/ecommerce/inventory/tag',
} as const;

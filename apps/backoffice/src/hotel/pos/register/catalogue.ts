import type { Cents } from '@hotel/domain';

/*
 * The till's products and their search index, pure. The index is built once per catalogue
 * (lower-cased name and code per item, and the items per category) so that each keystroke only
 * scans prepared strings.
 */

/** A stock item as the till sells it. */
export interface Product {
  id: string;
  name: string;
  /** The item's code, printed as its barcode. */
  code: string;
  category: string;
  categoryName: string;
  priceCents: Cents;
  /** On hand at the outlet's store; null while unknown. */
  onHand: number | null;
}

/** A category with the number of its products. */
export interface Category {
  id: string;
  name: string;
  count: number;
}

/** The prepared search index of a catalogue. */
export interface CatalogueIndex {
  products: readonly Product[];
  /** Lower-cased `name code` per product, same order. */
  haystacks: readonly string[];
  /** Lower-cased code → products (for scanned barcodes). */
  byCode: ReadonlyMap<string, readonly Product[]>;
  categories: readonly Category[];
}

/** Builds the index of a catalogue (products sorted by name). */
export function buildIndex(items: readonly Product[]): CatalogueIndex {
  const products = [...items].sort((a, b) => a.name.localeCompare(b.name));
  const byCode = new Map<string, Product[]>();
  const categories = new Map<string, Category>();
  for (const product of products) {
    const code = product.code.toLowerCase();
    if (code) byCode.set(code, [...(byCode.get(code) ?? []), product]);
    const category = categories.get(product.category) ?? { id: product.category, name: product.categoryName, count: 0 };
    category.count += 1;
    categories.set(product.category, category);
  }
  return {
    products,
    haystacks: products.map((product) => `${product.name} ${product.code}`.toLowerCase()),
    byCode,
    categories: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The products of a category (null: all) whose name or code contains every word of the query. */
export function searchProducts(index: CatalogueIndex, query: string, category: string | null): Product[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const out: Product[] = [];
  for (let i = 0; i < index.products.length; i++) {
    const product = index.products[i] as Product;
    if (category !== null && product.category !== category) continue;
    const haystack = index.haystacks[i] as string;
    if (words.every((word) => haystack.includes(word))) out.push(product);
  }
  return out;
}

/** The one product whose code is exactly the scanned text (any category), or undefined. */
export function productByCode(index: CatalogueIndex, scanned: string): Product | undefined {
  const found = index.byCode.get(scanned.trim().toLowerCase());
  return found?.length === 1 ? found[0] : undefined;
}

/** Whether a product can be sold now (nothing known on hand counts as sellable; the server decides). */
export function inStock(product: Product): boolean {
  return product.onHand === null || product.onHand > 0;
}

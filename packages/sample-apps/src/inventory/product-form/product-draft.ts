import type { InventoryProduct } from '../../api/inventory';

/** The editable fields of a product, numbers kept as the text the user typed. */
export interface ProductDraft {
  name: string;
  sku: string;
  barcode: string;
  description: string;
  category: string;
  brand: string;
  vendor: string;
  tags: string[];
  cost: string;
  basePrice: string;
  taxPercent: string;
  weight: string;
  stock: string;
  reserved: string;
  active: boolean;
  thumbnail: string | null;
  images: string[];
}

export type ProductDraftErrors = Partial<Record<keyof ProductDraft, string>>;

const NUMBER_FIELDS = ['cost', 'basePrice', 'taxPercent', 'weight', 'stock', 'reserved'] as const;
const INTEGER_FIELDS = new Set<string>(['stock', 'reserved']);

/** The draft of a saved product. */
export function toDraft(product: InventoryProduct): ProductDraft {
  return {
    name: product.name,
    sku: product.sku,
    barcode: product.barcode,
    description: product.description,
    category: product.category,
    brand: product.brand,
    vendor: product.vendor,
    tags: [...product.tags],
    cost: String(product.cost),
    basePrice: String(product.basePrice),
    taxPercent: String(product.taxPercent),
    weight: String(product.weight),
    stock: String(product.stock),
    reserved: String(product.reserved),
    active: product.active,
    thumbnail: product.thumbnail,
    images: [...product.images],
  };
}

/**
 * A kept form draft over the saved product's draft (a draft is read back from storage: fields of
 * the wrong type are dropped, tags and images must be lists of text).
 */
export function restoredDraft(base: ProductDraft, kept: Partial<Record<keyof ProductDraft, unknown>>): ProductDraft {
  const next: ProductDraft = { ...base };
  for (const key of Object.keys(base) as (keyof ProductDraft)[]) {
    const value = kept[key];
    const current = base[key];
    if (Array.isArray(current)) {
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) Object.assign(next, { [key]: value });
    } else if (current === null ? value === null || typeof value === 'string' : typeof value === typeof current) {
      Object.assign(next, { [key]: value });
    }
  }
  return next;
}

/** Price with tax, rounded to cents (the mock's rule); null while either input is not a number. */
export function derivedPrice(basePrice: string, taxPercent: string): number | null {
  const base = Number(basePrice);
  const tax = Number(taxPercent);
  if (basePrice.trim() === '' || taxPercent.trim() === '' || !Number.isFinite(base) || !Number.isFinite(tax)) return null;
  return Math.round(base * (1 + tax / 100) * 100) / 100;
}

/** Field errors of a draft; empty when it can be saved. */
export function validateDraft(draft: ProductDraft): ProductDraftErrors {
  const errors: ProductDraftErrors = {};
  if (!draft.name.trim()) errors.name = 'Name is required';
  for (const field of NUMBER_FIELDS) {
    const text = draft[field].trim();
    const value = Number(text);
    if (text === '' || !Number.isFinite(value)) errors[field] = 'Enter a number';
    else if (value < 0) errors[field] = 'Must not be negative';
    else if (INTEGER_FIELDS.has(field) && !Number.isInteger(value)) errors[field] = 'Enter a whole number';
    else if (field === 'taxPercent' && value > 100) errors[field] = 'At most 100';
  }
  return errors;
}

/** The PATCH body of a valid draft. */
export function toChanges(draft: ProductDraft): Partial<InventoryProduct> {
  const price = derivedPrice(draft.basePrice, draft.taxPercent) ?? 0;
  return {
    name: draft.name.trim(),
    sku: draft.sku.trim(),
    barcode: draft.barcode.trim(),
    description: draft.description,
    ...(draft.category ? { category: draft.category } : {}),
    ...(draft.brand ? { brand: draft.brand } : {}),
    ...(draft.vendor ? { vendor: draft.vendor } : {}),
    tags: draft.tags,
    cost: Number(draft.cost),
    basePrice: Number(draft.basePrice),
    taxPercent: Number(draft.taxPercent),
    price,
    weight: Number(draft.weight),
    stock: Number(draft.stock),
    reserved: Number(draft.reserved),
    active: draft.active,
    thumbnail: draft.thumbnail,
    images: draft.images,
  };
}

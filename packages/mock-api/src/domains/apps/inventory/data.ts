import type { SeedTools } from '../../../core/db';
import type { InventoryProduct } from '../contracts';
import type { InventoryState } from './seed';

const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
const named = (prefix: string, names: string[]) => names.map((name, i) => ({ id: `${prefix}-${i + 1}`, name, slug: slug(name) }));

export const productId = (index: number): string => `1b7e0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

const MODELS = [
  'Capmia Mens Chronograph Watch 44mm 5 ATM', 'Zeon Ladies Chronograph Watch 40mm 10 ATM', 'Lara Unisex Automatic Watch 44mm',
  'Premera Mens Automatic Diver 44mm 10 ATM', 'Benton Ladies Dress Watch 40mm', 'Capmia Unisex Field Watch 40mm 5 ATM',
  'Zeon Mens Pilot Chronograph 44mm', 'Lara Ladies Automatic Skeleton 40mm', 'Benton Mens Moonphase 44mm 5 ATM',
  'Premera Unisex GMT 40mm 10 ATM', 'Capmia Ladies Mother-of-Pearl 40mm', 'Zeon Unisex Solar 44mm 5 ATM',
  'Lara Mens Racing Chronograph 44mm', 'Benton Unisex Minimalist 40mm', 'Premera Ladies Diver 40mm 10 ATM',
  'Capmia Mens Titanium Automatic 44mm', 'Zeon Ladies Rose Gold 40mm 5 ATM', 'Lara Unisex Bauhaus 40mm',
  'Benton Mens Rally Chronograph 44mm 10 ATM', 'Premera Mens Skeleton Automatic 44mm', 'Capmia Unisex World Timer 44mm',
  'Zeon Mens Tachymeter 44mm 10 ATM', 'Lara Ladies Chronograph 40mm 5 ATM',
];
const TAX = [8, 10, 18, 20, 30];
const round2 = (n: number) => Math.round(n * 100) / 100;

export function buildInventory({ rng }: SeedTools): InventoryState {
  const categories = named('category', ['Mens', 'Ladies', 'Unisex']).map((c) => ({ ...c, parentId: null }));
  const brands = named('brand', ['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon']);
  const vendors = named('vendor', ['Evel', 'Mivon', 'Neogen']);
  const tagTitles = ['mens', 'ladies', 'unisex', '44mm', '40mm', '5 ATM', '10 ATM', 'automatic', 'chronograph', 'watch'];
  const tags = tagTitles.map((title, i) => ({ id: `inventory-tag-${i + 1}`, title }));
  const tagId = (title: string) => tags.find((t) => t.title === title)?.id as string;
  const products: InventoryProduct[] = MODELS.map((name, index) => {
    const category = name.includes('Ladies') ? 'category-2' : name.includes('Unisex') ? 'category-3' : 'category-1';
    const brand = brands.find((b) => name.startsWith(b.name))?.id ?? 'brand-1';
    const lower = name.toLowerCase();
    const productTags = [
      tagId(category === 'category-1' ? 'mens' : category === 'category-2' ? 'ladies' : 'unisex'),
      ...['44mm', '40mm', '5 ATM', '10 ATM', 'automatic', 'chronograph'].filter((t) => lower.includes(t.toLowerCase())).map(tagId),
      tagId('watch'),
    ];
    const basePrice = rng.int(300, 2500) + rng.pick([0, 0.5, 0.99]);
    const taxPercent = TAX[index % TAX.length] as number;
    return {
      id: productId(index),
      category,
      name,
      description: `${name}. Sapphire crystal, stainless-steel case and a ${rng.pick(['leather', 'steel mesh', 'rubber', 'NATO'])} strap. Ships in a gift box with a two-year warranty.`,
      tags: productTags,
      sku: `${rng.pick(['ETV', 'ADB', 'OGA', 'ZZX', 'PCS'])}-${rng.int(10000, 99999)}`,
      barcode: String(rng.int(1e12, 9e12)),
      brand,
      vendor: rng.pick(vendors).id,
      stock: rng.int(0, 60),
      reserved: rng.int(0, 20),
      cost: round2(basePrice * 0.55),
      basePrice,
      taxPercent,
      price: round2(basePrice * (1 + taxPercent / 100)),
      weight: round2(rng.int(50, 300) / 1000),
      thumbnail: `images/apps/ecommerce/products/watch-${String((index % 12) + 1).padStart(2, '0')}-thumb.svg`,
      images: Array.from({ length: 3 }, (_, i) => `images/apps/ecommerce/products/watch-${String(((index + i) % 12) + 1).padStart(2, '0')}.svg`),
      active: index % 5 !== 2,
    };
  });
  return { products, categories, brands, vendors, tags };
}

/** `count` generated products for the "many" scenario and the bench. */
export function manyProducts(count: number): InventoryProduct[] {
  return Array.from({ length: count }, (_, i) => {
    const basePrice = 100 + ((i * 37) % 2000);
    const taxPercent = TAX[i % TAX.length] as number;
    return {
      id: `product-many-${i + 1}`,
      category: `category-${(i % 3) + 1}`,
      name: `Watch model ${String(i + 1).padStart(5, '0')}`,
      description: '',
      tags: [],
      sku: `MNY-${String(i + 1).padStart(6, '0')}`,
      barcode: String(1e12 + i),
      brand: `brand-${(i % 5) + 1}`,
      vendor: `vendor-${(i % 3) + 1}`,
      stock: (i * 7) % 50,
      reserved: 0,
      cost: basePrice / 2,
      basePrice,
      taxPercent,
      price: round2(basePrice * (1 + taxPercent / 100)),
      weight: 0.1,
      thumbnail: null,
      images: [],
      active: i % 2 === 0,
    };
  });
}

export function longTextProducts(): InventoryProduct[] {
  return manyProducts(3).map((p, i) => ({
    ...p,
    name: `${'Extraordinarily Long Limited Edition Commemorative Anniversary Chronograph '.repeat(3)}${i}`,
    description: 'A very long description. '.repeat(200),
    sku: `SKU-${'9'.repeat(40)}`,
  }));
}

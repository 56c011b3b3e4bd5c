import { useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { Button, Input } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { inStock, productByCode, searchProducts, type CatalogueIndex, type Product } from './catalogue';
import { ProductGrid } from './product-grid';

export interface CataloguePanelProps {
  index: CatalogueIndex;
  /** Called to add a product to the basket. */
  onAdd: (product: Product) => void;
  /** The search box (the screen focuses it on / and F2). */
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * Search (name or barcode), category chips and the product grid. Enter in the search adds the
 * product whose code is exactly what was scanned, else the highlighted one; ArrowDown goes to the grid.
 */
export function CataloguePanel({ index, onAdd, searchRef }: CataloguePanelProps) {
  const { t } = useHotelText();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const filter = `${category ?? '*'}|${query}`;
  const [highlight, setHighlight] = useState({ filter, index: 0 });
  const active = highlight.filter === filter ? highlight.index : 0;
  const products = useMemo(() => searchProducts(index, query, category), [index, query, category]);
  const [notice, setNotice] = useState<string>();

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && products.length) {
      event.preventDefault();
      document.querySelector<HTMLButtonElement>(`[data-slot="product-tile"][data-index="${active}"]`)?.focus();
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const scanned = productByCode(index, query);
    const product = scanned ?? products[active];
    if (!product) return setNotice(t('Nothing matches “{{query}}”.', { query }));
    if (!inStock(product)) return setNotice(t('{{item}} is out of stock.', { item: product.name }));
    onAdd(product);
    setNotice(t('{{item}} added.', { item: product.name }));
    if (scanned) setQuery('');
  };

  return (
    <section aria-label={t('Catalogue')} data-slot="catalogue" className="flex min-h-0 flex-col gap-3">
      <Input
        ref={searchRef}
        type="search"
        aria-label={t('Search products by name or barcode')}
        placeholder={t('Search name or barcode  ( / or F2 )')}
        value={query}
        autoComplete="off"
        className="h-11"
        onChange={(event) => {
          setQuery(event.target.value);
          setNotice(undefined);
        }}
        onKeyDown={onSearchKey}
      />
      <p role="status" className="sr-only">
        {notice ?? (products.length === 1 ? t('1 product') : t('{{count}} products', { count: products.length }))}
      </p>
      <div role="group" aria-label={t('Categories')} data-slot="categories" className="flex gap-2 overflow-x-auto pb-1">
        <Button type="button" variant={category === null ? 'default' : 'outline'} className="h-11 shrink-0" aria-pressed={category === null} onClick={() => setCategory(null)}>
          {t('All')}
        </Button>
        {index.categories.map((c) => (
          <Button key={c.id} type="button" variant={category === c.id ? 'default' : 'outline'} className="h-11 shrink-0" aria-pressed={category === c.id} onClick={() => setCategory(c.id)}>
            {c.name} <span className="text-xs opacity-80">{c.count}</span>
          </Button>
        ))}
      </div>
      <div className="flex h-[55dvh] min-h-72 flex-col sm:h-[calc(100dvh-18rem)]">
        <ProductGrid
          products={products}
          active={Math.min(active, Math.max(0, products.length - 1))}
          onActiveChange={(i) => setHighlight({ filter, index: i })}
          onAdd={onAdd}
          emptyMessage={query ? t('No product matches “{{query}}”.', { query }) : t('No products in this category.')}
        />
      </div>
    </section>
  );
}

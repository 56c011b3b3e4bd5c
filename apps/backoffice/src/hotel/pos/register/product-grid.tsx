import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatCents } from '@hotel/domain';
import { cn } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { inStock, type Product } from './catalogue';

export interface ProductGridProps {
  /** The products to show (already filtered). */
  products: readonly Product[];
  /** Index of the highlighted product (Enter in the search adds it). */
  active: number;
  /** Called when the highlight moves (arrow keys, hover does not). */
  onActiveChange: (index: number) => void;
  /** Called to add a product to the basket. */
  onAdd: (product: Product) => void;
  /** Shown when no product matches. */
  emptyMessage: string;
}

/** Row height of a tile, gap included (px). */
const ROW = 104;
/** The gap between tiles (px, Tailwind gap-2). */
const GAP = 8;
/** The narrowest a tile gets (px). */
const MIN_TILE = 150;

/** How many tiles fit across a width. */
export const columnsFor = (width: number) => Math.max(1, Math.floor(width / MIN_TILE));

/** The index an arrow key moves to in a grid of `columns`, clamped to the list. */
export function moveIndex(key: string, index: number, columns: number, count: number): number {
  const delta = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : key === 'ArrowDown' ? columns : key === 'ArrowUp' ? -columns : 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}

/**
 * The product tiles, virtualised by row (only the rows in view are in the DOM, so 10,000 items
 * scroll as fast as 20). Arrow keys move the highlight and focus; Enter or a click adds; an item
 * with nothing on hand at the outlet's store is disabled (aria-disabled: still reached by the arrows) and says "Out of stock".
 */
export function ProductGrid({ products, active, onActiveChange, onAdd, emptyMessage }: ProductGridProps) {
  const { t } = useHotelText();
  const scroller = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(3);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    setColumns(columnsFor(element.clientWidth));
    const observer = new ResizeObserver(([entry]) => setColumns(columnsFor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const rows = Math.ceil(products.length / columns);
  const virtual = useVirtualizer({ count: rows, getScrollElement: () => scroller.current, estimateSize: () => ROW, overscan: 4 });

  // The rows in view as one flat run of tiles keyed by product: a change of columns moves tiles, never remounts them.
  const items = virtual.getVirtualItems();
  const first = items[0];
  const from = (first?.index ?? 0) * columns;
  const to = ((items[items.length - 1]?.index ?? -1) + 1) * columns;
  const visible = products.slice(from, to);

  const focusTile = (index: number) => {
    onActiveChange(index);
    virtual.scrollToIndex(Math.floor(index / columns));
    requestAnimationFrame(() => scroller.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"]`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.key.startsWith('Arrow')) return;
    event.preventDefault();
    focusTile(moveIndex(event.key, active, columns, products.length));
  };

  if (products.length === 0) {
    return (
      <p data-slot="product-grid" data-state="empty" className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        {emptyMessage}
      </p>
    );
  }

  return (
    <div
      ref={scroller}
      role="group"
      aria-label={t('Products')}
      data-slot="product-grid"
      data-state="ready"
      className="min-h-64 flex-1 overflow-y-auto rounded-md"
    >
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        <div
          className="absolute inset-x-0 grid gap-2"
          style={{ top: first?.start ?? 0, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gridAutoRows: ROW - GAP }}
        >
          {visible.map((product, i) => {
            const index = from + i;
            const sellable = inStock(product);
            return (
              <button
                key={product.id}
                type="button"
                data-index={index}
                data-slot="product-tile"
                data-state={sellable ? (index === active ? 'active' : 'idle') : 'out-of-stock'}
                tabIndex={index === active ? 0 : -1}
                aria-disabled={sellable ? undefined : true}
                onFocus={() => onActiveChange(index)}
                onKeyDown={onKeyDown}
                onClick={() => (sellable ? onAdd(product) : undefined)}
                className={cn(
                  'flex min-h-11 flex-col items-start justify-between gap-1 rounded-md border border-border bg-card p-3 text-start text-sm shadow-sm outline-none transition-colors hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
                  index === active && 'border-primary',
                )}
              >
                <span className="line-clamp-2 font-medium break-words">{product.name}</span>
                <span className="flex w-full items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span className="tabular-nums text-foreground">{formatCents(product.priceCents)}</span>
                  {sellable ? <span>{product.code}</span> : <span className="font-medium text-warn">{t('Out of stock')}</span>}
                </span>
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}

import { use, useEffect, useRef } from 'react';
import { cn } from '@hotel/ui';
import { findItem } from '../../model';
import type { ShellNavigationItem } from '../../types';
import { VerticalItemsContext, VerticalNavigationList } from './vertical-navigation-items';

export interface VerticalNavigationAsideProps {
  /** The navigation's items (the open aside is looked up among them). */
  items: readonly ShellNavigationItem[];
  /** The navigation's edge; the panel opens beside it. */
  position: 'left' | 'right';
  /** The navigation's width in px (the panel starts there). */
  offset: number;
  /** Panel colours (same as the navigation). */
  className?: string;
}

/**
 * The 280 px panel beside the navigation that shows an aside item's children, with a light
 * backdrop. Closes on backdrop click, Escape (focus returns to the aside row) and navigation.
 */
export function VerticalNavigationAside({ items, position, offset, className }: VerticalNavigationAsideProps) {
  const ctx = use(VerticalItemsContext);
  const panelRef = useRef<HTMLDivElement>(null);
  const asideId = ctx?.asideId ?? null;
  const item = asideId ? findItem(asideId, items) : null;

  useEffect(() => {
    if (!item) return;
    panelRef.current?.querySelector<HTMLElement>('[data-nav-row]')?.focus();
  }, [item]);

  if (!ctx || !item) return null;
  const close = (restoreFocus: boolean) => {
    const trigger = restoreFocus ? document.querySelector<HTMLElement>(`[aria-controls="${ctx.idPrefix}-aside"]`) : null;
    ctx.toggleAside(null);
    trigger?.focus();
  };
  return (
    <>
      <div data-slot="navigation-aside-backdrop" aria-hidden="true" className="fixed inset-0 z-10 bg-black/30" onClick={() => close(false)} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape delegated from the focusable rows inside */}
      <div
        ref={panelRef}
        id={`${ctx.idPrefix}-aside`}
        role="region"
        aria-label={item.title}
        data-slot="navigation-aside-panel"
        className={cn(
          'absolute inset-y-0 z-40 flex w-70 flex-col overflow-y-auto bg-card py-2 text-foreground shadow-xl',
          className,
        )}
        style={position === 'left' ? { insetInlineStart: offset } : { insetInlineEnd: offset }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close(true);
          }
        }}
      >
        <div className="mx-3 mb-2 px-4 pt-2 text-xs font-semibold tracking-wider text-primary-600 uppercase dark:text-primary-300">{item.title}</div>
        <VerticalItemsContext value={{ ...ctx, appearance: 'default', widened: true }}>
          <VerticalNavigationList items={item.children ?? []} depth={0} className="flex flex-col gap-1" />
        </VerticalItemsContext>
      </div>
    </>
  );
}

import { use, useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { cn } from '@hotel/ui';
import { findItem } from '../../model';
import type { ShellNavigationItem } from '../../types';
import { handleRovingKeyDown, logicalKey, rows } from './roving-focus';
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

/** The row in the navigation's own panel that opens the aside `id`. */
function triggerOf(scope: HTMLElement | null, id: string): HTMLElement | null {
  return scope?.querySelector<HTMLElement>(`[data-slot="vertical-navigation-panel"] [data-type="aside"][data-id="${CSS.escape(id)}"]`) ?? null;
}

/**
 * The 280 px panel beside the navigation that shows an aside item's children (in a rail, also a
 * collapsable's: the flyout), with a light backdrop. Opening moves focus to its first row; the
 * arrow keys move between its rows; Escape or ArrowLeft closes it, and so do Shift+Tab on its
 * first row and Tab on its last (focus goes on to the row before or after it in the navigation).
 * However it closes (backdrop, a link chosen, navigation), focus that was inside goes back to the
 * row that opened it.
 */
export function VerticalNavigationAside({ items, position, offset, className }: VerticalNavigationAsideProps) {
  const ctx = use(VerticalItemsContext);
  const panelRef = useRef<HTMLDivElement>(null);
  const scopeRef = useRef<HTMLElement | null>(null);
  const focusInside = useRef(false);
  const openId = useRef<string | null>(null);
  const asideId = ctx?.asideId ?? null;
  const item = asideId ? findItem(asideId, items) : null;

  useEffect(() => {
    if (!item) return;
    panelRef.current?.querySelector<HTMLElement>('[data-nav-row]')?.focus();
  }, [item]);

  // Closed (or switched) with focus inside: back to the row that opened it.
  useEffect(() => {
    const previous = openId.current;
    openId.current = asideId;
    if (!previous || previous === asideId || !focusInside.current) return;
    focusInside.current = false;
    triggerOf(scopeRef.current, previous)?.focus();
  }, [asideId]);

  const setPanel = useCallback((node: HTMLDivElement | null) => {
    panelRef.current = node;
    if (node) scopeRef.current = node.parentElement;
  }, []);

  if (!ctx || !item) return null;
  const close = () => ctx.toggleAside(null);

  /** Leaves the flyout by Tab: focus goes to the row before or after its trigger. */
  const leave = (direction: 'back' | 'forward') => {
    const trigger = triggerOf(scopeRef.current, item.id);
    const rail = trigger?.closest<HTMLElement>('[data-slot="vertical-navigation-panel"]');
    const list = rail ? rows(rail) : [];
    const next = direction === 'back' ? trigger : list[list.indexOf(trigger as HTMLElement) + 1] ?? trigger;
    focusInside.current = false;
    close();
    next?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = event.currentTarget;
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'Tab') {
      const list = rows(panel);
      const first = event.target === list[0];
      const last = event.target === list[list.length - 1];
      if ((event.shiftKey && first) || (!event.shiftKey && last)) {
        event.preventDefault();
        leave(event.shiftKey ? 'back' : 'forward');
      }
      return;
    }
    handleRovingKeyDown(event, panel, ctx.toggle, (el) => el.dataset.id ?? null);
    if (!event.defaultPrevented && logicalKey(event, panel) === 'ArrowLeft' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      close();
    }
  };

  return (
    <>
      <div data-slot="navigation-aside-backdrop" aria-hidden="true" className="fixed inset-0 z-10 bg-overlay/30" onClick={close} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys delegated from the focusable rows inside */}
      <div
        ref={setPanel}
        id={`${ctx.idPrefix}-aside`}
        role="region"
        aria-label={item.title}
        data-slot="navigation-aside-panel"
        className={cn(
          'absolute inset-y-0 z-40 flex w-70 flex-col overflow-y-auto bg-card py-2 text-foreground shadow-xl',
          className,
        )}
        style={position === 'left' ? { insetInlineStart: offset } : { insetInlineEnd: offset }}
        onFocus={() => {
          focusInside.current = true;
        }}
        onBlur={(event) => {
          // Moving to an element outside (not the panel's rows being removed) ends the return.
          if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) focusInside.current = false;
        }}
        onKeyDown={onKeyDown}
      >
        <div className="mx-3 mb-2 px-4 pt-2 text-xs font-semibold tracking-wider text-primary-600 uppercase dark:text-primary-300">{item.title}</div>
        <VerticalItemsContext value={{ ...ctx, appearance: 'default', widened: true }}>
          <VerticalNavigationList items={item.children ?? []} depth={0} className="flex flex-col gap-1" />
        </VerticalItemsContext>
      </div>
    </>
  );
}

import { useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cn, lazyWithPreload, preloadOnIntent, useControllableState } from '@hotel/ui';
import { useLazyWidget } from '../../../lazy/use-lazy-widget';
import type { ShellNavigationItem } from '../../types';
import { handleRovingKeyDown } from './roving-focus';
import { VerticalItemsContext, VerticalNavigationList, type VerticalItemsContextValue, type VerticalNavigationAppearance } from './vertical-navigation-items';
import { useVerticalNavigation } from './use-vertical-navigation';
import { VerticalNavigationAside } from './vertical-navigation-aside';

/** The over-mode drawer (Radix Dialog) loads when it first opens or the hamburger is about to be used. */
const drawer = lazyWithPreload(() => import('./vertical-navigation-drawer').then((m) => m.VerticalNavigationDrawer));

/** Hover, focus and press handlers for the control that opens the over-mode navigation: they start loading its drawer. */
export const navigationDrawerIntent = preloadOnIntent(drawer);

/** Docked beside the content (`side`) or a drawer over it with a backdrop (`over`). */
export type VerticalNavigationMode = 'side' | 'over';
/** Which edge the navigation sits on (logical: left is the start edge in LTR). */
export type VerticalNavigationPosition = 'left' | 'right';

/** Width in px of each appearance (dense widens to 280 on hover). */
export const VERTICAL_NAVIGATION_WIDTHS: Record<VerticalNavigationAppearance, number> = { default: 280, compact: 112, dense: 80, thin: 80 };

export interface VerticalNavigationProps {
  /** The items to render: a visible tree (e.g. `useNavigation().visible`, hidden rules applied). */
  items: readonly ShellNavigationItem[];
  /** default 280 px, compact 112 (tiles), dense 80 (280 on hover, titles fade), thin 80 (icons). Default 'default'. */
  appearance?: VerticalNavigationAppearance;
  /** `side` (docked) or `over` (drawer with backdrop; closes on navigation, backdrop click and Escape). Default 'side'. */
  mode?: VerticalNavigationMode;
  /** Edge of the navigation. Default 'left'. */
  position?: VerticalNavigationPosition;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. Default true. */
  defaultOpen?: boolean;
  /** Called when the navigation opens or closes (over mode: backdrop, Escape, navigation). */
  onOpenChange?: (open: boolean) => void;
  /** Opening a collapsable closes the others (except ancestors and the active branch). Default true. */
  autoCollapse?: boolean;
  /** Fixed slot at the top. */
  header?: ReactNode;
  /** Slot above the items; scrolls with them. */
  contentHeader?: ReactNode;
  /** Slot below the items; scrolls with them. */
  contentFooter?: ReactNode;
  /** Fixed slot at the bottom. */
  footer?: ReactNode;
  /** Accessible name of the `<nav>` landmark. Default: 'Main navigation' (translated). */
  label?: string;
  /** Classes of the panel (colours, e.g. 'dark bg-background'). */
  className?: string;
  /** Relative and auto-sized instead of a sticky full-height column. */
  inner?: boolean;
}

/**
 * The vertical navigation: every item type (basic, collapsable, group, aside, divider, spacer),
 * exactly one `aria-current="page"`, the disclosure pattern for collapsables, arrow keys between
 * rows, four slots, docked or as an overlay drawer.
 */
export function VerticalNavigation({
  items,
  appearance = 'default',
  mode = 'side',
  position = 'left',
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  autoCollapse = true,
  header,
  contentHeader,
  contentFooter,
  footer,
  label,
  className,
  inner = false,
}: VerticalNavigationProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const state = useVerticalNavigation({ items, location, autoCollapse });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [widened, setWidened] = useState(false);
  const idPrefix = `nav${useId().replace(/:/g, '')}`;
  const scrollRef = useRef<HTMLDivElement>(null);
  const name = label ?? t('navigation.label');
  const over = useLazyWidget(drawer, { name, active: mode === 'over' && open, onError: () => setOpen(false) });

  // Over mode: close on navigation (fuse: every NavigationEnd).
  const locationKey = `${location.pathname}${location.search}${location.hash}`;
  const closeOnNavigation = useEffectEvent(() => {
    if (mode === 'over' && open) setOpen(false);
  });
  const firstLocation = useRef(locationKey);
  useEffect(() => {
    if (firstLocation.current === locationKey) return;
    firstLocation.current = locationKey;
    closeOnNavigation();
  }, [locationKey]);

  const onItemActivated = useCallback(() => {
    if (mode === 'over') setOpen(false);
  }, [mode, setOpen]);

  const value = useMemo<VerticalItemsContextValue>(
    () => ({ ...state, appearance: mode === 'over' ? 'default' : appearance, widened, idPrefix, onItemActivated }),
    [state, appearance, mode, widened, idPrefix, onItemActivated],
  );

  // Scroll the active row into view (within the navigation's own scroller, not the page).
  const { activeId } = state;
  useEffect(() => {
    const scroller = scrollRef.current;
    const row = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !row) return;
    const top = row.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    if (top < scroller.scrollTop || top + row.offsetHeight > scroller.scrollTop + scroller.clientHeight) {
      scroller.scrollTop = Math.max(0, top - 120);
    }
  }, [activeId, open, mode]);

  const width = VERTICAL_NAVIGATION_WIDTHS[mode === 'over' ? 'default' : appearance];
  const dense = mode === 'side' && appearance === 'dense';

  const panel = (
    <div
      data-slot="vertical-navigation-panel"
      data-widened={dense ? widened : undefined}
      className={cn(
        'flex h-full flex-col overflow-hidden bg-card text-foreground',
        dense && 'absolute inset-y-0 start-0 z-30 w-20 transition-[width] duration-400 ease-drawer data-[widened=true]:w-70 data-[widened=true]:shadow-xl',
        !dense && 'w-full',
        className,
      )}
      onMouseEnter={dense ? () => setWidened(true) : undefined}
      onMouseLeave={dense ? () => setWidened(false) : undefined}
      onFocus={dense ? () => setWidened(true) : undefined}
      onBlur={dense ? (e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setWidened(false) : undefined}
    >
      {header ? <div data-slot="navigation-header" className="shrink-0">{header}</div> : null}
      <div ref={scrollRef} data-slot="navigation-content" className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto overscroll-contain pb-4">
        {contentHeader ? <div data-slot="navigation-content-header">{contentHeader}</div> : null}
        <VerticalNavigationList
          items={items}
          depth={0}
          className="flex flex-col gap-1 pt-2"
          onKeyDown={(event) =>
            handleRovingKeyDown(event, event.currentTarget, state.toggle, (el) => el.dataset.id ?? null)
          }
        />
        {contentFooter ? <div data-slot="navigation-content-footer">{contentFooter}</div> : null}
      </div>
      {footer ? <div data-slot="navigation-footer" className="shrink-0">{footer}</div> : null}
    </div>
  );

  const body = (
    <VerticalItemsContext value={value}>
      {panel}
      <VerticalNavigationAside items={items} position={position} offset={width} className={className} />
    </VerticalItemsContext>
  );

  if (mode === 'over') {
    const OverDrawer = over.loaded;
    if (!OverDrawer) return null;
    return (
      <OverDrawer open={open} onOpenChange={setOpen} position={position} width={width} name={name}>
        {body}
      </OverDrawer>
    );
  }

  return (
    <nav
      aria-label={name}
      data-slot="vertical-navigation"
      data-appearance={appearance}
      data-mode="side"
      data-position={position}
      data-state={open ? 'open' : 'closed'}
      className={cn(
        'relative z-20 shrink-0 transition-[margin] duration-400 ease-drawer print:hidden',
        // An open aside (flyout) and its backdrop cover the header too.
        state.asideId && 'z-50',
        !inner && 'sticky top-0 h-dvh',
        position === 'right' && 'order-last',
        !open && 'invisible',
      )}
      style={{ width, ...(open ? {} : position === 'left' ? { marginInlineStart: -width } : { marginInlineEnd: -width }) }}
    >
      {body}
    </nav>
  );
}

import { memo, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cn, Icon, lazyWithPreload } from '@hotel/ui';
import { LazyPopup } from '../../../lazy/lazy-popup';
import { activeTrail } from '../../model';
import type { ShellNavigationItem } from '../../types';
import { externalRel, itemKind, NavigationBadge, NavigationIcon, routerTarget } from '../shared';

/** The branches' dropdown menus (Radix DropdownMenu, submenus, positioning) load on intent. */
const menu = lazyWithPreload(() => import('./horizontal-menu').then((m) => m.HorizontalMenu));

export interface HorizontalNavigationProps {
  /** The items to render: a visible tree (e.g. `useNavigation().visible`). */
  items: readonly ShellNavigationItem[];
  /** Accessible name of the `<nav>` landmark. Default: 'Main navigation' (translated). */
  label?: string;
  className?: string;
}

const TOP =
  'inline-flex h-10 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-medium text-foreground/85 outline-none transition-colors ' +
  'hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring data-[active=true]:bg-hover data-[active=true]:text-foreground data-[state=open]:bg-hover';

const BRANCHES = new Set(['aside', 'collapsable', 'group']);

/**
 * The horizontal navigation of the centered, enterprise, material and modern layouts: top-level
 * basic items are links; asides, collapsables and groups open dropdown menus (nested branches
 * open submenus). ArrowLeft/ArrowRight move between the top-level items. The top-level items
 * render at first paint; the menus' code loads when a branch is hovered, focused or pressed.
 */
export function HorizontalNavigation({ items, label, className }: HorizontalNavigationProps) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const trail = useMemo(() => activeTrail(items, { pathname, search, hash }), [items, pathname, search, hash]);
  const trailSet = useMemo(() => new Set(trail), [trail]);
  const activeId = trail[trail.length - 1] ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const target = event.target as HTMLElement;
    if (!target.matches('[data-hnav-row]')) return;
    const rows = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-hnav-row]')).filter((el) => !el.hasAttribute('disabled'));
    const index = rows.indexOf(target);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    const next =
      event.key === 'Home' ? rows[0] : event.key === 'End' ? rows[rows.length - 1] : rows[(index + (forward ? 1 : -1) + rows.length) % rows.length];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <nav aria-label={label ?? t('navigation.label')} data-slot="horizontal-navigation" className={cn('min-w-0', className)}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys delegated to the focusable items inside */}
      <ul className="flex items-center gap-1 overflow-x-auto" onKeyDown={onKeyDown}>
        {items.map((item) => (
          <TopItem key={item.id} item={item} activeId={activeId} inTrail={trailSet.has(item.id)} trailSet={trailSet} />
        ))}
      </ul>
    </nav>
  );
}

const TopItem = memo(function TopItem({ item, activeId, inTrail, trailSet }: { item: ShellNavigationItem; activeId: string | null; inTrail: boolean; trailSet: ReadonlySet<string> }) {
  if (item.type === 'spacer') return <li aria-hidden="true" className="flex-1" />;
  if (item.type === 'divider') return <li aria-hidden="true" className="mx-1 h-6 w-px bg-border" />;
  if (BRANCHES.has(item.type)) {
    return (
      <li>
        <LazyPopup
          content={menu}
          name={item.title ?? item.id}
          popup="menu"
          trigger={
            <button
              type="button"
              data-hnav-row=""
              data-active={inTrail || item.active === true}
              data-disabled={item.disabled ? '' : undefined}
              disabled={item.disabled}
              className={cn(TOP, item.disabled && 'opacity-40')}
            >
              <NavigationIcon item={item} size="md" className="opacity-70" />
              <span className="whitespace-nowrap">{item.title}</span>
              <NavigationBadge item={item} />
              <Icon name="heroicons_solid:chevron-down" size="sm" className="opacity-60" />
            </button>
          }
        >
          {(Menu, popup) => <Menu {...popup} item={item} activeId={activeId} trailSet={trailSet} />}
        </LazyPopup>
      </li>
    );
  }
  return <li>{renderTopLink(item, activeId === item.id)}</li>;
});

function renderTopLink(item: ShellNavigationItem, current: boolean): ReactNode {
  const kind = itemKind(item);
  const active = current || item.active === true;
  const content = (
    <>
      <NavigationIcon item={item} size="md" className="opacity-70" />
      <span className="whitespace-nowrap">{item.title}</span>
      <NavigationBadge item={item} />
    </>
  );
  const common = { 'data-hnav-row': '', 'data-active': active, className: cn(TOP, kind === 'disabled' && 'pointer-events-none opacity-40'), title: item.tooltip } as const;
  const run = () => item.function?.(item);
  switch (kind) {
    case 'internal':
      return (
        <Link {...common} to={routerTarget(item)} aria-current={current ? 'page' : undefined} onClick={run}>
          {content}
        </Link>
      );
    case 'external':
      return (
        <a {...common} href={item.link} target={item.target ?? '_self'} rel={externalRel(item)} onClick={run}>
          {content}
        </a>
      );
    case 'function':
      return (
        <button {...common} type="button" onClick={run}>
          {content}
        </button>
      );
    default:
      return (
        <span {...common} aria-disabled={kind === 'disabled' || undefined}>
          {content}
        </span>
      );
  }
}

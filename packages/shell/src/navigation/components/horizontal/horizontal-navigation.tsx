import { Fragment, memo, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  Icon,
} from '@hotel/ui';
import { activeTrail } from '../../model';
import type { ShellNavigationItem } from '../../types';
import { externalRel, itemKind, NavigationBadge, NavigationIcon, NavigationTitle, routerTarget } from '../shared';

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
 * open submenus). ArrowLeft/ArrowRight move between the top-level items.
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
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger data-hnav-row="" data-active={inTrail || item.active === true} disabled={item.disabled} className={cn(TOP, item.disabled && 'opacity-40')}>
            <NavigationIcon item={item} size="md" className="opacity-70" />
            <span className="whitespace-nowrap">{item.title}</span>
            <NavigationBadge item={item} />
            <Icon name="heroicons_solid:chevron-down" size="sm" className="opacity-60" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="min-w-56">
            <MenuItems items={item.children ?? []} activeId={activeId} trailSet={trailSet} />
          </DropdownMenuContent>
        </DropdownMenu>
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

/** Items inside a dropdown: links, actions, separators, labelled group sections and submenus. */
function MenuItems({ items, activeId, trailSet }: { items: readonly ShellNavigationItem[]; activeId: string | null; trailSet: ReadonlySet<string> }) {
  return (
    <>
      {items.map((item) => {
        switch (item.type) {
          case 'divider':
            return <DropdownMenuSeparator key={item.id} />;
          case 'spacer':
            return null;
          case 'group':
            return (
              <Fragment key={item.id}>
                <DropdownMenuGroup aria-label={item.title}>
                  <DropdownMenuLabel className="text-xs font-semibold tracking-wider text-primary-600 uppercase dark:text-primary-300">{item.title}</DropdownMenuLabel>
                  <MenuItems items={item.children ?? []} activeId={activeId} trailSet={trailSet} />
                </DropdownMenuGroup>
              </Fragment>
            );
          case 'aside':
          case 'collapsable':
            return (
              <DropdownMenuSub key={item.id}>
                <DropdownMenuSubTrigger disabled={item.disabled} data-active={trailSet.has(item.id)} className="gap-3 data-[active=true]:font-semibold">
                  <NavigationIcon item={item} size="md" className="opacity-70" />
                  <NavigationTitle item={item} />
                  <NavigationBadge item={item} />
                </DropdownMenuSubTrigger>
                <DropdownMenuSubContent className="min-w-56">
                  <MenuItems items={item.children ?? []} activeId={activeId} trailSet={trailSet} />
                </DropdownMenuSubContent>
              </DropdownMenuSub>
            );
          default:
            return <MenuLink key={item.id} item={item} current={activeId === item.id} />;
        }
      })}
    </>
  );
}

function MenuLink({ item, current }: { item: ShellNavigationItem; current: boolean }) {
  const kind = itemKind(item);
  const content = (
    <>
      <NavigationIcon item={item} size="md" className="opacity-70" />
      <NavigationTitle item={item} />
      <NavigationBadge item={item} />
    </>
  );
  const className = cn('gap-3', (current || item.active) && 'bg-hover font-semibold text-primary-700 dark:text-primary-300');
  const onSelect = () => item.function?.(item);
  if (kind === 'internal') {
    return (
      <DropdownMenuItem asChild className={className} onSelect={onSelect}>
        <Link to={routerTarget(item)} aria-current={current ? 'page' : undefined}>
          {content}
        </Link>
      </DropdownMenuItem>
    );
  }
  if (kind === 'external') {
    return (
      <DropdownMenuItem asChild className={className} onSelect={onSelect}>
        <a href={item.link} target={item.target ?? '_self'} rel={externalRel(item)}>
          {content}
        </a>
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem className={className} disabled={kind === 'disabled' || kind === 'plain'} onSelect={onSelect} title={item.tooltip}>
      {content}
    </DropdownMenuItem>
  );
}

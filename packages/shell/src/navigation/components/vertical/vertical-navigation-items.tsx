import { createContext, memo, use, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@hotel/ui';
import type { ShellNavigationItem } from '../../types';
import { cx, externalRel, itemKind, routerTarget } from '../shared';
import type { VerticalNavigationState } from './use-vertical-navigation';
import { indent, isRail, ROW, RowContent, rowClass, rowColour, rowMode, WithTooltip, type VerticalNavigationAppearance } from './vertical-navigation-row';

export type { VerticalNavigationAppearance } from './vertical-navigation-row';

export interface VerticalItemsContextValue extends VerticalNavigationState {
  appearance: VerticalNavigationAppearance;
  /** Dense appearance only: whether the panel is widened (hover or focus inside). */
  widened: boolean;
  /** Prefix for element ids (unique per navigation). */
  idPrefix: string;
  /** Called after a link or function item is activated (over mode closes on it). */
  onItemActivated?: (item: ShellNavigationItem) => void;
}

export const VerticalItemsContext = createContext<VerticalItemsContextValue | null>(null);

function useItems(): VerticalItemsContextValue {
  const value = use(VerticalItemsContext);
  if (!value) throw new Error('Vertical navigation items must be rendered inside <VerticalNavigation>.');
  return value;
}

export interface VerticalItemProps {
  item: ShellNavigationItem;
  /** Number of collapsable ancestors (drives the indent). */
  depth: number;
  /** Whether the item sits in a group (active titles turn primary). */
  inGroup?: boolean;
}

/** One item of any type. */
export const VerticalNavigationItem = memo(function VerticalNavigationItem({ item, depth, inGroup = false }: VerticalItemProps) {
  const ctx = useItems();
  const rail = isRail(ctx.appearance) && depth === 0;
  switch (item.type) {
    case 'divider':
      return (
        <li data-slot="navigation-divider" className="my-3 px-3">
          <hr className="border-border" />
        </li>
      );
    case 'spacer':
      return <li data-slot="navigation-spacer" className="my-1.5" />;
    case 'group':
      // In a rail (compact, thin) a group has no room for its heading: its items show in the rail.
      if (rail) return <RailGroup item={item} />;
      return <GroupItem item={item} depth={depth} />;
    case 'collapsable':
      // In a rail a collapsable opens its children in a flyout beside the rail.
      if (rail) return <AsideRow item={item} depth={depth} />;
      return <CollapsableItem item={item} depth={depth} inGroup={inGroup} />;
    case 'aside':
      return <AsideRow item={item} depth={depth} />;
    default:
      return <BasicItem item={item} depth={depth} inGroup={inGroup} />;
  }
});

/** A list of items. */
export function VerticalNavigationList({ items, depth, inGroup, ...props }: { items: readonly ShellNavigationItem[]; depth: number; inGroup?: boolean } & Omit<ComponentProps<'ul'>, 'children'>) {
  return (
    <ul {...props}>
      {items.map((child) => (
        <VerticalNavigationItem key={child.id} item={child} depth={depth} inGroup={inGroup} />
      ))}
    </ul>
  );
}

const BasicItem = memo(function BasicItem({ item, depth, inGroup }: { item: ShellNavigationItem; depth: number; inGroup: boolean }) {
  const ctx = useItems();
  const kind = itemKind(item);
  const current = ctx.activeId === item.id;
  const active = current || item.active === true;
  const mode = rowMode(ctx.appearance, depth);
  const faded = ctx.appearance === 'dense' && !ctx.widened;
  const tooltip = item.tooltip || (mode ? item.title : undefined);
  const style = mode ? undefined : indent(depth);
  const className = cx(rowClass(mode), rowColour(inGroup && active && !mode), kind === 'disabled' && 'pointer-events-none opacity-40');
  const onClick = (event: MouseEvent) => {
    if (item.function) item.function(item);
    if (kind === 'function' && !item.link) event.preventDefault();
    ctx.onItemActivated?.(item);
  };
  const common = {
    'data-nav-row': '',
    'data-slot': 'navigation-item',
    'data-type': 'basic',
    'data-active': active,
    className,
    style,
  } as const;
  const content = <RowContent item={item} mode={mode} faded={faded} />;
  let row: ReactNode;
  switch (kind) {
    case 'internal':
      row = (
        <Link {...common} to={routerTarget(item)} aria-current={current ? 'page' : undefined} onClick={onClick}>
          {content}
        </Link>
      );
      break;
    case 'external':
      row = (
        <a {...common} href={item.link} target={item.target ?? '_self'} rel={externalRel(item)} onClick={onClick}>
          {content}
        </a>
      );
      break;
    case 'function':
      row = (
        <button {...common} type="button" onClick={onClick}>
          {content}
        </button>
      );
      break;
    default:
      row = (
        <div {...common} aria-disabled={kind === 'disabled' || undefined}>
          {content}
        </div>
      );
  }
  return <li>{tooltip ? <WithTooltip text={tooltip} side="right">{row}</WithTooltip> : row}</li>;
});

function GroupItem({ item, depth }: { item: ShellNavigationItem; depth: number }) {
  const ctx = useItems();
  const headingId = `${ctx.idPrefix}-${item.id}-heading`;
  const dense = ctx.appearance === 'dense' && !ctx.widened;
  return (
    <li data-slot="navigation-group" className="mt-6 first:mt-2">
      <div className="mx-3 mb-1 px-4" style={depth ? indent(depth) : undefined}>
        {dense ? (
          <span aria-hidden="true" className="block h-0.5 w-6 rounded bg-current opacity-40" />
        ) : null}
        <span id={headingId} className={cx('block text-xs font-semibold tracking-wider text-primary-600 uppercase dark:text-primary-300', dense && 'sr-only')}>{item.title}</span>
        {item.subtitle && !dense ? <span className="block text-[11px] leading-normal text-muted-foreground">{item.subtitle}</span> : null}
      </div>
      <VerticalNavigationList items={item.children ?? []} depth={depth} inGroup aria-labelledby={headingId} className="flex flex-col gap-1" />
    </li>
  );
}

/**
 * A top-level group in a rail (compact, thin): its items (icons or tiles with tooltips, a
 * collapsable as a flyout) right in the rail, after a short rule; its title names the list for
 * assistive tech only.
 */
function RailGroup({ item }: { item: ShellNavigationItem }) {
  const ctx = useItems();
  const headingId = `${ctx.idPrefix}-${item.id}-heading`;
  return (
    <li data-slot="navigation-group" data-rail="" className="mt-2 first:mt-0">
      <span aria-hidden="true" className="mx-auto mb-2 block h-0.5 w-6 rounded bg-current opacity-25" />
      <span id={headingId} className="sr-only">
        {item.title}
      </span>
      <VerticalNavigationList items={item.children ?? []} depth={0} inGroup aria-labelledby={headingId} className="flex flex-col gap-1" />
    </li>
  );
}

function CollapsableItem({ item, depth, inGroup }: { item: ShellNavigationItem; depth: number; inGroup: boolean }) {
  const ctx = useItems();
  const expanded = ctx.expanded.has(item.id);
  const listId = `${ctx.idPrefix}-${item.id}-children`;
  const dense = ctx.appearance === 'dense' && !ctx.widened;
  const inTrail = ctx.trailSet.has(item.id) || item.active === true;
  const button = (
    <button
      type="button"
      data-nav-row=""
      data-slot="navigation-item"
      data-type="collapsable"
      data-id={item.id}
      data-active={expanded || inTrail}
      data-state={expanded ? 'open' : 'closed'}
      aria-expanded={expanded}
      aria-controls={listId}
      disabled={item.disabled}
      className={cx(ROW, rowColour(inGroup && inTrail), item.disabled && 'opacity-40')}
      style={indent(depth)}
      onClick={() => ctx.toggle(item.id)}
    >
      <RowContent
        item={item}
        mode={null}
        faded={dense}
        trailing={
          <Icon
            name="heroicons_solid:chevron-right"
            size="sm"
            className={cx('ms-2 shrink-0 transition-transform duration-300 rtl:-scale-x-100', expanded && 'rotate-90 rtl:rotate-90', dense ? 'opacity-0' : 'opacity-70')}
          />
        }
      />
    </button>
  );
  return (
    <li data-slot="navigation-collapsable">
      {item.tooltip ? <WithTooltip text={item.tooltip} side="right">{button}</WithTooltip> : button}
      <ul id={listId} hidden={!expanded || dense} data-parent-id={item.id} className="mt-1 flex flex-col gap-1">
        {expanded
          ? (item.children ?? []).map((child) => <VerticalNavigationItem key={child.id} item={child} depth={depth + 1} inGroup={inGroup} />)
          : null}
      </ul>
    </li>
  );
}

function AsideRow({ item, depth }: { item: ShellNavigationItem; depth: number }) {
  const ctx = useItems();
  const open = ctx.asideId === item.id;
  const active = open || ctx.trailSet.has(item.id) || item.active === true;
  const mode = rowMode(ctx.appearance, depth);
  const faded = ctx.appearance === 'dense' && !ctx.widened;
  const tooltip = item.tooltip || (mode ? item.title : undefined);
  const button = (
    <button
      type="button"
      data-nav-row=""
      data-slot="navigation-item"
      data-type="aside"
      data-id={item.id}
      data-active={active}
      data-state={open ? 'open' : 'closed'}
      aria-expanded={open}
      aria-controls={open ? `${ctx.idPrefix}-aside` : undefined}
      disabled={item.disabled}
      className={cx(rowClass(mode), rowColour(false), item.disabled && 'opacity-40')}
      style={mode ? undefined : indent(depth)}
      onClick={() => ctx.toggleAside(item.id)}
    >
      <RowContent
        item={item}
        mode={mode}
        faded={faded}
        flyout
        trailing={<Icon name="heroicons_solid:chevron-right" size="sm" className={cx('ms-2 shrink-0 rtl:-scale-x-100', faded ? 'opacity-0' : 'opacity-70')} />}
      />
    </button>
  );
  return <li data-slot="navigation-aside">{tooltip ? <WithTooltip text={tooltip} side="right">{button}</WithTooltip> : button}</li>;
}

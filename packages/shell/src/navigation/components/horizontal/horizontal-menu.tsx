import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import {
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
  cn,
} from '@hotel/ui';
import type { PopupContentProps } from '../../../lazy/lazy-popup';
import type { ShellNavigationItem } from '../../types';
import { externalRel, itemKind, NavigationBadge, NavigationIcon, NavigationTitle, routerTarget } from '../shared';

export interface HorizontalMenuProps extends PopupContentProps {
  /** The branch (aside, collapsable or group) whose children the menu lists. */
  item: ShellNavigationItem;
  /** The active item's id. */
  activeId: string | null;
  /** The ids on the way to the active item. */
  trailSet: ReadonlySet<string>;
}

/**
 * The dropdown menu of a top-level branch of the horizontal navigation, around its trigger
 * (loaded on intent by HorizontalNavigation): links, actions, separators, groups and submenus.
 */
export function HorizontalMenu({ trigger, open, onOpenChange, item, activeId, trailSet }: HorizontalMenuProps) {
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild disabled={item.disabled}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-56">
        <MenuItems items={item.children ?? []} activeId={activeId} trailSet={trailSet} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
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

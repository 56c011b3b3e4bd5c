import type { ReactNode } from 'react';
import { Icon, isSafeLink } from '@hotel/ui';
import type { ShellNavigationItem } from '../types';

/**
 * Joins class names without conflict resolution (the rows build non-conflicting lists). Cheaper
 * than `cn` (tailwind-merge), which matters for 500-row menus.
 */
export const cx = (...classes: Array<string | false | null | undefined>): string => classes.filter(Boolean).join(' ');

/** Default look of a badge without its own classes. */
const DEFAULT_BADGE = 'rounded-full bg-primary px-2 text-primary-foreground';

/** The badge of a navigation item: 20 px tall, 10 px semibold text, colours from `badge.classes`. */
export function NavigationBadge({ item, className }: { item: ShellNavigationItem; className?: string }) {
  if (!item.badge?.title) return null;
  return (
    <span
      data-slot="navigation-badge"
      className={cx('inline-flex h-5 min-w-5 shrink-0 items-center justify-center text-[10px] leading-none font-semibold whitespace-nowrap', item.badge.classes || DEFAULT_BADGE, className)}
    >
      {item.badge.title}
    </span>
  );
}

/** The item's icon (decorative: the title names the row). */
export function NavigationIcon({ item, className, size = 'lg' }: { item: ShellNavigationItem; className?: string; size?: 'md' | 'lg' }) {
  if (!item.icon) return null;
  return <Icon name={item.icon} size={size} className={cx('shrink-0', className)} />;
}

/** A link target the router understands: path, query and fragment. */
export function routerTarget(item: ShellNavigationItem): { pathname: string; search: string; hash: string } {
  const raw = item.link ?? '';
  const [pathAndQuery = '', fragment] = raw.split('#', 2);
  const [path = '', query = ''] = pathAndQuery.split('?', 2);
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(item.queryParams ?? {})) params.set(key, String(value));
  const search = params.toString();
  const hash = item.fragment ?? fragment ?? '';
  return { pathname: path.startsWith('/') ? path : `/${path}`, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '' };
}

/** How a basic item behaves when activated. */
export type ItemKind = 'internal' | 'external' | 'function' | 'plain' | 'disabled';

/** Classifies a basic item; an external link with an unsafe scheme is rendered inert (disabled). */
export function itemKind(item: ShellNavigationItem): ItemKind {
  if (item.disabled) return 'disabled';
  if (item.link) {
    if (item.externalLink) return isSafeLink(item.link) ? 'external' : 'disabled';
    return 'internal';
  }
  return item.function ? 'function' : 'plain';
}

/** `rel` for external links opened in another browsing context. */
export function externalRel(item: ShellNavigationItem): string | undefined {
  return item.target === '_blank' ? 'noopener noreferrer' : undefined;
}

/** Title and subtitle block of a row. */
export function NavigationTitle({ item, hideSubtitle, className }: { item: ShellNavigationItem; hideSubtitle?: boolean; className?: string }): ReactNode {
  return (
    <span data-slot="navigation-title" className={cx('flex min-w-0 flex-1 flex-col', className)}>
      <span className="truncate">{item.title}</span>
      {item.subtitle && !hideSubtitle ? <span className="truncate text-[11px] leading-normal text-muted-foreground">{item.subtitle}</span> : null}
    </span>
  );
}

import type { NavigationLocation, ShellNavigationItem } from './types';

const CONTAINERS = new Set(['group', 'collapsable', 'aside']);
const STRUCTURAL = new Set(['divider', 'spacer']);

/** True when the item's `hidden` flag or rule says so. A throwing rule hides the item. */
export function isItemHidden(item: ShellNavigationItem): boolean {
  if (typeof item.hidden === 'function') {
    try {
      return item.hidden(item);
    } catch (error) {
      console.error(`Navigation item '${item.id}': hidden rule failed`, error);
      return true;
    }
  }
  return item.hidden === true;
}

/**
 * The items to render: hidden rules evaluated at every level, and groups, collapsables and asides
 * that are left with nothing but dividers/spacers (or nothing) pruned.
 */
export function visibleItems<T extends ShellNavigationItem>(items: readonly T[]): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (isItemHidden(item)) continue;
    if (CONTAINERS.has(item.type)) {
      const children = visibleItems((item.children ?? []) as T[]);
      if (!children.some((child) => !STRUCTURAL.has(child.type))) continue;
      out.push(children.length === item.children?.length && children.every((c, i) => c === item.children?.[i]) ? item : { ...item, children });
    } else {
      out.push(item);
    }
  }
  return out;
}

/**
 * Keeps the items the roles may see (an item without `roles` is for everyone), pruning containers
 * left empty. The mock API already filters; use this for menus built in code.
 */
export function filterByRoles<T extends ShellNavigationItem>(items: readonly T[], roles: readonly string[]): T[] {
  const have = new Set(roles);
  const walk = (list: readonly T[]): T[] => {
    const out: T[] = [];
    for (const item of list) {
      if (item.roles && item.roles.length > 0 && !item.roles.some((r) => have.has(r))) continue;
      if (CONTAINERS.has(item.type)) {
        const children = walk((item.children ?? []) as T[]);
        if (!children.some((child) => !STRUCTURAL.has(child.type))) continue;
        out.push({ ...item, children });
      } else out.push(item);
    }
    return out;
  };
  return walk(items);
}

/** Every `basic` item, depth first, recursing into asides, collapsables and groups. */
export function flattenNavigation<T extends ShellNavigationItem>(items: readonly T[], out: T[] = []): T[] {
  for (const item of items) {
    if (item.type === 'basic') out.push(item);
    if (CONTAINERS.has(item.type) && item.children) flattenNavigation(item.children as T[], out);
  }
  return out;
}

/** The item with this id (depth-first), or null. */
export function findItem<T extends ShellNavigationItem>(id: string, items: readonly T[]): T | null {
  for (const item of items) {
    if (item.id === id) return item;
    if (item.children) {
      const found = findItem(id, item.children as T[]);
      if (found) return found;
    }
  }
  return null;
}

/** The parent of the item with this id; null for a top-level or unknown item. */
export function findParent<T extends ShellNavigationItem>(id: string, items: readonly T[], parent: T | null = null): T | null {
  for (const item of items) {
    if (item.id === id) return parent;
    if (item.children) {
      const found = findParent(id, item.children as T[], item);
      if (found) return found;
    }
  }
  return null;
}

interface ParsedLink {
  segments: string[];
  query: Map<string, string>;
}

const BASE = 'http://navigation.invalid/';

function parseLink(link: string, queryParams?: Record<string, string>): ParsedLink | null {
  let url: URL;
  try {
    url = new URL(link.startsWith('/') ? link : `/${link}`, BASE);
  } catch {
    return null;
  }
  const query = new Map(url.searchParams);
  for (const [key, value] of Object.entries(queryParams ?? {})) query.set(key, String(value));
  return { segments: url.pathname.split('/').filter(Boolean), query };
}

function parseLocation(location: NavigationLocation): ParsedLink & { fragment: string } {
  const segments = location.pathname.split('/').filter(Boolean);
  const query = new Map(new URLSearchParams(location.search ?? ''));
  return { segments, query, fragment: (location.hash ?? '').replace(/^#/, '') };
}

/**
 * Whether a link item matches the location. Default "subset": the item's path segments are a
 * prefix of the location's and its query parameters a subset. `exactMatch`: the same path and
 * exactly the same query. The fragment is ignored unless the item has one. External links never match.
 */
export function isItemActive(item: ShellNavigationItem, location: NavigationLocation): boolean {
  return matchScore(item, parseLocation(location)) !== null;
}

// Parsed links are cached per item object (items are immutable; an update creates a new object).
const parsedLinks = new WeakMap<ShellNavigationItem, ParsedLink | null>();
function parsedLinkOf(item: ShellNavigationItem & { link: string }): ParsedLink | null {
  let parsed = parsedLinks.get(item);
  if (parsed === undefined) {
    parsed = parseLink(item.link, item.queryParams);
    parsedLinks.set(item, parsed);
  }
  return parsed;
}

function matchScore(item: ShellNavigationItem, loc: ReturnType<typeof parseLocation>): number | null {
  if (!item.link || item.externalLink || item.disabled) return null;
  const link = parsedLinkOf(item as ShellNavigationItem & { link: string });
  if (!link) return null;
  if (item.exactMatch) {
    if (link.segments.length !== loc.segments.length) return null;
    if (link.query.size !== loc.query.size) return null;
  } else if (link.segments.length > loc.segments.length) return null;
  for (let i = 0; i < link.segments.length; i++) if (link.segments[i] !== loc.segments[i]) return null;
  for (const [key, value] of link.query) if (loc.query.get(key) !== value) return null;
  if (item.fragment && item.fragment !== loc.fragment) return null;
  // Longer paths win, then exact matches, then more query parameters, then a fragment.
  return link.segments.length * 1000 + (item.exactMatch ? 500 : 0) + link.query.size * 10 + (item.fragment ? 1 : 0);
}

/**
 * The ids of the single active item and its ancestors, outermost first. When several items match,
 * the most specific (longest) one wins; on a tie, the first in menu order. Empty when none matches.
 */
export function activeTrail(items: readonly ShellNavigationItem[], location: NavigationLocation): string[] {
  const loc = parseLocation(location);
  let best: { score: number; trail: string[] } | null = null;
  const ancestors: string[] = [];
  const walk = (list: readonly ShellNavigationItem[]) => {
    for (const item of list) {
      if (item.type === 'basic') {
        const score = matchScore(item, loc);
        if (score !== null && (!best || score > best.score)) best = { score, trail: [...ancestors, item.id] };
      }
      if (item.children) {
        ancestors.push(item.id);
        walk(item.children);
        ancestors.pop();
      }
    }
  };
  walk(items);
  return (best as { trail: string[] } | null)?.trail ?? [];
}

/** Returns a copy of the tree with `patch` merged into the item `id` (same tree if not found). */
export function updateItemInTree<T extends ShellNavigationItem>(items: readonly T[], id: string, patch: Partial<T>): T[] {
  let changed = false;
  const walk = (list: readonly T[]): T[] =>
    list.map((item) => {
      if (item.id === id) {
        changed = true;
        return { ...item, ...patch };
      }
      if (!item.children) return item;
      const children = walk(item.children as T[]);
      return children.some((c, i) => c !== item.children?.[i]) ? { ...item, children } : item;
    });
  const next = walk(items);
  return changed ? next : (items as T[]);
}

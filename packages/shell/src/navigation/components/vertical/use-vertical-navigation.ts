import { useCallback, useMemo, useState } from 'react';
import { activeTrail } from '../../model';
import type { NavigationLocation, ShellNavigationItem } from '../../types';

export interface UseVerticalNavigationOptions {
  /** The visible tree (hidden rules already applied, see `visibleItems`). */
  items: readonly ShellNavigationItem[];
  /** The current location; active matching and auto-expansion follow it. */
  location: NavigationLocation;
  /** Expanding one collapsable collapses the others (except its ancestors and the active branch). Default true. */
  autoCollapse?: boolean;
}

export interface VerticalNavigationState {
  /** Ids of the active leaf and its ancestors, outermost first. */
  trail: readonly string[];
  /** The set form of `trail`. */
  trailSet: ReadonlySet<string>;
  /** The id of the single active leaf (the one with aria-current="page"), or null. */
  activeId: string | null;
  /** Ids of the expanded collapsables. */
  expanded: ReadonlySet<string>;
  /** Opens or closes a collapsable by id, applying the auto-collapse rules. */
  toggle: (id: string) => void;
  /** The id of the aside whose panel is open, or null. */
  asideId: string | null;
  /** Opens (or, when already open, closes) an aside panel; null closes it. */
  toggleAside: (id: string | null) => void;
}

interface Index {
  /** Ancestor ids per item id, outermost first. */
  ancestors: Map<string, string[]>;
  /** Collapsable descendants per collapsable id. */
  descendants: Map<string, string[]>;
}

function indexTree(items: readonly ShellNavigationItem[]): Index {
  const ancestors = new Map<string, string[]>();
  const descendants = new Map<string, string[]>();
  const walk = (list: readonly ShellNavigationItem[], path: string[]) => {
    for (const item of list) {
      ancestors.set(item.id, path);
      if (item.type === 'collapsable') {
        for (const a of path) descendants.get(a)?.push(item.id);
        descendants.set(item.id, []);
      }
      if (item.children) walk(item.children, [...path, item.id]);
    }
  };
  walk(items, []);
  return { ancestors, descendants };
}

/** Collapsables on the active trail: they open when a descendant is active. */
function trailCollapsables(trail: readonly string[], index: Index): string[] {
  return trail.filter((id) => index.descendants.has(id));
}

/**
 * The state of a vertical navigation: the active trail of the location, the expanded
 * collapsables (a collapsable starts collapsed and opens when a descendant is active; with
 * auto-collapse, opening one closes the others except its ancestors and the active branch;
 * closing one closes its descendants) and the open aside (closed on every navigation).
 */
export function useVerticalNavigation({ items, location, autoCollapse = true }: UseVerticalNavigationOptions): VerticalNavigationState {
  const { pathname, search = '', hash = '' } = location;
  const trail = useMemo(() => activeTrail(items, { pathname, search, hash }), [items, pathname, search, hash]);
  const index = useMemo(() => indexTree(items), [items]);
  const trailKey = trail.join('\u0000');
  const locationKey = `${pathname}?${search}#${hash}`;

  const [state, setState] = useState(() => ({
    locationKey,
    trailKey,
    items,
    expanded: new Set(trailCollapsables(trail, index)) as ReadonlySet<string>,
    asideId: null as string | null,
  }));

  // On navigation (or a new tree): expand the active branch; with auto-collapse, close the rest.
  // The aside panel closes on every navigation. Derived during render, not in an effect.
  let current = state;
  if (state.locationKey !== locationKey || state.trailKey !== trailKey || state.items !== items) {
    const open = trailCollapsables(trail, index);
    const expanded = new Set(autoCollapse ? open : [...state.expanded, ...open]);
    for (const id of expanded) if (!index.descendants.has(id)) expanded.delete(id);
    current = { locationKey, trailKey, items, expanded, asideId: state.locationKey !== locationKey ? null : state.asideId };
    setState(current);
  }

  const toggle = useCallback(
    (id: string) => {
      setState((prev) => {
        const expanded = new Set(prev.expanded);
        if (expanded.has(id)) {
          expanded.delete(id);
          for (const d of index.descendants.get(id) ?? []) expanded.delete(d);
        } else {
          expanded.add(id);
          if (autoCollapse) {
            const keep = new Set([id, ...(index.ancestors.get(id) ?? []), ...trail]);
            for (const other of [...expanded]) if (!keep.has(other)) expanded.delete(other);
          }
        }
        return { ...prev, expanded };
      });
    },
    [index, autoCollapse, trail],
  );

  const toggleAside = useCallback((id: string | null) => {
    setState((prev) => ({ ...prev, asideId: id === null || prev.asideId === id ? null : id }));
  }, []);

  const trailSet = useMemo(() => new Set(trail), [trail]);
  const last = trail.length > 0 ? (trail[trail.length - 1] ?? null) : null;
  return { trail, trailSet, activeId: last, expanded: current.expanded, toggle, asideId: current.asideId, toggleAside };
}

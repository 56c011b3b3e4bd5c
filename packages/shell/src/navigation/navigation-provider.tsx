import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { activeTrail, findItem, updateItemInTree, visibleItems } from './model';
import type { NavigationLocation, ShellNavigationItem } from './types';

export interface NavigationContextValue {
  /** The whole tree with titles translated (hidden items included). */
  items: ShellNavigationItem[];
  /** What to render: hidden rules applied and empty containers pruned. */
  visible: ShellNavigationItem[];
  /** Merges a change into one item, e.g. `updateItem('apps.tasks', { subtitle: '3 remaining tasks' })`. */
  updateItem: (id: string, patch: Partial<ShellNavigationItem>) => void;
  /** Replaces the tree (e.g. after the navigation call answers). */
  setItems: (items: ShellNavigationItem[]) => void;
  /** Finds an item of the translated tree by id. */
  getItem: (id: string) => ShellNavigationItem | null;
}

const NavigationContext = createContext<NavigationContextValue | null>(null);

export interface NavigationProviderProps {
  /** The navigation tree (usually GET api/common/navigation's `default`). A new array resets local updates. */
  items?: ShellNavigationItem[];
  children?: ReactNode;
}

/**
 * Holds the navigation tree. Titles are translated by id (i18n key `nav:<translation ?? id>`, a
 * subtitle `nav:<translation ?? id>_subtitle`), falling back to the API's text, and re-translated when the language changes.
 */
export function NavigationProvider({ items: source = EMPTY, children }: NavigationProviderProps) {
  const [state, setState] = useState({ source, tree: source });
  // A new `items` prop replaces the tree (derived state, reset during render).
  let tree = state.tree;
  if (state.source !== source) {
    tree = source;
    setState({ source, tree: source });
  }
  const { t, i18n } = useTranslation('nav');
  const language = i18n?.language;

  const translated = useMemo(() => {
    void language;
    const translate = (list: ShellNavigationItem[]): ShellNavigationItem[] =>
      list.map((item) => {
        const key = item.translation ?? item.id;
        const title = item.title === undefined && !item.translation ? undefined : t(key, { defaultValue: item.title ?? '' });
        // A group's subtitle under `<key>_subtitle` ('hotel_subtitle'), the API's text without one.
        const subtitleKey = `${key}_subtitle`;
        const subtitle = item.subtitle === undefined ? undefined : t(subtitleKey, { defaultValue: item.subtitle });
        const children = item.children ? translate(item.children) : undefined;
        return { ...item, ...(title !== undefined ? { title } : {}), ...(subtitle !== undefined ? { subtitle } : {}), ...(children ? { children } : {}) };
      });
    return translate(tree);
  }, [tree, t, language]);

  const visible = useMemo(() => visibleItems(translated), [translated]);

  const updateItem = useCallback((id: string, patch: Partial<ShellNavigationItem>) => {
    setState((prev) => ({ ...prev, tree: updateItemInTree(prev.tree, id, patch) }));
  }, []);
  const setItems = useCallback((items: ShellNavigationItem[]) => setState((prev) => ({ ...prev, tree: items })), []);
  const getItem = useCallback((id: string) => findItem(id, translated), [translated]);

  const value = useMemo<NavigationContextValue>(
    () => ({ items: translated, visible, updateItem, setItems, getItem }),
    [translated, visible, updateItem, setItems, getItem],
  );
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

const EMPTY: ShellNavigationItem[] = [];

/** The navigation tree and its updaters; throws outside a NavigationProvider. */
export function useNavigation(): NavigationContextValue {
  const value = use(NavigationContext);
  if (!value) throw new Error('useNavigation must be used inside a <NavigationProvider>.');
  return value;
}

/**
 * Ids of the active item and its ancestors in the visible tree for a location (router-agnostic:
 * pass react-router's `useLocation()`). Exactly one leaf is active: the most specific match.
 */
export function useActiveTrail(location: NavigationLocation): string[] {
  const { visible } = useNavigation();
  const { pathname, search = '', hash = '' } = location;
  return useMemo(() => activeTrail(visible, { pathname, search, hash }), [visible, pathname, search, hash]);
}

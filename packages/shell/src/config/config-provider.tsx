import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { applyAppearance, isDarkScheme } from './apply';
import { resolveLayout } from './resolve-layout';
import { readStoredConfig, writeStoredConfig } from './storage';
import { CONFIG_STORAGE_KEY, DEFAULT_CONFIG, DEFAULT_THEMES, isLayout, resolveThemes, sanitizeConfig, type Layout, type ShellConfig, type ThemeOption } from './types';
import { usePrefersDark } from './use-prefers-dark';

export interface ConfigContextValue {
  /** The chosen config (what the settings drawer shows). */
  config: ShellConfig;
  /** The layout actually shown: config, then `?layout=`, then the route's layout. */
  layout: Layout;
  /**
   * Where the shown layout comes from: the config, or an override of the current view (`?layout=`
   * or the route's layout), which never changes the config.
   */
  layoutSource: 'config' | 'query' | 'route';
  /** Whether the dark scheme is in effect (resolves `auto`). */
  dark: boolean;
  /** The themes the config accepts and the settings drawer offers (the `themes` prop). */
  themes: readonly ThemeOption[];
  /** Changes part of the config; remembered when uncontrolled. */
  setConfig: (patch: Partial<ShellConfig>) => void;
  /** Restores the defaults. */
  resetConfig: () => void;
  /** Sets the layouts of the current URL and route (this view only); used by the router integration. */
  setLayoutOverrides: (overrides: { query?: string | null; route?: string | null }) => void;
}

const ConfigContext = createContext<ConfigContextValue | null>(null);

export interface ConfigProviderProps {
  /** Controlled config. When set, the provider does not remember anything itself. */
  config?: ShellConfig;
  /** Initial config when uncontrolled; the remembered config (localStorage) wins over it. */
  defaultConfig?: Partial<ShellConfig>;
  /** Called with the next config on every change (controlled or not). */
  onConfigChange?: (config: ShellConfig) => void;
  /** localStorage key; `null` disables remembering. Default 'shellConfig'. */
  storageKey?: string | null;
  /** Write data-layout, data-theme and the dark class on `<html>`. Default true. */
  applyToDocument?: boolean;
  /**
   * The themes users can choose: ids validated in the stored and given config, offered by the
   * settings drawer. Default `DEFAULT_THEMES` (the six built-in). Add an app's own with
   * `[...DEFAULT_THEMES, { id: 'ocean', label: 'Ocean', swatch: '#0e7490' }]` and ship its CSS
   * (@hotel/ui `createThemeCss`); pass the same list to `createPrePaintScript`. Keep it stable
   * (a module constant). Throws on an empty list, an invalid or a repeated id.
   */
  themes?: readonly ThemeOption[];
  children?: ReactNode;
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Holds the shell's appearance (layout, scheme, theme), remembers it in localStorage and applies it
 * to `<html>`. `auto` follows `prefers-color-scheme` live.
 */
export function ConfigProvider({
  config: controlled,
  defaultConfig,
  onConfigChange,
  storageKey = CONFIG_STORAGE_KEY,
  applyToDocument = true,
  themes: themeList = DEFAULT_THEMES,
  children,
}: ConfigProviderProps) {
  const themes = useMemo(() => resolveThemes(themeList), [themeList]);
  const [uncontrolled, setUncontrolled] = useState<ShellConfig>(() => {
    const initial = sanitizeConfig(defaultConfig ?? {}, DEFAULT_CONFIG, themes);
    return storageKey ? readStoredConfig(initial, storageKey, themes) : initial;
  });
  const [overrides, setOverrides] = useState<{ query?: string | null; route?: string | null }>({});
  const config = controlled ?? uncontrolled;
  const prefersDark = usePrefersDark();
  const dark = isDarkScheme(config.scheme, prefersDark);
  const layout = resolveLayout(config.layout, overrides.query, overrides.route);
  const layoutSource = isLayout(overrides.route) ? 'route' : isLayout(overrides.query) ? 'query' : 'config';

  const commit = useCallback(
    (next: ShellConfig) => {
      if (!controlled) {
        setUncontrolled(next);
        if (storageKey) writeStoredConfig(next, storageKey);
      }
      onConfigChange?.(next);
    },
    [controlled, storageKey, onConfigChange],
  );

  const setConfig = useCallback(
    (patch: Partial<ShellConfig>) => {
      const next = sanitizeConfig({ ...config, ...patch }, config, themes);
      if (next.layout === config.layout && next.scheme === config.scheme && next.theme === config.theme) return;
      commit(next);
    },
    [config, commit, themes],
  );

  const resetConfig = useCallback(() => commit(sanitizeConfig(DEFAULT_CONFIG, DEFAULT_CONFIG, themes)), [commit, themes]);

  // The overrides belong to the view shown (`?layout=`, the route's layout): they never reach the
  // config, so the next page without them, and the settings drawer, show the user's own choice.
  const setLayoutOverrides = useCallback((next: { query?: string | null; route?: string | null }) => {
    setOverrides((prev) => (prev.query === next.query && prev.route === next.route ? prev : next));
  }, []);

  useIsomorphicLayoutEffect(() => {
    if (!applyToDocument || typeof document === 'undefined') return;
    applyAppearance(document.documentElement, { layout, theme: config.theme, scheme: config.scheme, prefersDark });
  }, [applyToDocument, layout, config.theme, config.scheme, prefersDark]);

  const value = useMemo<ConfigContextValue>(
    () => ({ config, layout, layoutSource, dark, themes, setConfig, resetConfig, setLayoutOverrides }),
    [config, layout, layoutSource, dark, themes, setConfig, resetConfig, setLayoutOverrides],
  );
  return <ConfigContext value={value}>{children}</ConfigContext>;
}

/** The shell config; throws outside a ConfigProvider. */
export function useConfig(): ConfigContextValue {
  const value = use(ConfigContext);
  if (!value) throw new Error('useConfig must be used inside a <ConfigProvider>.');
  return value;
}

/**
 * Feeds the current URL's `?layout=` and the route's layout into the config provider as overrides
 * of this view (the stored config is not changed) and returns the effective layout.
 * Router-agnostic: pass the values your router gives you.
 */
export function useLayout(queryLayout?: string | null, routeLayout?: string | null): Layout {
  const { setLayoutOverrides, config } = useConfig();
  useEffect(() => {
    setLayoutOverrides({ query: queryLayout ?? null, route: routeLayout ?? null });
  }, [queryLayout, routeLayout, setLayoutOverrides]);
  return resolveLayout(config.layout, queryLayout, routeLayout);
}

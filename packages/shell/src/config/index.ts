export { applyAppearance, isDarkScheme } from './apply';
export { ConfigProvider, useConfig, useLayout, type ConfigContextValue, type ConfigProviderProps } from './config-provider';
export { createPrePaintScript, prePaintScript } from './pre-paint-script';
export { resolveLayout } from './resolve-layout';
export { useRouterLayout } from './use-router-layout';
export { readStoredConfig, writeStoredConfig } from './storage';
export {
  CONFIG_STORAGE_KEY,
  DEFAULT_CONFIG,
  LAYOUTS,
  SCHEMES,
  THEMES,
  isLayout,
  isScheme,
  isTheme,
  sanitizeConfig,
  type Layout,
  type Scheme,
  type ShellConfig,
  type Theme,
} from './types';
export { PREFERS_DARK_QUERY, usePrefersDark } from './use-prefers-dark';

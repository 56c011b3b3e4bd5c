export { applyAppearance, isDarkScheme } from './apply';
export { ConfigProvider, useConfig, useLayout, type ConfigContextValue, type ConfigProviderProps } from './config-provider';
export { createPrePaintScript, prePaintScript, type PrePaintScriptOptions } from './pre-paint-script';
export { resolveLayout } from './resolve-layout';
export { useRouterLayout } from './use-router-layout';
export { readStoredConfig, writeStoredConfig } from './storage';
export {
  CONFIG_STORAGE_KEY,
  DEFAULT_CONFIG,
  DEFAULT_THEMES,
  LAYOUTS,
  SCHEMES,
  THEMES,
  isLayout,
  isScheme,
  isTheme,
  resolveThemes,
  sanitizeConfig,
  type BuiltInTheme,
  type Layout,
  type Scheme,
  type ShellConfig,
  type Theme,
  type ThemeOption,
} from './types';
export { PREFERS_DARK_QUERY, usePrefersDark } from './use-prefers-dark';

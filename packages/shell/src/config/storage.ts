import { CONFIG_STORAGE_KEY, DEFAULT_CONFIG, DEFAULT_THEMES, sanitizeConfig, type ShellConfig, type ThemeOption } from './types';

/**
 * Reads the remembered config; a missing, corrupt or partial entry falls back to `fallback`, and a
 * theme that is not one of `themes` (default: the built-in six) falls back to the fallback's.
 */
export function readStoredConfig(
  fallback: ShellConfig = DEFAULT_CONFIG,
  key = CONFIG_STORAGE_KEY,
  themes: readonly ThemeOption[] = DEFAULT_THEMES,
): ShellConfig {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return { ...fallback };
    return sanitizeConfig(JSON.parse(raw), fallback, themes);
  } catch {
    return { ...fallback };
  }
}

/** Remembers the config; storage errors (quota, private mode) are ignored. */
export function writeStoredConfig(config: ShellConfig, key = CONFIG_STORAGE_KEY): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(config));
  } catch {
    // Storage unavailable: the config still applies for this page.
  }
}

/** The eleven shell layouts (000 section 2). */
export const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;

/** Colour schemes; `auto` follows the operating system's `prefers-color-scheme` live. */
export const SCHEMES = ['auto', 'light', 'dark'] as const;

/** Colour themes (000 section 9). */
export const THEMES = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;

export type Layout = (typeof LAYOUTS)[number];
export type Scheme = (typeof SCHEMES)[number];
export type Theme = (typeof THEMES)[number];

/** The user-facing appearance of the shell. */
export interface ShellConfig {
  /** Which of the eleven layouts frames the pages. */
  layout: Layout;
  /** Light, dark, or `auto` (follows the operating system). */
  scheme: Scheme;
  /** Colour theme; applied as `data-theme` on `<html>`. */
  theme: Theme;
}

/** The defaults of the spec: classy, light, default. */
export const DEFAULT_CONFIG: Readonly<ShellConfig> = Object.freeze({ layout: 'classy', scheme: 'light', theme: 'default' });

/** localStorage key under which the config is remembered. */
export const CONFIG_STORAGE_KEY = 'shellConfig';

export const isLayout = (value: unknown): value is Layout =>
  typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value);
export const isScheme = (value: unknown): value is Scheme =>
  typeof value === 'string' && (SCHEMES as readonly string[]).includes(value);
export const isTheme = (value: unknown): value is Theme =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

/**
 * Keeps only the valid fields of an untrusted value (e.g. parsed from localStorage), filling the
 * rest from `fallback`.
 */
export function sanitizeConfig(value: unknown, fallback: ShellConfig = DEFAULT_CONFIG): ShellConfig {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    layout: isLayout(v.layout) ? v.layout : fallback.layout,
    scheme: isScheme(v.scheme) ? v.scheme : fallback.scheme,
    theme: isTheme(v.theme) ? v.theme : fallback.theme,
  };
}

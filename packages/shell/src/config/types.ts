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

/** The six built-in colour themes (000 section 9); their CSS ships in @hotel/ui. */
export const THEMES = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;

export type Layout = (typeof LAYOUTS)[number];
export type Scheme = (typeof SCHEMES)[number];
/** One of the six built-in themes. */
export type BuiltInTheme = (typeof THEMES)[number];
/**
 * A colour theme's id, applied as `data-theme` on `<html>`: a built-in one or one the app
 * registers (`themes` of ConfigProvider / ShellProviders). Validated against the configured list.
 */
export type Theme = string;

/** A theme offered by the settings drawer and accepted by the config. */
export interface ThemeOption {
  /** The `data-theme` value (letters, digits, `-` and `_`). Its CSS sets the colour tokens (see @hotel/ui, Theming). */
  id: string;
  /**
   * The name in the settings drawer. A translation under `themes.<id>` wins over it; without it
   * the translation is used (the built-in themes have one in every shell language).
   */
  label?: string;
  /** A CSS colour for the theme's dot in the drawer; default: the theme's own `primary`. */
  swatch?: string;
}

/** The built-in themes as options: the list the config uses unless an app passes its own. */
export const DEFAULT_THEMES: readonly ThemeOption[] = Object.freeze(THEMES.map((id) => Object.freeze({ id })));

const THEME_ID = /^[A-Za-z0-9_-]+$/;

/**
 * Checks a list of theme options (at least one; ids valid and unique) and returns it; throws a
 * clear error otherwise.
 */
export function resolveThemes(themes: readonly ThemeOption[] = DEFAULT_THEMES): readonly ThemeOption[] {
  const ids = themes.map((theme) => theme?.id);
  if (!ids.length || ids.some((id, index) => typeof id !== 'string' || !THEME_ID.test(id) || ids.indexOf(id) !== index)) {
    throw new Error(`Invalid themes ${JSON.stringify(ids)}: list at least one; each id is letters, digits, "-" or "_", and appears once.`);
  }
  return themes;
}

/** The user-facing appearance of the shell. */
export interface ShellConfig {
  /** Which of the eleven layouts frames the pages. */
  layout: Layout;
  /** Light, dark, or `auto` (follows the operating system). */
  scheme: Scheme;
  /** Colour theme (an id of the configured themes); applied as `data-theme` on `<html>`. */
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
/** Whether `value` is the id of one of `themes` (default: the six built-in themes). */
export const isTheme = (value: unknown, themes: readonly ThemeOption[] = DEFAULT_THEMES): value is Theme =>
  themes.some((theme) => theme.id === value);

/**
 * Keeps only the valid fields of an untrusted value (e.g. parsed from localStorage), filling the
 * rest from `fallback`. A theme must be one of `themes` (default: the built-in six); when the
 * fallback's theme is not either, the first of `themes` is used.
 */
export function sanitizeConfig(
  value: unknown,
  fallback: ShellConfig = DEFAULT_CONFIG,
  themes: readonly ThemeOption[] = DEFAULT_THEMES,
): ShellConfig {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    layout: isLayout(v.layout) ? v.layout : fallback.layout,
    scheme: isScheme(v.scheme) ? v.scheme : fallback.scheme,
    theme: isTheme(v.theme, themes) ? v.theme : isTheme(fallback.theme, themes) ? fallback.theme : (themes[0]?.id ?? fallback.theme),
  };
}

/**
 * The colour tokens of @hotel/ui: every colour the ui and shell components use is one of these.
 * Each token is a Tailwind colour (`bg-<token>`, `text-<token>`, `border-<token>`, `ring-<token>`…)
 * backed by a CSS variable that a theme sets (see theme.css and the README's "Theming").
 */

/** What a colour token is: the CSS variable a theme sets, and what it colours. */
export interface ThemeTokenInfo {
  /** The CSS custom property behind the token, set per theme and scheme. */
  readonly variable: `--hotel-${string}`;
  /** What the token colours (documentation, shown in the README's table). */
  readonly description: string;
}

/** One step of the theme's palette (50 lightest, 900 darkest). */
const step = <S extends string>(value: S) =>
  ({
    variable: `--hotel-primary-${value}`,
    description: `Step ${value} of the theme's palette (50 lightest, 900 darkest): tints for selected rows, chips and banners.`,
  }) as const;

/** Every colour token, by its Tailwind name (`bg-primary` → `primary`). */
export const THEME_TOKENS = {
  primary: {
    variable: '--hotel-primary',
    description: 'Filled primary surfaces (primary buttons, switches, the settings header, default navigation badges) and primary-coloured text, links and selection marks.',
  },
  'primary-foreground': { variable: '--hotel-on-primary', description: 'Text and icons on `primary`.' },
  'primary-50': step('50'),
  'primary-100': step('100'),
  'primary-200': step('200'),
  'primary-300': step('300'),
  'primary-400': step('400'),
  'primary-500': step('500'),
  'primary-600': step('600'),
  'primary-700': step('700'),
  'primary-800': step('800'),
  'primary-900': step('900'),
  accent: { variable: '--hotel-accent', description: 'Secondary buttons and tooltips.' },
  'accent-foreground': { variable: '--hotel-on-accent', description: 'Text and icons on `accent`.' },
  warn: { variable: '--hotel-warn', description: 'Destructive buttons, error text, invalid borders, counts over their limit.' },
  'warn-foreground': { variable: '--hotel-on-warn', description: 'Text and icons on `warn`.' },
  success: { variable: '--hotel-success', description: 'Success text and badges (the online status dot, a positive alert).' },
  warning: { variable: '--hotel-warning', description: 'Warning text and badges (the away status dot, a warning alert).' },
  background: { variable: '--hotel-bg-default', description: 'The page behind the cards.' },
  card: { variable: '--hotel-bg-card', description: 'Cards, panels, dialogs, drawers, menus, inputs and the header; text on `success` and `warning` badges.' },
  hover: { variable: '--hotel-bg-hover', description: 'Hover and pressed fill of rows, menu items and ghost buttons (translucent).' },
  foreground: { variable: '--hotel-text-default', description: 'Body text.' },
  'muted-foreground': { variable: '--hotel-text-secondary', description: 'Secondary text: descriptions, table headers, timestamps.' },
  hint: { variable: '--hotel-text-hint', description: 'Hints, placeholders and decorative icons (3:1, large text and icons only).' },
  border: { variable: '--hotel-border', description: 'Borders and dividers.' },
  ring: { variable: '--hotel-ring', description: 'The focus ring (the primary colour unless a theme sets it).' },
  overlay: {
    variable: '--hotel-overlay',
    description: 'The scrim behind dialogs and drawers and the darkening of a hovered button on `primary` (used at 50 %, 30 % and 10 % opacity).',
  },
  'badge-messages': { variable: '--hotel-badge-messages', description: 'The unread count on the messages button in the header.' },
  'badge-messages-foreground': { variable: '--hotel-on-badge-messages', description: 'Text on `badge-messages`.' },
  'badge-notifications': { variable: '--hotel-badge-notifications', description: 'The unread count on the notifications button in the header.' },
  'badge-notifications-foreground': { variable: '--hotel-on-badge-notifications', description: 'Text on `badge-notifications`.' },
} as const satisfies Record<string, ThemeTokenInfo>;

/** A colour token's name, as used in Tailwind classes (`primary`, `card`, `badge-messages`…). */
export type ThemeToken = keyof typeof THEME_TOKENS;

/** Colour values by token: any CSS colour (`#0e7490`, `oklch(…)`, `var(--hotel-primary-700)`). */
export type ThemeTokenValues = Partial<Record<ThemeToken, string>>;

/** A theme an app registers: its `data-theme` id and its token values in light and dark. */
export interface ThemeDefinition {
  /** The `data-theme` value (letters, digits, `-` and `_`), e.g. `'ocean'`. */
  id: string;
  /**
   * Values in the light scheme; in dark they apply too unless `dark` sets the token. Unset tokens
   * keep the built-in values (`primary` is palette step 600 in light and 300 in dark).
   */
  light: ThemeTokenValues;
  /** Values in the dark scheme (the `dark` class on `<html>`). */
  dark?: ThemeTokenValues;
}

const THEME_ID = /^[A-Za-z0-9_-]+$/;
const UNSAFE_VALUE = /[;{}<>\\]|\/\*/;

/** Throws unless `id` can be a `data-theme` value (and a CSS attribute selector's string). */
export function assertThemeId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || !THEME_ID.test(id)) {
    throw new Error(`Theme id must be letters, digits, "-" or "_" (got ${JSON.stringify(id)}).`);
  }
}

function declarations(id: string, scheme: 'light' | 'dark', values: ThemeTokenValues): string {
  return Object.entries(values)
    .map(([token, value]) => {
      const info = (THEME_TOKENS as Record<string, ThemeTokenInfo>)[token];
      if (!info) throw new Error(`Theme "${id}" (${scheme}): unknown token "${token}". Known tokens: ${Object.keys(THEME_TOKENS).join(', ')}.`);
      if (typeof value !== 'string' || !value.trim() || UNSAFE_VALUE.test(value)) {
        throw new Error(`Theme "${id}" (${scheme}): the value of "${token}" must be a CSS colour (got ${JSON.stringify(value)}).`);
      }
      return `    ${info.variable}: ${value.trim()};`;
    })
    .join('\n');
}

/**
 * Matches one selector of a theme's token rules, as theme.css and `createThemeCss` write them (and
 * a minifier leaves them): `[data-theme]`, `[data-theme='<id>']`, and their dark forms under
 * `.dark` or `:root.dark`. A build that inlines only the rules a prerendered page uses must keep
 * these (Beasties' `allowRules`): the stored theme and scheme are known only in the browser.
 */
export const THEME_SELECTOR: RegExp = /^(?::root)?(?:\.dark)?\s*\[data-theme(?:=(['"]?)[\w-]+\1)?\]$/;

/**
 * The CSS of a registered theme: its light values on `[data-theme='<id>']` and its dark values on
 * the same element under `.dark`, in the `base` layer beside the built-in themes (so the built-in
 * dark rules still apply to tokens the theme leaves unset). Pure: use it at build time (write a
 * file, inline it in index.html) or at run time with `injectThemeCss`. Throws on an invalid id, an
 * unknown token or a value that is not a plain CSS value.
 */
export function createThemeCss(theme: ThemeDefinition): string {
  assertThemeId(theme.id);
  const selector = `[data-theme='${theme.id}']`;
  const light = declarations(theme.id, 'light', theme.light ?? {});
  const dark = theme.dark ? declarations(theme.id, 'dark', theme.dark) : '';
  const rules = [`  ${selector} {\n${light}\n  }`];
  if (dark) rules.push(`  :root.dark${selector},\n  .dark${selector},\n  .dark ${selector} {\n${dark}\n  }`);
  return `@layer base {\n${rules.join('\n')}\n}\n`;
}

/**
 * Adds (or replaces) a `<style data-hotel-theme="<id>">` with the theme's CSS in `document.head`
 * and returns it. Call it before the first render; for no flash on a reload, prefer shipping the
 * CSS of `createThemeCss` in a stylesheet.
 */
export function injectThemeCss(theme: ThemeDefinition, doc: Document = document): HTMLStyleElement {
  const css = createThemeCss(theme);
  let style = doc.head.querySelector<HTMLStyleElement>(`style[data-hotel-theme='${theme.id}']`);
  if (!style) {
    style = doc.createElement('style');
    style.dataset.hotelTheme = theme.id;
    doc.head.append(style);
  }
  style.textContent = css;
  return style;
}

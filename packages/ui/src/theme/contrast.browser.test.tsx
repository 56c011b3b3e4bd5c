import '../../../../.storybook/preview.css';
import { afterAll, describe, expect, it } from 'vitest';
import { contrastRatio, THEME_NAMES } from './contrast';
import { injectThemeCss, THEME_TOKENS, type ThemeDefinition } from './tokens';

type Rgb = [number, number, number];

const canvas = document.createElement('canvas');
canvas.width = canvas.height = 1;
const context = canvas.getContext('2d', { willReadFrequently: true })!;

/** Resolves a theme token on <html> to its computed CSS colour string. */
function token(name: string): string {
  const variable = (THEME_TOKENS as Record<string, { variable: string }>)[name]?.variable;
  if (!variable) throw new Error(`Unknown token ${name}`);
  const value = getComputedStyle(document.documentElement).getPropertyValue(variable).trim();
  if (!value || value.includes('var(')) throw new Error(`Token ${name} (${variable}) did not resolve: "${value}"`);
  return value;
}

/** Paints `colour` over `base` (for translucent tokens) and reads back the sRGB pixel. */
function paint(colour: string, base = '#ffffff'): Rgb {
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = base;
  context.fillRect(0, 0, 1, 1);
  context.fillStyle = colour;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return [r ?? 0, g ?? 0, b ?? 0];
}

function ratio(foreground: string, background: string): number {
  const bg = paint(token(background));
  const fg = paint(token(foreground), `rgb(${bg.join(' ')})`);
  return contrastRatio(fg, bg);
}

/** [foreground, background, minimum ratio, why]. */
const PAIRS: Array<[string, string, number, string]> = [
  ['foreground', 'background', 4.5, 'body text on the page'],
  ['foreground', 'card', 4.5, 'body text on a card'],
  ['muted-foreground', 'card', 4.5, 'secondary text on a card'],
  ['muted-foreground', 'background', 4.5, 'secondary text on the page'],
  ['primary-foreground', 'primary', 4.5, 'text on a primary button'],
  ['warn-foreground', 'warn', 4.5, 'text on a destructive button'],
  ['accent-foreground', 'accent', 4.5, 'text on a secondary button / tooltip'],
  ['primary', 'card', 4.5, 'primary-coloured text and links on a card'],
  ['primary', 'background', 4.5, 'primary-coloured links on the page'],
  ['warn', 'card', 4.5, 'error text on a card'],
  ['success', 'card', 4.5, 'success text on a card'],
  ['warning', 'card', 4.5, 'warning text on a card'],
  ['card', 'success', 4.5, 'text on a success badge'],
  ['card', 'warning', 4.5, 'text on a warning badge'],
  ['hint', 'card', 3, 'hint text (large text and icons, 3:1)'],
  ['ring', 'card', 3, 'focus ring against a card (non-text, 3:1)'],
  ['ring', 'background', 3, 'focus ring against the page (non-text, 3:1)'],
  ['badge-messages-foreground', 'badge-messages', 4.5, 'the unread count of messages'],
  ['badge-notifications-foreground', 'badge-notifications', 4.5, 'the unread count of notifications'],
];

/**
 * An app's own theme registered with `injectThemeCss`: the worked example of the README
 * ("Theming"), checked like the built-in ones.
 */
const OCEAN: ThemeDefinition = {
  id: 'ocean',
  light: {
    'primary-50': '#ecfeff',
    'primary-100': '#cffafe',
    'primary-200': '#a5f3fc',
    'primary-300': '#67e8f9',
    'primary-400': '#22d3ee',
    'primary-500': '#06b6d4',
    'primary-600': '#0891b2',
    'primary-700': '#0e7490',
    'primary-800': '#155e75',
    'primary-900': '#164e63',
    primary: 'var(--hotel-primary-700)',
    'badge-messages': '#0e7490',
  },
  dark: { primary: 'var(--hotel-primary-300)', 'primary-foreground': '#082f49', 'badge-messages': '#155e75' },
};
injectThemeCss(OCEAN);

const MATRIX = [...THEME_NAMES, OCEAN.id].flatMap((theme) => (['light', 'dark'] as const).map((scheme) => [theme, scheme] as const));

afterAll(() => {
  delete document.documentElement.dataset.theme;
  document.documentElement.classList.remove('dark');
});

describe('theme tokens meet WCAG contrast in every theme and scheme', () => {
  it.each(MATRIX)('%s / %s', (theme, scheme) => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.classList.toggle('dark', scheme === 'dark');
    const failures = PAIRS.flatMap(([fg, bg, min, why]) => {
      const value = ratio(fg, bg);
      return value >= min ? [] : [`${fg} on ${bg} = ${value.toFixed(2)} < ${min} (${why})`];
    });
    // The border must be visible against the card (a divider, not a control boundary).
    const border = ratio('border', 'card');
    if (border < 1.15) failures.push(`border on card = ${border.toFixed(2)} < 1.15`);
    // A dialog (card) must stand out from the page dimmed by the scrim (overlay at 50 %).
    const dimmed = paint(`color-mix(in srgb, ${token('overlay')} 50%, transparent)`, `rgb(${paint(token('background')).join(' ')})`);
    const scrim = contrastRatio(paint(token('card')), dimmed);
    if (scrim < 1.3) failures.push(`card on the dimmed page = ${scrim.toFixed(2)} < 1.3`);
    expect(failures).toEqual([]);
  });

  it('applies a registered theme: its light values, and its dark values under .dark', () => {
    const root = document.documentElement;
    root.dataset.theme = 'ocean';
    root.classList.remove('dark');
    expect(paint(token('primary'))).toEqual([14, 116, 144]);
    expect(paint(token('primary-50'))).toEqual([236, 254, 255]);
    root.classList.add('dark');
    expect(paint(token('primary'))).toEqual([103, 232, 249]);
    expect(paint(token('primary-foreground'))).toEqual([8, 47, 73]);
    // Tokens the theme leaves unset keep the built-in values.
    root.dataset.theme = 'default';
    const builtIn = paint(token('card'));
    root.dataset.theme = 'ocean';
    expect(paint(token('card'))).toEqual(builtIn);
  });

  it('detects a failing pair (the check can fail)', () => {
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeGreaterThan(4.47);
    expect(contrastRatio([150, 150, 150], [255, 255, 255])).toBeLessThan(4.5);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  });
});

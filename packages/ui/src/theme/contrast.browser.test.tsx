import '../../../../.storybook/preview.css';
import { afterAll, describe, expect, it } from 'vitest';
import { contrastRatio, THEME_NAMES } from './contrast';

type Rgb = [number, number, number];

const canvas = document.createElement('canvas');
canvas.width = canvas.height = 1;
const context = canvas.getContext('2d', { willReadFrequently: true })!;

/** The Tailwind colour token → the theme variable behind it (theme.css `@theme inline`). */
const VARIABLES: Record<string, string> = {
  background: '--hotel-bg-default',
  card: '--hotel-bg-card',
  foreground: '--hotel-text-default',
  'muted-foreground': '--hotel-text-secondary',
  hint: '--hotel-text-hint',
  border: '--hotel-border',
  ring: '--hotel-ring',
  primary: '--hotel-primary',
  'primary-foreground': '--hotel-on-primary',
  accent: '--hotel-accent',
  'accent-foreground': '--hotel-on-accent',
  warn: '--hotel-warn',
  'warn-foreground': '--hotel-on-warn',
  success: '--hotel-success',
  warning: '--hotel-warning',
};

/** Resolves a theme token on <html> to its computed CSS colour string. */
function token(name: string): string {
  const variable = VARIABLES[name];
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
];

const MATRIX = THEME_NAMES.flatMap((theme) => (['light', 'dark'] as const).map((scheme) => [theme, scheme] as const));

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
    expect(failures).toEqual([]);
  });

  it('detects a failing pair (the check can fail)', () => {
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeGreaterThan(4.47);
    expect(contrastRatio([150, 150, 150], [255, 255, 255])).toBeLessThan(4.5);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createThemeCss, injectThemeCss, THEME_SELECTOR, THEME_TOKENS, type ThemeDefinition } from './tokens';

const themeCss = readFileSync(resolve(import.meta.dirname, '../styles/theme.css'), 'utf8');
const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');

describe('THEME_TOKENS', () => {
  it.each(Object.entries(THEME_TOKENS))('%s is a Tailwind colour of theme.css backed by its variable, with a value', (name, { variable }) => {
    expect(themeCss).toContain(`--color-${name}: var(${variable});`);
    expect(themeCss).toMatch(new RegExp(`\\s${variable}:\\s`));
  });

  it('lists every colour of theme.css (no undocumented token)', () => {
    const colours = [...themeCss.matchAll(/--color-([\w-]+): var\(--hotel-/g)].map((match) => match[1]);
    expect(colours.sort()).toEqual(Object.keys(THEME_TOKENS).sort());
  });

  it.each(Object.keys(THEME_TOKENS))('the README documents %s', (name) => {
    expect(readme).toContain(`| \`${name}\` |`);
  });
});

const OCEAN: ThemeDefinition = { id: 'ocean', light: { 'primary-700': '#0e7490', primary: 'var(--hotel-primary-700)' }, dark: { 'primary-foreground': '#082f49' } };

describe('createThemeCss', () => {
  it('writes the light values on [data-theme] and the dark ones under .dark, in the base layer', () => {
    expect(createThemeCss(OCEAN)).toBe(
      [
        '@layer base {',
        "  [data-theme='ocean'] {",
        '    --hotel-primary-700: #0e7490;',
        '    --hotel-primary: var(--hotel-primary-700);',
        '  }',
        "  :root.dark[data-theme='ocean'],",
        "  .dark[data-theme='ocean'],",
        "  .dark [data-theme='ocean'] {",
        '    --hotel-on-primary: #082f49;',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('leaves out the dark rule when the theme has no dark values', () => {
    expect(createThemeCss({ id: 'plain', light: { primary: '#123456' } })).not.toContain('.dark');
  });

  it.each([
    [{ id: 'bad id', light: {} }, /Theme id must be letters/],
    [{ id: "x'] body {", light: {} }, /Theme id must be letters/],
    [{ id: 'ocean', light: { primry: '#fff' } }, /unknown token "primry"/],
    [{ id: 'ocean', light: { primary: 'red; } body { color: red' } }, /value of "primary" must be a CSS colour/],
    [{ id: 'ocean', light: { primary: '' } }, /value of "primary" must be a CSS colour/],
    [{ id: 'ocean', light: {}, dark: { card: '</style>' } }, /\(dark\): the value of "card"/],
  ])('rejects %j with a clear error', (theme, message) => {
    expect(() => createThemeCss(theme as ThemeDefinition)).toThrow(message);
  });
});

describe('THEME_SELECTOR', () => {
  const selectorsOf = (css: string) =>
    [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]*)\{/g)].flatMap((match) => match[1]!.split(',').map((selector) => selector.trim())).filter((selector) => selector.includes('data-theme'));

  it('matches every selector of the built-in themes and of a registered one, quoted or minified', () => {
    const selectors = [...selectorsOf(themeCss), ...selectorsOf(createThemeCss(OCEAN))];
    expect(selectors.length).toBeGreaterThan(8);
    for (const selector of [...selectors, ...selectors.map((selector) => selector.replace(/'([\w-]+)'/, '$1'))]) expect(selector).toMatch(THEME_SELECTOR);
  });

  it('matches nothing else: a rule that only mentions a theme stays subject to the page', () => {
    for (const selector of ['[data-theme=teal] .card', '.dark .card', '[data-theme-x]', "[data-theme='a'] , .b", 'html']) expect(selector).not.toMatch(THEME_SELECTOR);
  });
});

describe('injectThemeCss', () => {
  afterEach(() => document.head.querySelectorAll('style[data-hotel-theme]').forEach((style) => style.remove()));

  it('adds one style element per theme and replaces it on a second call', () => {
    const first = injectThemeCss(OCEAN);
    expect(first.dataset.hotelTheme).toBe('ocean');
    expect(first.textContent).toBe(createThemeCss(OCEAN));
    const second = injectThemeCss({ id: 'ocean', light: { primary: '#000000' } });
    expect(second).toBe(first);
    expect(document.head.querySelectorAll('style[data-hotel-theme]')).toHaveLength(1);
    expect(second.textContent).toContain('--hotel-primary: #000000;');
  });
});

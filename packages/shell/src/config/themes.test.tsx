import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installMatchMedia, type FakeMedia } from '../test/match-media';
import { ConfigProvider, useConfig } from './config-provider';
import { createPrePaintScript, prePaintScript } from './pre-paint-script';
import { readStoredConfig } from './storage';
import { CONFIG_STORAGE_KEY, DEFAULT_CONFIG, DEFAULT_THEMES, isTheme, resolveThemes, sanitizeConfig, THEMES, type ThemeOption } from './types';

/** An app's own theme beside the built-in six, as the README registers it. */
const THEMES_WITH_OCEAN: readonly ThemeOption[] = [...DEFAULT_THEMES, { id: 'ocean', label: 'Ocean', swatch: '#0e7490' }];

let media: FakeMedia;
const root = () => document.documentElement;
beforeEach(() => {
  media = installMatchMedia();
  root().className = '';
  delete root().dataset.theme;
});
afterEach(() => media.restore());

const withThemes =
  (themes: readonly ThemeOption[] | undefined, defaultConfig?: Parameters<typeof ConfigProvider>[0]['defaultConfig']) =>
  ({ children }: { children: ReactNode }) => (
    <ConfigProvider themes={themes} defaultConfig={defaultConfig}>
      {children}
    </ConfigProvider>
  );

describe('theme lists', () => {
  it('the default list is the six built-in themes', () => {
    expect(DEFAULT_THEMES.map((theme) => theme.id)).toEqual([...THEMES]);
    expect(resolveThemes()).toEqual(DEFAULT_THEMES);
  });

  it('isTheme checks the built-in six unless given a list', () => {
    expect(isTheme('teal')).toBe(true);
    expect(isTheme('ocean')).toBe(false);
    expect(isTheme('ocean', THEMES_WITH_OCEAN)).toBe(true);
    expect(isTheme(42, THEMES_WITH_OCEAN)).toBe(false);
  });

  it.each([
    [[], 'Invalid themes []'],
    [[{ id: 'has space' }], 'Invalid themes ["has space"]'],
    [[{ id: "x']" }], `Invalid themes ["x']"]`],
    [[{ label: 'No id' }], 'Invalid themes [null]'],
    [[{ id: 'ocean' }, { id: 'ocean', label: 'Again' }], 'Invalid themes ["ocean","ocean"]'],
  ])('rejects %j with a clear error', (themes, message) => {
    expect(() => resolveThemes(themes as ThemeOption[])).toThrow(`${message}: list at least one; each id is letters, digits, "-" or "_", and appears once.`);
  });


  it('sanitizeConfig keeps a registered theme and drops an unknown one', () => {
    expect(sanitizeConfig({ theme: 'ocean' }, DEFAULT_CONFIG, THEMES_WITH_OCEAN).theme).toBe('ocean');
    expect(sanitizeConfig({ theme: 'ocean' }).theme).toBe('default');
    expect(sanitizeConfig({ theme: 'neon' }, DEFAULT_CONFIG, THEMES_WITH_OCEAN).theme).toBe('default');
    // Without 'default' in the list, the first theme is the fallback.
    expect(sanitizeConfig({ theme: 'neon' }, DEFAULT_CONFIG, [{ id: 'ocean' }, { id: 'teal' }]).theme).toBe('ocean');
  });
});

describe('ConfigProvider with a registered theme', () => {
  it('accepts it, stores it, applies it to <html> and restores it', () => {
    const first = renderHook(() => useConfig(), { wrapper: withThemes(THEMES_WITH_OCEAN) });
    expect(first.result.current.themes).toEqual(THEMES_WITH_OCEAN);
    act(() => first.result.current.setConfig({ theme: 'ocean' }));
    expect(first.result.current.config.theme).toBe('ocean');
    expect(root().dataset.theme).toBe('ocean');
    expect(JSON.parse(localStorage.getItem(CONFIG_STORAGE_KEY) ?? '{}')).toMatchObject({ theme: 'ocean' });
    first.unmount();
    const second = renderHook(() => useConfig(), { wrapper: withThemes(THEMES_WITH_OCEAN) });
    expect(second.result.current.config.theme).toBe('ocean');
    expect(readStoredConfig(DEFAULT_CONFIG, CONFIG_STORAGE_KEY, THEMES_WITH_OCEAN).theme).toBe('ocean');
  });

  it('ignores an unknown theme from setConfig, keeping the current one', () => {
    const { result } = renderHook(() => useConfig(), { wrapper: withThemes(THEMES_WITH_OCEAN) });
    act(() => result.current.setConfig({ theme: 'teal' }));
    act(() => result.current.setConfig({ theme: 'neon' }));
    expect(result.current.config.theme).toBe('teal');
    expect(root().dataset.theme).toBe('teal');
  });

  it('a stored theme the app no longer registers falls back to the default', () => {
    localStorage.setItem(CONFIG_STORAGE_KEY, JSON.stringify({ theme: 'ocean', scheme: 'dark' }));
    const { result } = renderHook(() => useConfig(), { wrapper: withThemes(undefined) });
    expect(result.current.config).toEqual({ ...DEFAULT_CONFIG, scheme: 'dark' });
    expect(root().dataset.theme).toBe('default');
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('a registered theme can be the initial one; an unknown initial theme falls back', () => {
    const ocean = renderHook(() => useConfig(), { wrapper: withThemes(THEMES_WITH_OCEAN, { theme: 'ocean' }) });
    expect(ocean.result.current.config.theme).toBe('ocean');
    ocean.unmount();
    const unknown = renderHook(() => useConfig(), { wrapper: withThemes(THEMES_WITH_OCEAN, { theme: 'neon' }) });
    expect(unknown.result.current.config.theme).toBe('default');
  });

  it('throws on an invalid theme list', () => {
    expect(() => renderHook(() => useConfig(), { wrapper: withThemes([{ id: 'a b' }]) })).toThrow(/letters, digits/);
  });
});

describe('pre-paint script with registered themes', () => {
  const run = (script: string) => new Function(script)();

  it('applies a stored registered theme before the first paint', () => {
    localStorage.setItem(CONFIG_STORAGE_KEY, JSON.stringify({ theme: 'ocean', scheme: 'dark' }));
    run(createPrePaintScript({ themes: THEMES_WITH_OCEAN }));
    expect(root().dataset.theme).toBe('ocean');
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('without the list (the default script) an unknown stored theme falls back to default', () => {
    localStorage.setItem(CONFIG_STORAGE_KEY, JSON.stringify({ theme: 'ocean' }));
    run(prePaintScript);
    expect(root().dataset.theme).toBe('default');
  });

  it("falls back to the app's initial theme, as ConfigProvider does", () => {
    localStorage.setItem(CONFIG_STORAGE_KEY, JSON.stringify({ theme: 'neon' }));
    run(createPrePaintScript({ themes: THEMES_WITH_OCEAN, defaultConfig: { theme: 'ocean', layout: 'modern' } }));
    expect(root().dataset.theme).toBe('ocean');
    expect(root().dataset.layout).toBe('modern');
  });

  it('takes a storage key as before, and builds the same script by default', () => {
    expect(createPrePaintScript(CONFIG_STORAGE_KEY)).toBe(prePaintScript);
    expect(createPrePaintScript({ storageKey: CONFIG_STORAGE_KEY, themes: DEFAULT_THEMES })).toBe(prePaintScript);
    localStorage.setItem('myApp', JSON.stringify({ theme: 'rose' }));
    run(createPrePaintScript('myApp'));
    expect(root().dataset.theme).toBe('rose');
  });
});

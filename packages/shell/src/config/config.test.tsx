import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia, type FakeMedia } from '../test/match-media';
import { ConfigProvider, useConfig, useLayout } from './config-provider';
import { createPrePaintScript } from './pre-paint-script';
import { resolveLayout } from './resolve-layout';
import { CONFIG_STORAGE_KEY, DEFAULT_CONFIG, LAYOUTS, sanitizeConfig } from './types';

let media: FakeMedia;
const root = () => document.documentElement;
beforeEach(() => {
  media = installMatchMedia();
  root().className = '';
  delete root().dataset.layout;
  delete root().dataset.theme;
});
afterEach(() => media.restore());

describe('resolveLayout', () => {
  it.each([
    ['classy', undefined, undefined, 'classy'],
    ['classy', 'dense', undefined, 'dense'],
    ['classy', 'dense', 'empty', 'empty'],
    ['classy', undefined, 'thin', 'thin'],
    ['classy', 'bogus', 'nope', 'classy'],
    ['modern', null, null, 'modern'],
  ] as const)('config %s, query %s, route %s → %s', (config, query, route, expected) => {
    expect(resolveLayout(config, query, route)).toBe(expected);
  });
  it('knows eleven layouts', () => expect(LAYOUTS).toHaveLength(11));
});

describe('sanitizeConfig', () => {
  it('drops invalid fields', () => {
    expect(sanitizeConfig({ layout: 'dense', scheme: 'purple', theme: 42 })).toEqual({ ...DEFAULT_CONFIG, layout: 'dense' });
    expect(sanitizeConfig('garbage')).toEqual(DEFAULT_CONFIG);
  });
});

const wrapper = ({ children }: { children: ReactNode }) => <ConfigProvider>{children}</ConfigProvider>;

describe('ConfigProvider', () => {
  it('defaults to classy / light / default and applies them to <html>', () => {
    const { result } = renderHook(() => useConfig(), { wrapper });
    expect(result.current.config).toEqual({ layout: 'classy', scheme: 'light', theme: 'default' });
    expect(root().dataset.layout).toBe('classy');
    expect(root().dataset.theme).toBe('default');
    expect(root().classList.contains('dark')).toBe(false);
  });

  it('remembers changes in localStorage and restores them', () => {
    const first = renderHook(() => useConfig(), { wrapper });
    act(() => first.result.current.setConfig({ theme: 'teal', scheme: 'dark' }));
    expect(root().dataset.theme).toBe('teal');
    expect(root().classList.contains('dark')).toBe(true);
    expect(JSON.parse(localStorage.getItem(CONFIG_STORAGE_KEY) ?? '{}')).toMatchObject({ theme: 'teal', scheme: 'dark' });
    first.unmount();
    const second = renderHook(() => useConfig(), { wrapper });
    expect(second.result.current.config.theme).toBe('teal');
  });

  it('ignores a corrupt store', () => {
    localStorage.setItem(CONFIG_STORAGE_KEY, '{not json');
    const { result } = renderHook(() => useConfig(), { wrapper });
    expect(result.current.config).toEqual(DEFAULT_CONFIG);
  });

  it('auto follows prefers-color-scheme live', () => {
    const { result } = renderHook(() => useConfig(), { wrapper });
    act(() => result.current.setConfig({ scheme: 'auto' }));
    expect(root().classList.contains('dark')).toBe(false);
    act(() => media.setPrefersDark(true));
    expect(root().classList.contains('dark')).toBe(true);
    expect(result.current.dark).toBe(true);
    act(() => media.setPrefersDark(false));
    expect(root().classList.contains('dark')).toBe(false);
  });

  it('controlled: reports changes and does not store them', () => {
    const onConfigChange = vi.fn();
    const { result } = renderHook(() => useConfig(), {
      wrapper: ({ children }) => (
        <ConfigProvider config={{ layout: 'thin', scheme: 'light', theme: 'rose' }} onConfigChange={onConfigChange}>
          {children}
        </ConfigProvider>
      ),
    });
    act(() => result.current.setConfig({ layout: 'dense' }));
    expect(onConfigChange).toHaveBeenCalledWith({ layout: 'dense', scheme: 'light', theme: 'rose' });
    expect(result.current.config.layout).toBe('thin');
    expect(localStorage.getItem(CONFIG_STORAGE_KEY)).toBeNull();
  });

  it('?layout= and the route layout override the view, never the config; the route layout wins', () => {
    function Probe({ query, route }: { query?: string; route?: string }) {
      const layout = useLayout(query, route);
      const { config, layoutSource } = useConfig();
      return <p>{`${layout}/${config.layout}/${layoutSource}`}</p>;
    }
    const { rerender } = render(<Probe query="dense" />, { wrapper });
    expect(screen.getByText('dense/classy/query')).toBeInTheDocument();
    expect(root().dataset.layout).toBe('dense');
    rerender(<Probe query="dense" route="empty" />);
    expect(screen.getByText('empty/classy/route')).toBeInTheDocument();
    expect(root().dataset.layout).toBe('empty');
    rerender(<Probe />);
    expect(screen.getByText('classy/classy/config')).toBeInTheDocument();
    expect(localStorage.getItem(CONFIG_STORAGE_KEY)).toBeNull();
  });

  it('useConfig throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useConfig())).toThrow(/ConfigProvider/);
  });
});

describe('prePaintScript', () => {
  it('cannot be broken out of its <script> element by the storage key', () => {
    const script = createPrePaintScript('</script><script>alert(1)</script>');
    expect(script).not.toContain('</script>');
    localStorage.setItem('</script><script>alert(1)</script>', JSON.stringify({ theme: 'teal' }));
    new Function(script)();
    expect(root().dataset.theme).toBe('teal');
  });

  it.each([
    [{ scheme: 'dark', theme: 'amber', layout: 'thin' }, false, true, 'amber', 'thin'],
    [{ scheme: 'auto', theme: 'rose' }, true, true, 'rose', 'classy'],
    [{ scheme: 'auto' }, false, false, 'default', 'classy'],
    ['{broken', false, false, 'default', 'classy'],
    [{ scheme: 'neon', theme: '<script>' }, false, false, 'default', 'classy'],
  ])('store %j (os dark %s) → dark %s, theme %s, layout %s', (stored, osDark, dark, theme, layout) => {
    media.setPrefersDark(osDark);
    localStorage.setItem(CONFIG_STORAGE_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
    new Function(createPrePaintScript())();
    expect(root().classList.contains('dark')).toBe(dark);
    expect(root().dataset.theme).toBe(theme);
    expect(root().dataset.layout).toBe(layout);
  });
});

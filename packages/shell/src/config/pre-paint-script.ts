import { CONFIG_STORAGE_KEY, DEFAULT_CONFIG, LAYOUTS, resolveThemes, sanitizeConfig, SCHEMES, type ShellConfig, type ThemeOption } from './types';

/** What the pre-paint script must know to match the app's ConfigProvider. */
export interface PrePaintScriptOptions {
  /** localStorage key of the config (ConfigProvider's `storageKey`). Default 'shellConfig'. */
  storageKey?: string;
  /** The themes the app registers (ConfigProvider's `themes`). Default: the six built-in. */
  themes?: readonly ThemeOption[];
  /** The app's initial config (ConfigProvider's `defaultConfig`), used when nothing valid is stored. */
  defaultConfig?: Partial<ShellConfig>;
}

/**
 * Builds the inline script that puts the remembered scheme, theme and layout on `<html>` before the
 * first paint, so a reload never flashes the wrong scheme or theme. Put the returned string in a
 * `<script>` in the `<head>` of index.html (before the stylesheets). Give it the same `themes`,
 * `defaultConfig` and storage key as the ConfigProvider (a string argument is the storage key). It
 * is tiny, has no dependencies and never throws at run time (a corrupt store falls back to the
 * defaults); building it throws on an invalid theme list, like ConfigProvider.
 */
export function createPrePaintScript(options: string | PrePaintScriptOptions = {}): string {
  const { storageKey = CONFIG_STORAGE_KEY, themes: themeList, defaultConfig = {} } = typeof options === 'string' ? { storageKey: options } : options;
  const themes = resolveThemes(themeList);
  const defaults = sanitizeConfig(defaultConfig, DEFAULT_CONFIG, themes);
  // '<' is escaped so no value can close the surrounding <script> element.
  const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `(function(){var d=document.documentElement,c={};` +
    `try{c=JSON.parse(localStorage.getItem(${js(storageKey)})||'{}')||{}}catch(e){}` +
    `function p(v,a,f){return a.indexOf(v)>-1?v:f}` +
    `var s=p(c.scheme,${js(SCHEMES)},${js(defaults.scheme)}),` +
    `t=p(c.theme,${js(themes.map((theme) => theme.id))},${js(defaults.theme)}),` +
    `l=p(c.layout,${js(LAYOUTS)},${js(defaults.layout)}),` +
    `k=s==='dark'||(s==='auto'&&!!window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);` +
    `d.setAttribute('data-theme',t);d.setAttribute('data-layout',l);d.setAttribute('data-scheme',s);` +
    `d.classList.toggle('dark',k);d.classList.toggle('light',!k);d.style.colorScheme=k?'dark':'light'})();`
  );
}

/** The pre-paint script for the default storage key, the built-in themes and the default config. */
export const prePaintScript: string = createPrePaintScript();

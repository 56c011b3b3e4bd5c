import { CONFIG_STORAGE_KEY, DEFAULT_CONFIG, LAYOUTS, SCHEMES, THEMES } from './types';

/**
 * Builds the inline script that puts the remembered scheme, theme and layout on `<html>` before the
 * first paint, so a reload never flashes the wrong scheme. Put the returned string in a `<script>` in
 * the `<head>` of index.html (before the stylesheets). It is tiny, has no dependencies and never
 * throws (a corrupt store falls back to the defaults).
 */
export function createPrePaintScript(storageKey: string = CONFIG_STORAGE_KEY): string {
  // '<' is escaped so no value can close the surrounding <script> element.
  const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const list = (values: readonly string[]) => js(values);
  return (
    `(function(){var d=document.documentElement,c={};` +
    `try{c=JSON.parse(localStorage.getItem(${js(storageKey)})||'{}')||{}}catch(e){}` +
    `function p(v,a,f){return a.indexOf(v)>-1?v:f}` +
    `var s=p(c.scheme,${list(SCHEMES)},${JSON.stringify(DEFAULT_CONFIG.scheme)}),` +
    `t=p(c.theme,${list(THEMES)},${JSON.stringify(DEFAULT_CONFIG.theme)}),` +
    `l=p(c.layout,${list(LAYOUTS)},${JSON.stringify(DEFAULT_CONFIG.layout)}),` +
    `k=s==='dark'||(s==='auto'&&!!window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);` +
    `d.setAttribute('data-theme',t);d.setAttribute('data-layout',l);d.setAttribute('data-scheme',s);` +
    `d.classList.toggle('dark',k);d.classList.toggle('light',!k);d.style.colorScheme=k?'dark':'light'})();`
  );
}

/** The pre-paint script for the default storage key. */
export const prePaintScript: string = createPrePaintScript();

import { READ_STORED, scriptJson as json } from './inline-script';

/** What the head script may preload: built files, relative to the base URL. */
export interface StartUpLists {
  /** Each language's translation files. */
  locales: Record<string, string[]>;
  /** What every start with a stored session loads. */
  signedIn: string[];
  /** Page files by path, for a visitor with or without a stored session. */
  pages: Array<{ paths: string[]; signedIn: boolean; files: string[] }>;
}

export interface PreloadScriptOptions {
  /** The base URL of the built files ('/'). */
  base: string;
  /** Storage key of the session token (localStorage, else sessionStorage). */
  tokenKey: string;
  /** localStorage key of the chosen language, and the language without one. */
  language: { storageKey: string; fallback: string };
}

/**
 * The inline <head> script that starts, before the entry has run, what the first screen will ask
 * for anyway: the stored (else the default) language's translations; with a stored session what
 * every signed-in start loads; the current path's page for this session state. Each file is a
 * `<link rel="modulepreload">` (once), so a wrong guess costs a download and never runs code. It has no
 * dependencies and never throws (blocked storage reads as nothing stored).
 */
export function preloadScript(lists: StartUpLists, { base, tokenKey, language }: PreloadScriptOptions): string {
  const pages = lists.pages.map(({ paths, signedIn, files }) => ({ p: paths, s: signedIn, f: files }));
  return (
    `(function(){var b=${json(base)},d=document,a={};` +
    `function p(f){if(a[f])return;a[f]=1;var l=d.createElement('link');l.rel='modulepreload';l.href=b+f;d.head.appendChild(l)}` +
    READ_STORED +
    `var L=${json(lists.locales)},n=h(${json(language.storageKey)}),s=!!h(${json(tokenKey)}),w=location.pathname;` +
    `(L[n]||L[${json(language.fallback)}]||[]).forEach(p);` +
    `if(s)${json(lists.signedIn)}.forEach(p);` +
    `${json(pages)}.forEach(function(x){if(x.s===s&&x.p.indexOf(w)>-1)x.f.forEach(p)})})();`
  );
}

import { READ_STORED, scriptJson as json } from './inline-script';

/** What the first-screen script must know to pick a prerendered screen. */
export interface FirstScreenScriptOptions {
  /** Storage key of the session token (localStorage, else sessionStorage). */
  tokenKey: string;
  /** Storage key of the signed-in user's name, kept beside the token, for the frame's greeting. */
  userNameKey: string;
  /** localStorage key of the chosen language, and the language without one (its sign-in page is in #root). */
  language: { storageKey: string; fallback: string };
  /** The languages with prerendered screens. */
  languages: readonly string[];
  /** Paths outside the signed-in frame (the auth pages): a stored session shows no frame there. */
  emptyFramePaths: readonly string[];
  /** Paths where a visitor without a session gets the sign-in form (the guard sends them there). */
  signInPaths: readonly string[];
  /** Paths whose frame keeps the welcome heading; elsewhere the element with `welcomeMark` goes. */
  welcomePaths: readonly string[];
  /** The attribute marking the welcome heading in the prerendered frame. */
  welcomeMark: string;
}

/** The attribute of a block holding a prerendered screen ('sign-in' or 'frame'), beside `lang` and, for the frame, `data-layout`. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
/**
 * The prerendered greeting ('Welcome back, … .'), the welcome page's largest text, which would
 * otherwise appear only when the app takes over. The stored user's name (`userNameKey`) is written
 * into it; without one it goes, with its block.
 */
export const FIRST_SCREEN_GREETING_ATTRIBUTE = 'data-first-screen-greeting';
/** The place of the name inside the greeting. */
export const FIRST_SCREEN_USER_ATTRIBUTE = 'data-first-screen-user';

/** The type of those blocks: `<script type="text/html">` holds a screen's HTML as raw text (never run). */
export const FIRST_SCREEN_TYPE = 'text/html';

/**
 * The inline script placed after `#root` and the prerendered screens' blocks (issue 20). Before
 * the first paint it puts in `#root` the screen the app will show first: with a stored session and
 * outside the auth pages, the signed-in frame in the view's layout (`?layout=`, else the stored one
 * the pre-paint script set on `<html>`) and the stored language; without one, on the sign-in page (and the paths that lead there), the
 * sign-in form in the stored language (`#root` already holds the default language's); anywhere
 * else nothing, as before. It sets `data-first-screen` on `<html>` to what it chose. It has no
 * dependencies and never throws (blocked storage reads as nothing stored).
 */
export function firstScreenScript(options: FirstScreenScriptOptions): string {
  const { tokenKey, userNameKey, language, languages, emptyFramePaths, signInPaths, welcomePaths, welcomeMark } = options;
  return (
    `(function(){var d=document,e=d.documentElement,r=d.getElementById('root');if(!r)return;` +
    READ_STORED +
    `var w=location.pathname.replace(/\\/+$/,'')||'/',s=!!h(${json(tokenKey)}),n=h(${json(language.storageKey)});` +
    `if(${json(languages)}.indexOf(n)<0)n=${json(language.fallback)};` +
    `var c=s?(${json(emptyFramePaths)}.indexOf(w)<0?'frame':''):(${json(signInPaths)}.indexOf(w)>-1?'sign-in':'');` +
    `var q=/[?&]layout=([\\w-]+)/.exec(location.search),l=q?q[1]:e.getAttribute('data-layout');` +
    `var t=c&&d.querySelector('script[type="${FIRST_SCREEN_TYPE}"][${FIRST_SCREEN_ATTRIBUTE}="'+c+'"][lang="'+n+'"]'+(c==='frame'?'[data-layout="'+l+'"]':''));` +
    `if(c==='sign-in'&&n===${json(language.fallback)}){e.setAttribute(${json(FIRST_SCREEN_ATTRIBUTE)},c);return}` +
    `if(!t){r.textContent='';return}` +
    `r.innerHTML=t.textContent;e.setAttribute(${json(FIRST_SCREEN_ATTRIBUTE)},c);e.lang=n;` +
    `if(c==='frame'&&${json(welcomePaths)}.indexOf(w)<0){var m=r.querySelector('[${welcomeMark}]');if(m)m.parentNode.removeChild(m)}` +
    // (Not g or h: READ_STORED's functions.)
    `var v=r.querySelector('[${FIRST_SCREEN_GREETING_ATTRIBUTE}]'),u=h(${json(userNameKey)});` +
    `if(v){if(u)v.querySelector('[${FIRST_SCREEN_USER_ATTRIBUTE}]').textContent=u;else v.parentNode.parentNode.removeChild(v.parentNode)}})();`
  );
}

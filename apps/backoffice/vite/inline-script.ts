/** What the inline scripts of index.html share (start-up preloads, first screen, paint first). */

/** A value written into an inline script: JSON, with '<' escaped so no value can close the surrounding <script> element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Defines `h(key)` in an inline script: the stored value of `key` in localStorage, else
 * sessionStorage, else null. Never throws (blocked storage reads as nothing stored).
 */
export const READ_STORED =
  `function g(s,k){try{return s.getItem(k)}catch(x){return null}}` +
  `function h(k){try{return g(localStorage,k)||g(sessionStorage,k)}catch(x){return null}}`;

/** Paths that must never be a redirect target (they would loop back to sign-in). */
const LOOP_PATHS = ['/sign-in'];
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
const MAX_LENGTH = 2048;

/**
 * Validates a `redirectURL` taken from the address bar. Returns a same-origin
 * `path + search + hash` that starts with exactly one '/', or `fallback`.
 *
 * Rules (reliability.md 1.2): decode exactly once; reject control characters and backslashes;
 * require exactly one leading '/'; resolve with `new URL(value, origin)` and require the same
 * origin; never return /sign-in (no loop).
 *
 * @example safeRedirectUrl('/front-office/guests?page=2', location.origin) // '/front-office/guests?page=2'
 * @example safeRedirectUrl('//evil.com', location.origin)                  // '/'
 */
export function safeRedirectUrl(raw: unknown, origin: string, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return fallback;
  }
  if (CONTROL_CHARACTERS.test(value) || value.includes('\\')) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // '/.//evil.com' normalises to the path '//evil.com': a protocol-relative URL.
  if (!result.startsWith('/') || result.startsWith('//') || result.includes('\\')) return fallback;
  const path = url.pathname.toLowerCase().replace(/\/+$/, '');
  if (LOOP_PATHS.some((loop) => path === loop || path.startsWith(`${loop}/`))) return fallback;
  return result;
}

/**
 * Reads `redirectURL` from a raw query string (`location.search`) WITHOUT decoding it first, then
 * validates it with safeRedirectUrl (which decodes exactly once). Use this on the sign-in page
 * rather than `URLSearchParams.get`, which would decode a first time already.
 *
 * @example getRedirectTarget('?redirectURL=%2Ffront-office%2Fguests', location.origin) // '/front-office/guests'
 */
export function getRedirectTarget(search: string, origin: string, fallback = '/', param = 'redirectURL'): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const key = eq === -1 ? pair : pair.slice(0, eq);
    if (key === param) return safeRedirectUrl(eq === -1 ? '' : pair.slice(eq + 1), origin, fallback);
  }
  return fallback;
}

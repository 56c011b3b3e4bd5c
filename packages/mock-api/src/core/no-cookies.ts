/**
 * `tough-cookie` for the in-page mock API of a browser build: msw's cookie store without a cookie
 * jar. msw keeps a jar in every browser (`tough-cookie`, with `tldts` and its public-suffix list,
 * about 9 KB gzip) for handlers that set cookies; the mock API sets none and reads none (its
 * sessions are bearer tokens), and answered in the page, no response of it ever reaches the jar.
 * The back-office's Vite config aliases `tough-cookie` to this file; Node, the tests, Storybook's
 * worker and other apps keep the real package. `src/__tests__/no-cookies.test.ts` proves the mock
 * sets no cookie and that msw uses nothing of the jar beyond what is here.
 *
 * What msw's cookie store calls: `new MemoryCookieStore()` and its `idx` (restored from and saved
 * to localStorage), `Cookie.fromJSON` (restoring), `new CookieJar(store)`, `getCookiesSync(url)`
 * (the cookies a request carries) and `setCookie(header, url)` (a mocked response's Set-Cookie).
 */

/** A stored cookie: never made here. */
export class Cookie {
  /** Restores a persisted cookie: none is kept, so none is restored (msw skips a null). */
  static fromJSON(_json: unknown): null {
    return null;
  }
}

/** The jar's store: its index stays empty. */
export class MemoryCookieStore {
  /** domain → path → name → cookie, as tough-cookie's; msw persists it. */
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

/** A jar that holds nothing, and says so loudly if asked to. */
export class CookieJar {
  constructor(_store?: MemoryCookieStore) {}

  /** The cookies a request to `url` carries: none. */
  getCookiesSync(_url: string): Cookie[] {
    return [];
  }

  /** A mocked response's Set-Cookie: refused with a clear error (a handler that sets cookies needs the real package). */
  setCookie(cookie: string, url: string): Promise<never> {
    const name = cookie.split('=', 1)[0]?.trim() || '(unnamed)';
    return Promise.reject(
      new Error(`The in-page mock API sets no cookies: msw's cookie jar is left out of this build (tough-cookie is aliased to no-cookies.ts), so cookie '${name}' for ${url} cannot be kept.`),
    );
  }
}

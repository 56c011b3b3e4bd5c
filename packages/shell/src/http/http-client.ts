import type { LoadingStore } from '../loading/loading-store';
import { browserOnline, DEFAULT_TIMEOUT_MS, offlineError, startDeadline, timeoutError } from './deadline';
import { HttpError, httpErrorFromResponse } from './http-error';
import { isTokenExpired } from './jwt';

/** A query parameter value; arrays repeat the key, null/undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export interface RequestOptions {
  /** Query parameters appended to the URL. */
  query?: Record<string, QueryValue>;
  /** JSON body (FormData, Blob and strings are sent as they are). */
  body?: unknown;
  /** Cancels the request; the promise then rejects with an HttpError whose `isAbort` is true. */
  signal?: AbortSignal;
  /**
   * Supersede key: a newer request with the same key aborts this one, and this one's answer is
   * never delivered (it rejects with `isAbort`). Use it for search-as-you-type.
   */
  supersede?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Do not treat a 401 answer as an expired session (e.g. the start-up token check). */
  skipUnauthorized?: boolean;
  /** Do not report this request to the loading bar. */
  skipLoading?: boolean;
  /** This request's time-out in ms (the client's `timeoutMs` by default; 0 for none). */
  timeoutMs?: number;
}

export interface HttpClientAuth {
  /** The current access token, or null when signed out. */
  getToken: () => string | null | undefined;
  /** Called once per expired session with the current path+search+hash (to build redirectURL). */
  onUnauthorized?: (currentPath: string) => void;
  /**
   * Called when a request is refused with 401 (the session expired while the user worked): resolve
   * true once the session is renewed (for example after the user unlocked it), and the request is
   * sent once more with the new token; resolve false to give up (then `onUnauthorized` runs).
   * Requests refused together wait for the same renewal. Without it, a 401 ends the session at once.
   */
  renew?: () => Promise<boolean>;
  /**
   * Whether a token must no longer be sent. Default: a JWT's `exp` (30 s early); a token that is not
   * a JWT with `exp` counts as expired. An auth provider with opaque tokens passes its own rule.
   */
  isTokenExpired?: (token: string, now: number) => boolean;
}

export interface HttpClientOptions {
  /** The API base URL, absolute or relative to the page (e.g. '/' or 'https://api.hotel.test/'). */
  baseUrl: string;
  /** Token source and session-expiry callback. */
  auth?: HttpClientAuth;
  /** Loading-bar store to report requests to (auto mode). */
  loading?: LoadingStore | null;
  /** fetch implementation; the global fetch by default. */
  fetch?: typeof fetch;
  /** Retry policy for idempotent GETs: `retries` (default 2), `baseDelayMs` (300), `maxDelayMs` (5000). */
  retry?: { retries?: number; baseDelayMs?: number; maxDelayMs?: number };
  /** Current path+search+hash of the app; `location` by default. */
  getCurrentPath?: () => string;
  /** Random source for the backoff jitter (tests). */
  random?: () => number;
  /** Clock used for token expiry (tests). */
  now?: () => number;
  /**
   * Time-out of each attempt in ms, answer body included (default 30 000; 0 for none): the request
   * is aborted and rejects with code TIMEOUT and a message to try again. A timed-out GET is not retried.
   */
  timeoutMs?: number;
  /** Whether the browser has a connection; `navigator.onLine` by default (tests). */
  isOnline?: () => boolean;
  /**
   * fetch's `credentials` for every request: 'include' sends the API's cookies cross-origin (cookie
   * sessions). Left to fetch's default ('same-origin') when not given.
   */
  credentials?: RequestCredentials;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClient {
  /** The resolved API base URL (always ends with '/'). */
  readonly baseUrl: string;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Re-arms the one-time session-expiry handling (call after a new sign-in). */
  resetUnauthorized(): void;
  /** Builds the absolute URL of a path and query. */
  url(path: string, query?: Record<string, QueryValue>): URL;
}

export const SESSION_EXPIRED_MESSAGE = 'Session expired, redirecting to sign-in';

const pageOrigin = () => (typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost');

const defaultCurrentPath = () =>
  typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}${location.hash}`;

const abortError = (cause?: unknown) =>
  new HttpError({ status: 0, code: 'ABORTED', message: 'The request was aborted', isAbort: true, cause });

/** Resolves with the promise, or rejects as aborted as soon as the signal aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

const isRawBody = (body: unknown) =>
  typeof body === 'string' || (typeof FormData !== 'undefined' && body instanceof FormData) || (typeof Blob !== 'undefined' && body instanceof Blob);

/**
 * Creates the shell's single HTTP client (fetch wrapper). It adds `Authorization: Bearer` only to
 * requests for the API origin and only while the token is unexpired (30 s early), reports requests
 * to the loading bar, aborts superseded requests, retries idempotent GETs on network errors and 5xx
 * (at most 2, exponential backoff with jitter, never on 4xx), and handles a 401 once however many
 * requests fail together: with `auth.renew`, the refused requests wait for the session to be
 * renewed (unlocked) and are sent again; otherwise, or if renewal fails, the session ends. Each
 * attempt has a time-out (30 s by default: code TIMEOUT); a request that
 * fails while the browser is offline rejects at once with code OFFLINE (no retries).
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const base = new URL(options.baseUrl || '/', pageOrigin());
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  const apiOrigin = base.origin;
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const retries = Math.max(0, options.retry?.retries ?? 2);
  const baseDelay = Math.max(0, options.retry?.baseDelayMs ?? 300);
  const maxDelay = Math.max(baseDelay, options.retry?.maxDelayMs ?? 5000);
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const getCurrentPath = options.getCurrentPath ?? defaultCurrentPath;
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const isOnline = options.isOnline ?? browserOnline;
  const expired = (token: string) => (options.auth?.isTokenExpired ? options.auth.isTokenExpired(token, now()) : isTokenExpired(token, { now: now() }));
  const superseded = new Map<string, AbortController>();
  let unauthorized: { handled: boolean; token: string | null } = { handled: false, token: null };

  const url = (path: string, query?: Record<string, QueryValue>) => {
    const target = new URL(path, base);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === null || value === undefined) continue;
      if (Array.isArray(value)) for (const item of value as readonly (string | number | boolean)[]) target.searchParams.append(key, String(item));
      else target.searchParams.set(key, String(value));
    }
    return target;
  };

  const handleUnauthorized = (token: string | null) => {
    if (unauthorized.handled) return;
    unauthorized = { handled: true, token };
    console.warn(SESSION_EXPIRED_MESSAGE);
    options.auth?.onUnauthorized?.(getCurrentPath());
  };

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const target = url(path, opts.query);
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(opts.signal?.reason);
    if (opts.signal?.aborted) controller.abort(opts.signal.reason);
    else opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (opts.supersede !== undefined) {
      superseded.get(opts.supersede)?.abort();
      superseded.set(opts.supersede, controller);
    }
    const loadingKey = target.href;
    const track = !opts.skipLoading && options.loading;
    if (track) options.loading?.setLoadingStatus(true, loadingKey);

    // A request is sent again at most once after its session was renewed.
    let renewed = false;
    const renewSession = async (sentToken: string | null): Promise<boolean> => {
      if (renewed || unauthorized.handled) return false;
      renewed = true;
      // Another tab (or an earlier prompt) already has a fresh token: just send again.
      const current = options.auth?.getToken() ?? null;
      if (current && current !== sentToken && !expired(current)) return true;
      const renew = options.auth?.renew;
      if (!renew) return false;
      // The request waits for the user, not for the network: the loading bar does not run meanwhile.
      if (track) options.loading?.setLoadingStatus(false, loadingKey);
      try {
        return await unlessAborted(renew(), controller.signal);
      } finally {
        if (track) options.loading?.setLoadingStatus(true, loadingKey);
      }
    };

    try {
      const idempotent = method === 'GET';
      for (let attempt = 0; ; attempt++) {
        if (controller.signal.aborted) throw abortError();
        const headers = new Headers({ Accept: 'application/json', ...opts.headers });
        const token = options.auth?.getToken() ?? null;
        if (unauthorized.handled && token && token !== unauthorized.token) unauthorized = { handled: false, token: null };
        const sendToken = token && target.origin === apiOrigin && !expired(token);
        if (sendToken) headers.set('Authorization', `Bearer ${token}`);
        let body: BodyInit | undefined;
        if (opts.body !== undefined) {
          if (isRawBody(opts.body)) body = opts.body as BodyInit;
          else {
            body = JSON.stringify(opts.body);
            headers.set('Content-Type', 'application/json');
          }
        }
        const backoff = () => Math.min(maxDelay, baseDelay * 2 ** attempt) * (0.5 + random() * 0.5);

        const timeout = opts.timeoutMs ?? defaultTimeout;
        const deadline = startDeadline(controller.signal, timeout);
        const retry = (status: number) => status >= 500 && idempotent && attempt < retries;
        let response: Response;
        let parsed: unknown;
        try {
          response = await deadline.race(fetchImpl(target.href, { method, headers, body, signal: deadline.signal, ...(options.credentials ? { credentials: options.credentials } : {}) }));
          if (!retry(response.status)) parsed = await deadline.race(parseBody(response).catch(() => undefined));
        } catch (error) {
          deadline.clear();
          if (deadline.expired) throw timeoutError(timeout, error);
          if (controller.signal.aborted) throw abortError(error);
          if (!isOnline()) throw offlineError(error);
          if (idempotent && attempt < retries) {
            await sleep(backoff(), controller.signal);
            continue;
          }
          throw new HttpError({
            status: 0,
            code: 'NETWORK_ERROR',
            message: 'Unable to reach the server. Check your connection and try again.',
            cause: error,
          });
        } finally {
          deadline.clear();
        }

        if (retry(response.status)) {
          await sleep(backoff(), controller.signal);
          continue;
        }
        if (controller.signal.aborted) throw abortError();
        if (response.ok) return parsed as T;
        const error = httpErrorFromResponse(response.status, response.statusText, parsed);
        if (response.status === 401 && !opts.skipUnauthorized) {
          if (await renewSession(token)) {
            attempt--;
            continue;
          }
          handleUnauthorized(token);
        }
        throw error;
      }
    } finally {
      opts.signal?.removeEventListener('abort', onCallerAbort);
      if (opts.supersede !== undefined && superseded.get(opts.supersede) === controller) superseded.delete(opts.supersede);
      if (track) options.loading?.setLoadingStatus(false, loadingKey);
    }
  }

  return {
    baseUrl: base.href,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    resetUnauthorized: () => {
      unauthorized = { handled: false, token: null };
    },
    url,
  };
}

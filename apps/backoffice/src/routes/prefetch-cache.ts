import { DATA_CHANGED_EVENT } from '@hotel/shell';

/**
 * The request header that marks a GET as a prefetch (sent by `prefetchingClient`, taken off again
 * by the cache before the request leaves): its answer is kept for the navigation that follows.
 */
export const PREFETCH_HEADER = 'X-Hotel-Prefetch';

/** How long a prefetched answer may be used, from the moment its request started. */
export const PREFETCH_TTL_MS = 15_000;

interface StoredAnswer {
  body: ArrayBuffer;
  init: ResponseInit;
}

interface Entry {
  /** The answer once it arrived, or null when the prefetch failed (the navigation then asks itself). */
  answer: Promise<StoredAnswer | null>;
  startedAt: number;
}

export interface PrefetchCacheOptions {
  /** The fetch that really sends (the page's, looked up on each call by default: the mock API patches it). */
  fetch?: typeof fetch;
  /** The clock (tests). */
  now?: () => number;
  /** Where the shell's data-changed event is listened for (the window by default; null: nowhere). */
  target?: EventTarget | null;
  /** How long an answer may be used (PREFETCH_TTL_MS by default). */
  ttlMs?: number;
}

export interface PrefetchCache {
  /** The fetch to give the HTTP client: answers a GET from a prefetch once, sends everything else. */
  fetch: typeof fetch;
  /** Forgets every prefetched answer. */
  clear(): void;
  /** How many answers are kept or on their way (tests). */
  readonly size: number;
}

/** The header's value in fetch's init, whatever form the headers were given in. */
function headersOf(input: RequestInfo | URL, init: RequestInit | undefined): Headers {
  return new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
}

function methodOf(input: RequestInfo | URL, init: RequestInit | undefined): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
}

/** What identifies an answer: the URL (its query sorted) and the credentials it was asked with. */
function keyOf(input: RequestInfo | URL, headers: Headers): string {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  url.searchParams.sort();
  return `${url.href} ${headers.get('Authorization') ?? ''}`;
}

/** Rejects as fetch does when `signal` aborts before `promise` settles. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A small cache of prefetched GET answers in the app's HTTP path (a fetch for the shell's HTTP
 * client). A GET marked with PREFETCH_HEADER is sent and its successful answer kept; the next GET of
 * the same URL with the same Authorization gets that answer, once, within `ttlMs` of the prefetch's
 * start (or waits for it while it is on its way). Any other method empties the cache when it
 * starts and again when it ends (a prefetch that ran beside a write is not used), and so does the
 * shell's data-changed event, so no answer older than a write is ever handed out. A failed
 * prefetch keeps nothing: the navigation then asks as usual.
 */
export function createPrefetchCache({ fetch: send, now = Date.now, target = typeof window === 'undefined' ? null : window, ttlMs = PREFETCH_TTL_MS }: PrefetchCacheOptions = {}): PrefetchCache {
  const entries = new Map<string, Entry>();
  const base: typeof fetch = send ?? ((...args) => globalThis.fetch(...args));
  const clear = () => entries.clear();
  target?.addEventListener(DATA_CHANGED_EVENT, clear);

  const prefetch = (input: RequestInfo | URL, init: RequestInit | undefined, headers: Headers, key: string): Promise<Response> => {
    headers.delete(PREFETCH_HEADER);
    const sent = base(input, { ...init, headers });
    const entry: Entry = {
      startedAt: now(),
      answer: sent.then(
        async (response) => (response.ok ? { body: await response.clone().arrayBuffer(), init: { status: response.status, statusText: response.statusText, headers: response.headers } } : null),
        () => null,
      ),
    };
    entries.set(key, entry);
    void entry.answer.then((answer) => {
      if (answer === null && entries.get(key) === entry) entries.delete(key);
    });
    return sent;
  };

  const cachedFetch: typeof fetch = async (input, init) => {
    const method = methodOf(input, init);
    const headers = headersOf(input, init);
    if (method !== 'GET' && method !== 'HEAD') {
      clear();
      try {
        return await base(input, init);
      } finally {
        clear();
      }
    }
    const key = keyOf(input, headers);
    if (headers.has(PREFETCH_HEADER)) return prefetch(input, init, headers, key);
    const entry = entries.get(key);
    if (entry) {
      entries.delete(key);
      if (now() - entry.startedAt <= ttlMs) {
        const answer = await unlessAborted(entry.answer, init?.signal);
        if (answer) return new Response(answer.body, answer.init);
      }
    }
    return base(input, init);
  };

  return {
    fetch: cachedFetch,
    clear,
    get size() {
      return entries.size;
    },
  };
}

/**
 * `@hotel/mock-api/install`: the in-page transport. `installMockApi()` makes the page's `fetch`
 * answer every call under `<apiUrl>api/` from the mock API (`createInPageMockApi` of
 * `@hotel/mock-api/in-page`) and send everything else to the network. The mock API itself loads by
 * dynamic import on the first such call, so this module is all an app's entry holds (about 1 KB)
 * and a screen that calls nothing (a signed-out sign-in page) never loads the mock API.
 */
import type { MockApiOptions } from './core/context';

export { MOCK_API_CHANGED_EVENT, type MockApiChangedDetail } from './core/events';

/** What the transport needs of the mock API: `createInPageMockApi()` gives it, and `connectMockApiWorker()` for one in a Worker. */
export interface InstalledMockApi {
  /** A `Response` for a call of the API, `undefined` for anything else (sent to the network). */
  handle(request: Request): Promise<Response | undefined>;
  /** Restores the seed and clears the persisted copy. */
  resetDemoData(): void | Promise<void>;
}

export interface InstallMockApiOptions {
  /** The API's base URL (the one the app's HTTP client uses; default '/'): calls under `<apiUrl>api/` are answered. */
  apiUrl?: string;
  /** The window whose `fetch` answers the API. Default: the page's. */
  target?: Pick<Window, 'fetch' | 'location'>;
  /** Options of the in-page mock API (persistence, delays, seed) when `load` is not given (with `worker`, only `delays` and `seed` apply). */
  mockApi?: MockApiOptions;
  /**
   * Runs the mock API in a dedicated module Worker, off the page's main thread (default false): the
   * page's fetch posts each call to it (src/worker/client.ts), and the page keeps its
   * data in localStorage. The worker is created with `new Worker(new URL('./worker.ts',
   * import.meta.url), { type: 'module' })`, which a bundler such as Vite emits as its own file;
   * the page's policy must allow it (`worker-src 'self'`). The published package ships it as
   * `dist/worker.js` and names it so (`new URL('./worker.js', …)`), for the app's bundler to emit.
   * Ignored when `load` is given.
   */
  worker?: boolean;
  /** Loads the mock API. Default: a dynamic import of `@hotel/mock-api/in-page` and `createInPageMockApi(mockApi)` (or the worker's transport, see `worker`). */
  load?: () => Promise<InstalledMockApi>;
  /** Logs each answered call at debug level as `[mock-api] <status> <METHOD> <path>` (default true): the network panel does not see them. */
  log?: boolean;
}

export interface MockApiInstallation {
  /** Restores the seed and clears the persisted copy ('Reset demo data'); loads the mock API if it has not loaded yet. */
  resetDemoData(): Promise<void>;
  /** Gives the page its own `fetch` back. */
  uninstall(): void;
}

/** Rejects when `signal` aborts, as fetch does (the mock's answer, if any, is dropped). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Answers the API in the page. Call it once, before the app's first API call:
 *
 *   import { installMockApi } from '@hotel/mock-api/install';
 *   installMockApi({ apiUrl: '/' });
 *
 * The mock API loads once, on the first call under `<apiUrl>api/`; a failed load is retried on the
 * next call. Any other URL (the app's own chunks, another origin, `/apiary`) goes to the network.
 */
export function installMockApi({ apiUrl = '/', target = window, mockApi, worker = false, load, log = true }: InstallMockApiOptions = {}): MockApiInstallation {
  const network = target.fetch;
  const bound = network.bind(target);
  const api = new URL(`${new URL(apiUrl, target.location.href).href.replace(/\/?$/, '/')}api/`);
  const loadMockApi =
    load ??
    (worker
      ? async () => (await import('./worker-start')).startMockApiWorker({ delays: mockApi?.delays, seed: mockApi?.seed })
      : async () => (await import('./in-page')).createInPageMockApi(mockApi));
  let started: Promise<InstalledMockApi> | null = null;
  const running = (): Promise<InstalledMockApi> =>
    (started ??= loadMockApi().catch((error: unknown) => {
      started = null;
      throw error;
    }));

  target.fetch = async (input, init) => {
    // Relative URLs resolve against the target page (the global Request would use the global location).
    const request = input instanceof Request ? new Request(input, init) : new Request(new URL(input, target.location.href), init);
    const url = new URL(request.url);
    if (url.origin !== api.origin || !url.pathname.startsWith(api.pathname)) return bound(input, init);
    const response = await abortable(
      running().then((mock) => mock.handle(request)),
      request.signal,
    );
    if (!response) return bound(request);
    if (log) console.debug(`[mock-api] ${response.status} ${request.method} ${url.pathname}${url.search}`);
    return response;
  };

  return {
    resetDemoData: async () => (await running()).resetDemoData(),
    uninstall: () => {
      target.fetch = network;
    },
  };
}

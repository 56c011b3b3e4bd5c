import type { InPageMockApi } from '@hotel/mock-api/in-page';
import { notifyDataChanged } from '@hotel/shell';
import { env, MOCK_API } from './env';

type Load = () => Promise<Pick<InPageMockApi, 'handle' | 'resetDemoData'>>;

/** The mock API's module, imported on the first API call (never in the entry chunk). */
const importMockApi: Load = async () => (await import('@hotel/mock-api/in-page')).createInPageMockApi();

let started: ReturnType<Load> | null = null;
let loadMockApi: Load | null = null;

/** The running mock API, loaded once; a failed load is retried on the next call. */
function mockApi(): ReturnType<Load> {
  if (!loadMockApi) throw new Error('The mock API is not installed.');
  started ??= loadMockApi().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
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

export interface InstallMockApiOptions {
  /** The window whose fetch answers the API. Default: the page's. */
  target?: Pick<Window, 'fetch' | 'location'>;
  /** The API's base URL (`VITE_API_URL`, default '/'): calls under `<base>api/` are answered. */
  apiUrl?: string;
  /** Loads the mock API. Default: a dynamic import of `@hotel/mock-api/in-page`. */
  load?: Load;
}

/**
 * Answers the API in the page (DESIGN.md data flow 1, with the in-page transport): the page's
 * fetch answers calls under `<apiUrl>api/` from the mock API and sends everything else to the
 * network. The mock API loads on the first call, so a screen that calls nothing (the sign-in page
 * of a signed-out visitor) never loads it. Each call is logged at debug level as
 * `[mock-api] <status> <METHOD> <path>` (the browser's network panel does not see it).
 */
export function installMockApi({ target = window, apiUrl = env.apiUrl, load = importMockApi }: InstallMockApiOptions = {}): void {
  const network = target.fetch.bind(target);
  const api = new URL(`${new URL(apiUrl, target.location.href).href.replace(/\/?$/, '/')}api/`);
  loadMockApi = load;
  started = null;
  stopForwarding?.();
  stopForwarding = forwardMockApiChanges();
  target.fetch = async (input, init) => {
    // Relative URLs resolve against the target page (the global Request would use the global location).
    const request = input instanceof Request ? new Request(input, init) : new Request(new URL(input, target.location.href), init);
    const url = new URL(request.url);
    if (url.origin !== api.origin || !url.pathname.startsWith(api.pathname)) return network(input, init);
    const response = await abortable(
      mockApi().then((mock) => mock.handle(request)),
      request.signal,
    );
    if (!response) return network(request);
    console.debug(`[mock-api] ${response.status} ${request.method} ${url.pathname}${url.search}`);
    return response;
  };
}

/** Installs the in-page mock API unless VITE_MOCK_API=false (a real server at VITE_API_URL). */
export function installMockApiIfEnabled(): void {
  if (MOCK_API) installMockApi();
}

/**
 * The event the in-page mock API dispatches on `window` when another tab of this browser changed its
 * data (`detail.domains`); the same string as `MOCK_API_CHANGED_EVENT` of @hotel/mock-api, which the
 * app does not import statically.
 */
export const MOCK_API_CHANGED_EVENT = 'hotel-mock-api:changed';

let stopForwarding: (() => void) | null = null;

/**
 * Forwards the mock API's notices (another tab changed its data) as the shell's
 * `DATA_CHANGED_EVENT` with the same domains, so the open screen (route loaders, the sample apps'
 * lists) loads again. Installed with the mock API; answers the function that stops it.
 */
export function forwardMockApiChanges(target: EventTarget = window): () => void {
  const forward = (event: Event) => {
    const domains = (event as CustomEvent<{ domains?: unknown } | null>).detail?.domains;
    notifyDataChanged(Array.isArray(domains) ? { domains: domains.filter((d): d is string => typeof d === 'string') } : {}, target);
  };
  target.addEventListener(MOCK_API_CHANGED_EVENT, forward);
  return () => target.removeEventListener(MOCK_API_CHANGED_EVENT, forward);
}

/** Whether 'Reset demo data' can be offered (the mock API is on). */
export function canResetDemoData(): boolean {
  return loadMockApi !== null;
}

/** Restores the mock API's seed and reloads the page ('Reset demo data' in the settings). */
export async function resetDemoDataAndReload(reload: () => void = () => window.location.reload()): Promise<void> {
  if (!loadMockApi) return;
  (await mockApi()).resetDemoData();
  reload();
}

import { getResponse } from 'msw';
import { buildMockApi, type MockApi } from './core/build';
import type { MockApiOptions } from './core/context';
import { lazyModules } from './lazy-modules';

export interface InPageMockApi extends MockApi {
  /**
   * Answers a request as the server would: a `Response` for any path under `/api` (the 404
   * fallback included), `undefined` for anything else (the caller sends it to the network).
   */
  handle(request: Request): Promise<Response | undefined>;
  /** Restores the seed and clears the persisted copy ('Reset demo data'). */
  resetDemoData(): void;
}

/**
 * The mock API answered in the page, without a service worker: the same handlers as
 * `startMockApi`, called directly by the app's own fetch (`handle(request)`). Nothing to start and
 * nothing on the network: no worker script to fetch and register before the first call, and the
 * app's chunks never pass through a worker. Use it when every API call of the app goes through
 * `fetch` (the shell's HTTP client does); `startMockApi` also answers `<img>`, XHR and other
 * requests the page does not make through `fetch`. Persists in localStorage by default; the
 * sample apps' and the hotel's domains load on their first call, as in `startMockApi`.
 */
export function createInPageMockApi(options: MockApiOptions = {}): InPageMockApi {
  const api = buildMockApi(lazyModules, { persist: true, ...options });
  // Assigned, not spread: a spread would build the scenarios the app never reads.
  return Object.assign(api, {
    handle: (request: Request) => getResponse(api.handlers, request),
    resetDemoData: api.reset,
  });
}

import { setupWorker, type SetupWorker } from 'msw/browser';
import { buildMockApi, type MockApi } from './core/build';
import type { MockApiOptions } from './core/context';
import { lazyModules } from './lazy-modules';

export interface BrowserMockApi extends MockApi {
  worker: SetupWorker;
  /** Restores the seed and clears the persisted copy ('Reset demo data'). */
  resetDemoData(): void;
}

/**
 * Starts the mock API in the browser and resolves once the worker answers. Call it before the
 * first render so no start-up request escapes. Persists in localStorage by default. The sample
 * apps' and the hotel's domains load on their first call (`lazyModules`); their named scenarios
 * are not offered here (stories and tests use the package's main entry, which loads everything).
 */
export async function startMockApi(
  options: MockApiOptions & { serviceWorkerUrl?: string; quiet?: boolean } = {},
): Promise<BrowserMockApi> {
  const { serviceWorkerUrl = '/mockServiceWorker.js', quiet = true, ...rest } = options;
  const api = buildMockApi(lazyModules, { persist: true, ...rest });
  const worker = setupWorker(...api.handlers);
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    quiet,
    // Every /api path is answered (the fallback gives 404), so what is left is the app's own assets.
    onUnhandledFrame: 'bypass',
  });
  // Assigned, not spread: a spread would build the scenarios the app never reads.
  return Object.assign(api, { worker, resetDemoData: api.reset });
}

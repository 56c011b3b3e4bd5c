import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockApi, type MockApi } from './create-mock-api';
import type { MockApiOptions } from './core/context';

export interface BrowserMockApi extends MockApi {
  worker: SetupWorker;
  /** Restores the seed and clears the persisted copy ('Reset demo data'). */
  resetDemoData(): void;
}

/**
 * Starts the mock API in the browser and resolves once the worker answers. Call it before the
 * first render so no start-up request escapes. Persists in localStorage by default.
 */
export async function startMockApi(
  options: MockApiOptions & { serviceWorkerUrl?: string; quiet?: boolean } = {},
): Promise<BrowserMockApi> {
  const { serviceWorkerUrl = '/mockServiceWorker.js', quiet = true, ...rest } = options;
  const api = createMockApi({ persist: true, ...rest });
  const worker = setupWorker(...api.handlers);
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    quiet,
    // Every /api path is answered (the fallback gives 404), so what is left is the app's own assets.
    onUnhandledFrame: 'bypass',
  });
  return { ...api, worker, resetDemoData: api.reset };
}

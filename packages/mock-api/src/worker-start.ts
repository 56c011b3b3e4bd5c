/**
 * Starts the mock API's dedicated Worker (`./worker.ts`) and connects the page to it. Vite (and
 * other bundlers) emit the worker as its own file from the `new Worker(new URL(…))` below; loaded
 * by `installMockApi({ worker: true })` on the first call of the API.
 */
import { connectMockApiWorker, type ConnectMockApiWorkerOptions } from './worker/client';
import type { InstalledMockApi } from './install';

/** Creates the module Worker that runs the mock API and resolves once it answers (see `connectMockApiWorker`). */
export function startMockApiWorker(options: ConnectMockApiWorkerOptions = {}): Promise<InstalledMockApi> {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'hotel-mock-api' });
  return connectMockApiWorker(worker, options);
}

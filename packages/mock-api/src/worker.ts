/**
 * The mock API's dedicated Worker script (`installMockApi({ worker: true })` starts it): it runs
 * the mock API, seeding and queries included, off the page's main thread and answers the page's
 * transport (see `serveMockApi`).
 *
 * msw's store of HTTP state (its jar of what servers set) asks for a `localStorage` when its module
 * loads, and a Worker has none: it gets an in-memory one first (the mock API's sessions are bearer
 * tokens, and it keeps its own data in the page's localStorage through the transport). The mock
 * API is then loaded by dynamic import, so nothing of msw runs before that; the page's first
 * messages are held until it has loaded.
 */
import { MirrorStorage } from './worker/mirror-storage';
import type { PageMessage } from './worker/protocol';
import type { WorkerScope } from './worker/serve';

const scope = self as unknown as WorkerScope & { removeEventListener: WorkerScope['addEventListener'] };
if (typeof localStorage === 'undefined') Object.defineProperty(globalThis, 'localStorage', { value: new MirrorStorage(), configurable: true });
const early: PageMessage[] = [];
const hold = (event: MessageEvent<PageMessage>) => early.push(event.data);
scope.addEventListener('message', hold);
import('./worker/serve').then(
  ({ serveMockApi }) => {
    scope.removeEventListener('message', hold);
    serveMockApi(scope, early);
  },
  (error: unknown) => scope.postMessage({ type: 'failed', message: (error as Error)?.message ?? String(error) }),
);

/**
 * `@hotel/mock-api/worker-client`: the page's side of the mock API in a dedicated Worker, for an
 * app that creates the worker itself (its script calls `serveMockApi`, exported here too).
 * `installMockApi({ worker: true })` of `@hotel/mock-api/install` uses it with the package's own worker.
 */
export { connectMockApiWorker, type ConnectMockApiWorkerOptions, type WorkerLike } from './worker/client';
export { serveMockApi, type WorkerScope } from './worker/serve';
export type { WorkerMockApiOptions } from './worker/protocol';

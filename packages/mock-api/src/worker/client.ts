import { isQuotaError } from '../core/persistence';
import { MOCK_API_CHANGED_EVENT, type MockApiChangedDetail } from '../core/events';
import type { InstalledMockApi } from '../install';
import { DEFAULT_PREFIX, isStoreKey, type PageMessage, type StorageWrite, type WireResponse, type WorkerMessage, type WorkerMockApiOptions } from './protocol';

/** What the transport uses of a Worker (a MessagePort in tests). */
export interface WorkerLike {
  postMessage(message: PageMessage, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerMessage>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate?(): void;
}

export interface ConnectMockApiWorkerOptions extends WorkerMockApiOptions {
  /** Where the mock data persists (default: the page's localStorage; null: nowhere, the worker keeps it in memory). */
  storage?: Storage | null;
  /** Where another tab's `storage` events are heard and MOCK_API_CHANGED_EVENT is dispatched. Default: the window. */
  events?: EventTarget;
}

/** Writes every entry or none (undoing the ones written when one fails), as the in-page persistence does. */
function writeAll(storage: Storage, writes: StorageWrite[]): void {
  const done: Array<[string, string | null]> = [];
  try {
    for (const [key, value] of writes) {
      done.push([key, storage.getItem(key)]);
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    }
  } catch (error) {
    for (const [key, old] of done.reverse()) {
      if (old === null) storage.removeItem(key);
      else storage.setItem(key, old);
    }
    throw error;
  }
}

/** The entries of the store in `storage`. */
function storedEntries(storage: Storage | null, prefix: string): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (let i = 0; storage && i < storage.length; i++) {
    const key = storage.key(i);
    const value = key === null ? null : storage.getItem(key);
    if (key !== null && value !== null && isStoreKey(key, prefix)) entries.push([key, value]);
  }
  return entries;
}

/** A Response from its serialised form. */
const fromWire = ({ status, statusText, headers, body }: WireResponse) => new Response(body, { status, statusText, headers });

/**
 * The page's side of the mock API in a Worker: resolves, once the worker has built the mock API,
 * with the `handle`/`resetDemoData` pair `installMockApi` answers the page's fetch with (its `load`).
 * Each call is posted to the worker (method, URL, headers, body as an ArrayBuffer) and its answer
 * built into a Response. The page keeps the worker's store in localStorage: it sends the stored
 * entries at start, writes the entries the worker sends back (all or nothing; a full storage
 * makes the call answer 507), and passes other tabs' `storage` events on. Another tab's change
 * notices are dispatched as MOCK_API_CHANGED_EVENT on `events`. Rejects (and ends the worker) when
 * the worker fails to start, so the next call tries again.
 */
export function connectMockApiWorker(worker: WorkerLike, options: ConnectMockApiWorkerOptions = {}): Promise<InstalledMockApi> {
  const { storage = typeof localStorage === 'undefined' ? null : localStorage, events = globalThis, ...rest } = options;
  const prefix = rest.prefix ?? DEFAULT_PREFIX;
  const waiting = new Map<number, { resolve: (response: WireResponse | null | undefined) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const ask = (message: PageMessage, transfer: Transferable[] = []) =>
    new Promise<WireResponse | null | undefined>((resolve, reject) => {
      waiting.set((message as { id: number }).id, { resolve, reject });
      worker.postMessage(message, transfer);
    });

  /** Another tab's write to the store, passed on to the worker's copy. */
  const onStorage = (event: Event) => {
    const { key, newValue, storageArea } = event as StorageEvent;
    if (storageArea != null && storageArea !== storage) return;
    if (key === null) worker.postMessage({ type: 'storage', key: null, value: null, entries: storedEntries(storage, prefix) });
    else if (isStoreKey(key, prefix)) worker.postMessage({ type: 'storage', key, value: newValue });
  };

  return new Promise((resolve, reject) => {
    let ready = false;
    /** The worker did not start: it is ended, and the load rejects (the next call starts another). */
    const failed = (message: string) => {
      events.removeEventListener('storage', onStorage);
      worker.terminate?.();
      reject(new Error(`The mock API's worker failed to start: ${message}`));
    };
    // Before 'ready', an error means the worker's script did not load or run. After it, an uncaught
    // error of one call does not stop the worker: it is reported, and that call answers what it can.
    worker.addEventListener('error', (event) => {
      const message = (event as ErrorEvent).message || 'its script did not load';
      if (!ready) failed(message);
      else console.error(`[mock-api] the worker reported an error: ${message}`);
    });
    worker.addEventListener('message', ({ data: message }) => {
      switch (message.type) {
        case 'failed':
          return failed(message.message);
        case 'ready':
          ready = true;
          return resolve({
            handle: async (request) => {
              const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
              const id = ++nextId;
              const headers = [...request.headers];
              const wire = await ask({ type: 'request', id, method: request.method, url: request.url, headers, body }, body ? [body] : []);
              return wire ? fromWire(wire) : undefined;
            },
            resetDemoData: async () => {
              await ask({ type: 'reset', id: ++nextId });
            },
          });
        case 'answer': {
          const pending = waiting.get(message.id);
          waiting.delete(message.id);
          if (message.error !== undefined) pending?.reject(new Error(message.error));
          else pending?.resolve(message.response);
          return;
        }
        case 'store': {
          let error: { full: boolean; message: string } | undefined;
          try {
            if (storage) writeAll(storage, message.writes);
          } catch (thrown) {
            error = { full: isQuotaError(thrown), message: `The demo data could not be stored: ${(thrown as Error)?.message ?? String(thrown)}` };
          }
          worker.postMessage({ type: 'stored', id: message.id, error });
          return;
        }
        case 'changed':
          events.dispatchEvent(new CustomEvent<MockApiChangedDetail>(MOCK_API_CHANGED_EVENT, { detail: { domains: message.domains } }));
          return;
      }
    });
    worker.postMessage({ type: 'init', entries: storedEntries(storage, prefix), options: rest });
    events.addEventListener('storage', onStorage);
  });
}

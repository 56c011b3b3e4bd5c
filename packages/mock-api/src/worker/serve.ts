import { storageFailed, storageFull } from '../core/errors';
import { localStoragePersistence, STORE_VERSION } from '../core/persistence';
import { browserTabSync, type TabSync } from '../core/tabs';
import { createInPageMockApi, type InPageMockApi } from '../in-page';
import { MirrorStorage, type QueuedWrite } from './mirror-storage';
import { DEFAULT_PREFIX, type PageMessage, type WireResponse, type WorkerMessage } from './protocol';

/** What the mock API's worker uses of its global scope (a `DedicatedWorkerGlobalScope`, or a MessagePort in tests). */
export interface WorkerScope {
  postMessage(message: WorkerMessage, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageMessage>) => void): void;
}

/** Statuses whose responses have no body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** A response as it crosses to the page (its body read into an ArrayBuffer). */
async function toWire(response: Response): Promise<WireResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: NULL_BODY.has(response.status) ? null : await response.arrayBuffer(),
  };
}

/**
 * Runs the mock API in a dedicated Worker, answering the page's transport
 * (`connectMockApiWorker`, src/worker/client.ts): seeding and queries run here, off
 * the page's main thread. The page sends the stored entries with `init`; the store persists to a
 * {@link MirrorStorage}, and the writes of each call go to the page, which writes them to
 * localStorage before the call's answer arrives (so a reload after an answer keeps it). A write
 * the page cannot store (quota) is undone here too and the call answers 507, as in the page. The
 * tabs' coordination (Web Lock, BroadcastChannel, IndexedDB generation log) runs in the worker;
 * another tab's changes reach the page as `changed` messages (MOCK_API_CHANGED_EVENT there).
 * `early`: messages that arrived before it was called (handled first, in order).
 */
export function serveMockApi(scope: WorkerScope, early: PageMessage[] = []): void {
  let api: InPageMockApi | undefined;
  let mirror = new MirrorStorage();
  let prefix = DEFAULT_PREFIX;
  const storing = new Map<number, (error?: { full: boolean; message: string }) => void>();
  let nextStore = 0;
  /** Writes under the store's lock right now: their commit carries what is queued meanwhile. */
  let locked = 0;

  /** Sends the queued writes to the page and waits until it stored them; undoes them here if it could not. */
  const commit = async (): Promise<void> => {
    const writes = mirror.takeWrites();
    if (writes.length === 0) return;
    const id = ++nextStore;
    const error = await new Promise<{ full: boolean; message: string } | undefined>((resolve) => {
      storing.set(id, resolve);
      scope.postMessage({ type: 'store', id, writes: writes.map((w) => w.write) });
    });
    if (!error) return;
    undo(writes);
    throw error.full ? storageFull() : storageFailed(error.message);
  };
  /** The page stored none of `writes`: the copy gets the old values back and the store reads them again. */
  const undo = (writes: QueuedWrite[]) => {
    mirror.undo(writes);
    for (const { write } of writes) {
      const name = write[0].slice(prefix.length + 1);
      if (write[0].startsWith(`${prefix}:`) && !name.startsWith('@')) api?.context.db.drop(name);
    }
  };
  /** Writes made outside a locked write (an unreadable entry removed, a reset): stored before the answer. */
  const commitLoose = async () => {
    if (locked > 0) return;
    await commit().catch((error: unknown) => console.error('[mock-api] the page could not store the demo data', error));
  };

  /**
   * The browser's tab coordination, with each locked write stored by the page before the lock goes
   * and the other tabs are told, and another tab's notice passed on to the page.
   */
  const committing = (inner: TabSync): TabSync => {
    let deferred: string[][] | null = null;
    return {
      exclusive: (task) =>
        inner.exclusive(async () => {
          locked++;
          deferred = [];
          try {
            const result = await task();
            await commit();
            for (const domains of deferred) inner.publish(domains);
            return result;
          } finally {
            deferred = null;
            locked--;
          }
        }),
      publish: (domains) => (deferred ? deferred.push(domains) : inner.publish(domains)),
      // The store reads the other tab's change first (the context's listener), then the page hears of it.
      subscribe: (listener) =>
        inner.subscribe((domains) => {
          listener(domains);
          scope.postMessage({ type: 'changed', domains });
        }),
    };
  };

  const answer = async (id: number, work: () => Promise<WireResponse | null | void>) => {
    try {
      const response = await work();
      await commitLoose();
      const transfer = response?.body ? [response.body] : [];
      scope.postMessage({ type: 'answer', id, response: response ?? null }, transfer);
    } catch (error) {
      scope.postMessage({ type: 'answer', id, error: (error as Error)?.message ?? String(error) });
    }
  };

  const onMessage = (message: PageMessage) => {
    switch (message.type) {
      case 'init': {
        prefix = message.options.prefix ?? DEFAULT_PREFIX;
        mirror = new MirrorStorage(message.entries);
        const persistence = localStoragePersistence(prefix, STORE_VERSION, mirror, mirror.events);
        api = createInPageMockApi({
          persist: persistence,
          tabs: committing(browserTabSync(prefix, { view: { generation: persistence.generation!, watch: persistence.watch! } })),
          delays: message.options.delays,
          seed: message.options.seed,
        });
        void commitLoose().then(() => scope.postMessage({ type: 'ready' }));
        return;
      }
      case 'request': {
        const { id, method, url, headers, body } = message;
        void answer(id, async () => {
          const response = await api!.handle(new Request(url, { method, headers, body }));
          return response ? toWire(response) : null;
        });
        return;
      }
      case 'reset':
        void answer(message.id, async () => api!.resetDemoData());
        return;
      case 'storage':
        mirror.applyRemote(message.key, message.value, message.entries);
        return;
      case 'stored':
        storing.get(message.id)?.(message.error);
        storing.delete(message.id);
        return;
    }
  };
  for (const message of early) onMessage(message);
  scope.addEventListener('message', (event) => onMessage(event.data));
}

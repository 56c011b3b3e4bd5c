/**
 * One store across the tabs of a browser: writes take a Web Lock, so a tab reads the latest stored
 * state before it applies a change and no two tabs write at once, and a BroadcastChannel tells the
 * other tabs which domains changed (they drop their copies and the page can refresh its screens).
 *
 * A browser's localStorage is not one shared object: each renderer process (in Chromium, each tab)
 * reads its own copy, and another tab's write reaches that copy a little later (the `storage` event
 * says when). A tab that takes the lock, or hears the channel, before its copy has the last write
 * would work on the state from before it, and its write would undo the other tab's. So every
 * stored write advances a generation (kept with the store), the writer records the generation it
 * reached in IndexedDB (which every tab reads alike) before it lets the lock go, and a tab waits
 * until its own copy has reached that generation before it reads under the lock; a tab that hears
 * of a change waits for its copy to have it before it tells the page ({@link caughtUp} says when a
 * wait gives up).
 */
import type { MockApiChangedDetail } from './events';

/** The lock and the channel of a store shared by several writers (tabs). */
export interface TabSync {
  /** Runs `task` holding the store's exclusive lock (across tabs where the platform has Web Locks). */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Tells the other tabs that these domains changed ('*': all of them, after a reset). */
  publish(domains: string[]): void;
  /** Calls `listener` when another tab changed domains; answers the unsubscribe function. */
  subscribe(listener: (domains: string[]) => void): () => void;
}

export { MOCK_API_CHANGED_EVENT, type MockApiChangedDetail } from './events';

/** This tab's copy of a store other tabs write too (the localStorage persistence is one). */
export interface StoreView {
  /** The generation this copy has reached: it grows with every stored write of any tab. */
  generation(): number;
  /** Calls `listener` when another tab's write reached this copy; answers the unsubscribe function. */
  watch(listener: () => void): () => void;
}

/** Where a writer records the generation it reached, read alike by every tab (IndexedDB). */
export interface GenerationLog {
  read(): Promise<number>;
  /** Records `generation` unless a greater one is there (`force`: whatever is there). */
  record(generation: number, force?: boolean): Promise<void>;
}

/** A lock within this JavaScript realm only: serialises the tasks in call order. */
export function localMutex(): TabSync['exclusive'] {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** What the store uses of a BroadcastChannel. */
export type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

export interface BrowserTabSyncOptions {
  /** This tab's copy of the store; without one, nothing is waited for. */
  view?: StoreView;
  /** Default: IndexedDB database `<name>` where the platform has it; null: none (nothing is waited for under the lock). */
  log?: GenerationLog | null;
  /** Default: `navigator.locks`, else a lock within the tab. */
  locks?: LockManagerLike;
  /** Default: `new BroadcastChannel(name)` where the platform has one. */
  channel?: ChannelLike;
  /** How long a tab waits for its copy to catch up, while it is free to hear of it, before it goes on without (see {@link caughtUp}). Default 30 s. */
  catchUpMs?: number;
}

/**
 * Resolves with true once `view` has reached `target` (on its `watch`), or with false after `ms` in
 * which it did not (a writer's tab that died mid-write, the storage cleared by hand, a tab of an
 * older version that keeps no generation). A timer that fires late means this tab was busy, and the
 * storage events it waits for queue behind that work: it then waits `ms` again.
 */
export function caughtUp(view: StoreView | undefined, target: number, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (!view || view.generation() >= target) return resolve(true);
    let timer: ReturnType<typeof setTimeout>;
    const end = (reached: boolean) => {
      stop();
      clearTimeout(timer);
      resolve(reached);
    };
    const stop = view.watch(() => view.generation() >= target && end(true));
    const arm = (due = Date.now() + ms) => {
      timer = setTimeout(() => (Date.now() > due + 1000 ? arm() : end(false)), ms);
    };
    arm();
  });
}

/** The generation log in IndexedDB (database `name`, store `sync`); undefined where there is none. */
export function indexedDbGenerationLog(name: string): GenerationLog | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let db: Promise<IDBDatabase | undefined> | undefined;
  /** Reads the stored generation in a transaction, lets `then` write, and resolves with it once committed (0 when IndexedDB fails: nothing is waited for). */
  const inTransaction = (mode: IDBTransactionMode, then?: (store: IDBObjectStore, stored: number) => void) =>
    (db ??= new Promise((resolve) => {
      const open = indexedDB.open(name);
      open.onupgradeneeded = () => open.result.createObjectStore('sync');
      open.onsuccess = () => resolve(open.result);
      open.onerror = open.onblocked = () => resolve(undefined);
    })).then(
      (opened) =>
        new Promise<number>((resolve) => {
          let stored = 0;
          try {
            const tx = opened!.transaction('sync', mode);
            const store = tx.objectStore('sync');
            const get = store.get('generation');
            // (Not `then?.(store, (stored = …))`: an optional call skips its arguments when there is no `then`.)
            get.onsuccess = () => {
              stored = Number(get.result) || 0;
              then?.(store, stored);
            };
            tx.oncomplete = () => resolve(stored);
            tx.onerror = tx.onabort = () => resolve(0);
          } catch {
            resolve(0);
          }
        }),
    );
  return {
    read: () => inTransaction('readonly'),
    record: async (generation, force) => {
      await inTransaction('readwrite', (store, stored) => (force || stored < generation) && store.put(generation, 'generation'));
    },
  };
}

/**
 * The browser's coordination: `navigator.locks.request(name, …)` when the platform has Web Locks
 * (else a lock within the tab), `new BroadcastChannel(name)` when it has one (else no messages),
 * and with a `view`, the wait for this tab's copy of the store described at the top of this file.
 */
export function browserTabSync(name = 'hotel-mock-api', options: BrowserTabSyncOptions = {}): TabSync {
  const { view, catchUpMs = 30_000 } = options;
  const log = view ? (options.log === undefined ? indexedDbGenerationLog(name) : (options.log ?? undefined)) : undefined;
  const locks = options.locks ?? (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const lock = locks ? <T>(task: () => Promise<T>) => locks.request(name, task) : localMutex();
  const channel = options.channel ?? (typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(name));
  return {
    exclusive: (task) =>
      lock(async () => {
        if (!view || !log) return task();
        const reached = await caughtUp(view, await log.read(), catchUpMs);
        const before = view.generation();
        try {
          return await task();
        } finally {
          // Before the lock goes: the next holder, in any tab, waits for its copy to have this write.
          // After a wait that gave up, the log comes down to this copy's generation, so that no tab
          // waits again for one the store will not reach.
          if (!reached || view.generation() > before) await log.record(view.generation(), !reached);
        }
      }),
    publish(domains) {
      if (domains.length > 0) channel?.postMessage({ domains, generation: view?.generation() ?? 0 });
    },
    subscribe(listener) {
      if (!channel) return () => undefined;
      const onMessage = (event: MessageEvent) => {
        const data = event.data as Partial<MockApiChangedDetail & { generation: number }> | null;
        const domains = data?.domains;
        if (!Array.isArray(domains) || !domains.every((d) => typeof d === 'string')) return;
        // Told before this tab's copy has the change: wait for it, so what the page reads next has it.
        void caughtUp(view, typeof data?.generation === 'number' ? data.generation : 0, catchUpMs).then(() => listener(domains));
      };
      channel.addEventListener('message', onMessage as EventListener);
      return () => channel.removeEventListener('message', onMessage as EventListener);
    },
  };
}

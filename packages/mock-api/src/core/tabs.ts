/**
 * One store across the tabs of a browser: writes take a Web Lock, so a tab reads the latest stored
 * state before it applies a change and no two tabs write at once, and a BroadcastChannel tells the
 * other tabs which domains changed (they drop their copies and the page can refresh its screens).
 */

/** The lock and the channel of a store shared by several writers (tabs). */
export interface TabSync {
  /** Runs `task` holding the store's exclusive lock (across tabs where the platform has Web Locks). */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Tells the other tabs that these domains changed ('*': all of them, after a reset). */
  publish(domains: string[]): void;
  /** Calls `listener` when another tab changed domains; answers the unsubscribe function. */
  subscribe(listener: (domains: string[]) => void): () => void;
}

/** The event the page receives (on `window`) when another tab changed the mock data. */
export const MOCK_API_CHANGED_EVENT = 'hotel-mock-api:changed';

/** The detail of {@link MOCK_API_CHANGED_EVENT}: the names of the domains that changed ('*': all). */
export interface MockApiChangedDetail {
  domains: string[];
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

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * The browser's coordination: `navigator.locks.request(name, …)` when the platform has Web Locks
 * (else a lock within the tab), and `new BroadcastChannel(name)` when it has one (else no messages).
 */
export function browserTabSync(name = 'hotel-mock-api'): TabSync {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const exclusive = locks ? <T>(task: () => Promise<T>) => locks.request(name, task) : localMutex();
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(name);
  return {
    exclusive,
    publish(domains) {
      if (domains.length > 0) channel?.postMessage({ domains } satisfies MockApiChangedDetail);
    },
    subscribe(listener) {
      if (!channel) return () => undefined;
      const onMessage = (event: MessageEvent) => {
        const domains = (event.data as Partial<MockApiChangedDetail> | null)?.domains;
        if (Array.isArray(domains) && domains.every((d) => typeof d === 'string')) listener(domains);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

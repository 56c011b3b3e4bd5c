import { localMutex, type TabSync } from './tabs';
import type { DbSnapshot } from './persistence';

/**
 * Test doubles of the browser's storage and tab coordination, for Node tests of the persisted
 * store: a localStorage with a byte quota, and a Web Lock plus BroadcastChannel shared by several
 * mock API instances ("tabs") of one test.
 */

/** A Storage over a Map whose `setItem` throws a QuotaExceededError past `quota` characters in all. */
export function quotaStorage(quota = Infinity): Storage & { items: Map<string, string>; quota: number; used(): number } {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    items,
    quota,
    used,
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      const text = String(value);
      const after = used() - (items.has(key) ? key.length + (items.get(key) ?? '').length : 0) + key.length + text.length;
      if (after > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, text);
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * Tab coordination shared by the mock API instances of one test: each call of the answered
 * function is one tab's TabSync; they share one lock and one channel (a tab does not hear itself).
 */
export function fakeTabs(): () => TabSync & { heard: string[][] } {
  const exclusive = localMutex();
  const listeners = new Set<{ tab: object; listener: (domains: string[]) => void }>();
  return () => {
    const tab = {};
    const heard: string[][] = [];
    return {
      heard,
      exclusive,
      publish(domains) {
        if (domains.length === 0) return;
        // Delivered later, like a BroadcastChannel message.
        for (const entry of listeners) if (entry.tab !== tab) queueMicrotask(() => entry.listener(domains));
      },
      subscribe(listener) {
        const entry = { tab, listener: (domains: string[]) => (heard.push(domains), listener(domains)) };
        listeners.add(entry);
        return () => listeners.delete(entry);
      },
    };
  };
}

/**
 * Several tabs' copies of one localStorage, as Chromium keeps them (one copy per renderer
 * process): a tab reads and writes its own copy at once, and its writes reach the other tabs'
 * copies later (after `lagMs`, in order), each with a `storage` event on that tab's `events`.
 * A new tab's copy starts from every write made so far.
 */
export function laggingStorages(lagMs = 1): { tab(): { storage: Storage; events: EventTarget } } {
  const stored = new Map<string, string>();
  const copies: Array<{ items: Map<string, string>; events: EventTarget }> = [];
  const send = (from: Map<string, string>, key: string, value: string | null) => {
    if (value === null) stored.delete(key);
    else stored.set(key, value);
    for (const copy of copies) {
      if (copy.items === from) continue;
      setTimeout(() => {
        if (value === null) copy.items.delete(key);
        else copy.items.set(key, value);
        copy.events.dispatchEvent(Object.assign(new Event('storage'), { key }));
      }, lagMs);
    }
  };
  return {
    tab() {
      const items = new Map(stored);
      const events = new EventTarget();
      copies.push({ items, events });
      const storage: Storage = {
        get length() {
          return items.size;
        },
        key: (i) => [...items.keys()][i] ?? null,
        getItem: (key) => items.get(key) ?? null,
        setItem(key, value) {
          items.set(key, String(value));
          send(items, key, String(value));
        },
        removeItem(key) {
          items.delete(key);
          send(items, key, null);
        },
        clear() {
          for (const key of [...items.keys()]) storage.removeItem(key);
        },
      };
      return { storage, events };
    },
  };
}

/** One Web Lock manager and one BroadcastChannel bus for the tabs of a test, and an IndexedDB-like generation log. */
export function fakeBrowser() {
  const mutex = localMutex();
  const channels = new Set<EventTarget>();
  let logged = 0;
  return {
    locks: { request: <T>(_name: string, task: () => Promise<T>) => mutex(task) },
    /** A tab's BroadcastChannel: a message reaches every other channel later (not its sender). */
    channel(): EventTarget & { postMessage(data: unknown): void } {
      const channel = Object.assign(new EventTarget(), {
        postMessage(data: unknown) {
          for (const other of channels) {
            if (other !== channel) setTimeout(() => other.dispatchEvent(new MessageEvent('message', { data: structuredClone(data) })), 0);
          }
        },
      });
      channels.add(channel);
      return channel;
    },
    /** What every tab reads alike (IndexedDB): the last recorded generation. */
    log: {
      read: () => Promise.resolve(logged),
      record(generation: number, force?: boolean) {
        logged = force ? generation : Math.max(logged, generation);
        return Promise.resolve();
      },
    },
  };
}

/** Whether two values of stored data are equal: plain objects and arrays compared deeply, anything else with Object.is. */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  for (const key of keysA) {
    if (!Object.prototype.hasOwnProperty.call(b, key) || !sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/**
 * The collections of stored data that differ from a snapshot taken before (a domain, its top-level
 * keys and theirs: `hotel.records.rooms`, `hotel.ledger.lines`, `users`; added and removed ones
 * too), sorted: `const before = api.snapshot()`, the refused call, then
 * `expect(changedSince(api, before)).toEqual([])`. A tenth of the time of a deep `toEqual` of two
 * snapshots of the seeded hotel, and a failure names what changed.
 */
export function changedSince(api: { snapshot(): DbSnapshot }, before: DbSnapshot): string[] {
  const changed: string[] = [];
  const visit = (path: string, was: unknown, now: unknown, depth: number) => {
    const nested = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
    if (depth < 3 && nested(was) && nested(now)) {
      const keys = new Set([...Object.keys(was as object), ...Object.keys(now as object)]);
      for (const key of keys) visit(path ? `${path}.${key}` : key, (was as Record<string, unknown>)[key], (now as Record<string, unknown>)[key], depth + 1);
    } else if (!sameData(was, now)) changed.push(path);
  };
  visit('', before, api.snapshot(), 0);
  return changed.sort();
}

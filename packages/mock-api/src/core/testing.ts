import { localMutex, type TabSync } from './tabs';

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

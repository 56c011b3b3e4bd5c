import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { localStoragePersistence, MockDb, type Domain } from './db';

/** A Storage over a Map, recording which keys were read. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const reads: string[] = [];
  const storage: Storage = {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => {
      reads.push(key);
      return items.get(key) ?? null;
    },
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  return { storage, items, reads };
}

const NOW = () => new Date('2026-11-20T10:00:00.000Z');
const counter = (name: string) => {
  const seed = vi.fn(() => ({ count: 0, name }));
  return { domain: { name, seed } satisfies Domain<{ count: number; name: string }>, seed };
};

afterEach(() => vi.restoreAllMocks());

describe('MockDb with localStoragePersistence', () => {
  it('stores each domain under its own key and reads it back on first use, without seeding', async () => {
    const { storage, items } = memoryStorage();
    const a = counter('a');
    const b = counter('b');
    const db = new MockDb(42, NOW, localStoragePersistence('store', 2, storage));
    (await db.get(a.domain)).count = 5;
    (await db.get(b.domain)).count = 7;
    db.save();
    expect([...items.keys()].sort()).toEqual(['store:@revisions', 'store:a', 'store:b']);

    const again = new MockDb(42, NOW, localStoragePersistence('store', 2, storage));
    expect(await again.get(a.domain)).toEqual({ count: 5, name: 'a' });
    expect(a.seed).toHaveBeenCalledTimes(1);
  });

  it('reads nothing at start-up and only the domain asked for later', async () => {
    const { storage, reads } = memoryStorage({
      'store:a': JSON.stringify({ version: 2, state: { count: 1, name: 'a' } }),
      'store:b': JSON.stringify({ version: 2, state: { count: 2, name: 'b' } }),
    });
    const db = new MockDb(42, NOW, localStoragePersistence('store', 2, storage));
    expect(reads.filter((key) => key.startsWith('store:'))).toEqual([]);
    expect(await db.get(counter('b').domain)).toEqual({ count: 2, name: 'b' });
    expect(reads.filter((key) => key.startsWith('store:'))).toEqual(['store:b']);
  });

  it('writes only the domains used since the last save', async () => {
    const { storage, items } = memoryStorage();
    const a = counter('a');
    const b = counter('b');
    const db = new MockDb(42, NOW, localStoragePersistence('store', 2, storage));
    await db.get(a.domain);
    await db.get(b.domain);
    db.save();
    const setItem = vi.spyOn(storage, 'setItem');
    (await db.get(b.domain)).count = 9;
    db.save();
    expect(setItem.mock.calls.map(([key]) => key)).toEqual(['store:b', 'store:@revisions']);
    expect(JSON.parse(items.get('store:b') ?? '')).toEqual({ version: 2, revision: expect.any(String), state: { count: 9, name: 'b' } });
  });

  it('does not rewrite a domain whose state did not change', async () => {
    const { storage } = memoryStorage();
    const db = new MockDb(42, NOW, localStoragePersistence('store', 2, storage));
    (await db.get(counter('a').domain)).count = 1;
    db.save();
    const setItem = vi.spyOn(storage, 'setItem');
    await db.get(counter('a').domain);
    expect(db.save()).toEqual([]);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('seeds afresh, with one console.info, over a corrupt or older entry', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { storage, items } = memoryStorage({
      'store:a': '{"version": 2, "state": ',
      'store:b': JSON.stringify({ version: 1, state: { count: 3, name: 'b' } }),
    });
    const db = new MockDb(42, NOW, localStoragePersistence('store', 2, storage));
    expect(await db.get(counter('a').domain)).toEqual({ count: 0, name: 'a' });
    expect(await db.get(counter('b').domain)).toEqual({ count: 0, name: 'b' });
    expect(info).toHaveBeenCalledTimes(2);
    expect(items.has('store:a') || items.has('store:b')).toBe(false);
  });

  it('drops the single-entry store of version 1', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { storage, items } = memoryStorage({ store: JSON.stringify({ version: 1, domains: {} }) });
    localStoragePersistence('store', 2, storage);
    expect(items.has('store')).toBe(false);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('reset removes every stored domain and nothing else; the generation goes on', async () => {
    const { storage, items } = memoryStorage({ other: 'kept', 'store-x:a': 'kept too' });
    const persistence = localStoragePersistence('store', 2, storage);
    const db = new MockDb(42, NOW, persistence);
    await db.get(counter('a').domain);
    await db.get(counter('b').domain);
    db.save();
    expect(persistence.generation?.()).toBe(1);
    db.reset();
    // Only the generation is left of the store (a tab waiting for generation 1 is not left waiting).
    expect([...items.keys()].sort()).toEqual(['other', 'store-x:a', 'store:@revisions']);
    expect(JSON.parse(items.get('store:@revisions') ?? '')).toEqual({ '@generation': 2 });
    expect(persistence.revisions?.()).toEqual({});
    (await db.get(counter('a').domain)).count = 1;
    db.save();
    expect(persistence.generation?.()).toBe(3);
  });

  it('restore stores every restored domain', () => {
    const { storage, items } = memoryStorage();
    const db = new MockDb(42, NOW, localStoragePersistence('store', 2, storage));
    db.restore({ a: { count: 1 }, b: { count: 2 } });
    expect([...items.keys()].sort()).toEqual(['store:@revisions', 'store:a', 'store:b']);
  });

  it('a write after another writer saved never gets the older state a read is still loading (the cross-tab lost write)', async () => {
    const { storage } = memoryStorage();
    // The schema loads on demand, as the hotel's does: a read's load stays pending across a tick.
    const domain: Domain<{ count: number; name: string }> = {
      ...counter('a').domain,
      schema: async () => z.object({ count: z.number(), name: z.string() }),
    };
    const tabA = new MockDb(42, NOW, localStoragePersistence('store', 2, storage));
    const tabB = new MockDb(42, NOW, localStoragePersistence('store', 2, storage));
    (await tabA.get(domain)).count = 1;
    tabA.save();

    // Tab B's read begins the load of revision 1; before it ends, tab A stores revision 2.
    const read = tabB.get(domain);
    tabA.sync();
    (await tabA.get(domain)).count = 2;
    tabA.save();

    // Tab B's write (under the lock): sync, then the domain, which must be revision 2.
    expect(tabB.sync()).toEqual(['a']);
    const written = await tabB.get(domain);
    expect(written.count).toBe(2);
    written.count = 3;
    tabB.save();
    // The read still answers what it read; the write's state is the one kept.
    expect((await read).count).toBe(1);
    expect((await tabB.get(domain)).count).toBe(3);
    expect((await new MockDb(42, NOW, localStoragePersistence('store', 2, storage)).get(domain)).count).toBe(3);
  });
});

/**
 * One store across tabs: two mock API instances ("tabs") sharing one storage, one lock and one
 * channel; 100 interleaved creates and edits lose nothing and never reuse an id.
 */
import { describe, expect, it, vi } from 'vitest';
import { createInPageMockApi, type InPageMockApi } from '../../in-page';
import { localStoragePersistence, STORE_VERSION } from '../persistence';
import { IDBFactory } from 'fake-indexeddb';
import { browserTabSync, caughtUp, indexedDbGenerationLog, type StoreView } from '../tabs';
import { fakeBrowser, fakeTabs, laggingStorages, quotaStorage } from '../testing';

const NOW = new Date('2026-11-20T10:00:00.000Z');

function tab(storage: Storage, tabs: ReturnType<typeof fakeTabs>) {
  const sync = tabs();
  const api = createInPageMockApi({ delays: 0, now: () => NOW, persist: localStoragePersistence('hotel-mock-api', STORE_VERSION, storage), tabs: sync });
  return { api, sync };
}

async function call(api: InPageMockApi, token: string, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = (await api.handle(new Request(`http://localhost/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })))!;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- asserted below
  return { status: res.status, body: (await res.json()) as any };
}

describe('two tabs writing to one store', () => {
  it('100 interleaved creates and edits: 0 lost, 0 duplicate ids, and the other tab hears of them', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const storage = quotaStorage();
    const tabs = fakeTabs();
    const a = tab(storage, tabs);
    const b = tab(storage, tabs);
    const token = (await a.api.sessionFor('admin')).accessToken;
    // Both tabs have read the notes and the hotel before the other writes (the bug: stale copies).
    const noteId = (await call(a.api, token, 'GET', 'api/apps/notes/all')).body[0].id as string;
    await call(b.api, token, 'GET', 'api/apps/notes/all');
    await call(a.api, token, 'GET', 'api/hotel/guests?page=1&size=10');
    await call(b.api, token, 'GET', 'api/hotel/guests?page=1&size=10');
    const tasksBefore = ((await call(a.api, token, 'GET', 'api/apps/notes/all')).body[0].tasks ?? []).length as number;

    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const api = i % 2 === 0 ? a.api : b.api;
        return i % 4 < 2
          ? call(api, token, 'POST', 'api/hotel/guests', { record: { name: `Tab guest ${i}`, phone: '+1 555 0100', guestType: 'individual' } })
          : call(api, token, 'POST', 'api/apps/notes/tasks', { note: { id: noteId }, task: `Tab task ${i}` });
      }),
    );
    expect(results.filter((r) => r.status >= 300)).toEqual([]);
    const guestIds = results.filter((_, i) => i % 4 < 2).map((r) => r.body.id as string);
    expect(new Set(guestIds).size).toBe(50);

    // A third tab, opened afterwards, reads everything from the store.
    const c = tab(storage, tabs).api;
    for (const id of guestIds) expect((await call(c, token, 'GET', `api/hotel/guests/${id}`)).status).toBe(200);
    const note = (await call(c, token, 'GET', 'api/apps/notes/all')).body.find((n: { id: string }) => n.id === noteId);
    const tasks = (note.tasks as Array<{ id: string; content: string }>).slice(tasksBefore);
    expect(tasks.map((t) => t.content).sort()).toEqual(Array.from({ length: 100 }, (_, i) => i).filter((i) => i % 4 >= 2).map((i) => `Tab task ${i}`).sort());
    expect(new Set(note.tasks.map((t: { id: string }) => t.id)).size).toBe(note.tasks.length);

    // Each tab heard of the other's changes (so its screens can refresh).
    expect(a.sync.heard.flat()).toEqual(expect.arrayContaining(['hotel', 'apps.notes']));
    expect(b.sync.heard.flat()).toEqual(expect.arrayContaining(['hotel', 'apps.notes']));
  });

  it('a tab drops its copy when told another tab changed a domain, and sees the change on its next read', async () => {
    const storage = quotaStorage();
    const tabs = fakeTabs();
    const a = tab(storage, tabs);
    const b = tab(storage, tabs);
    const token = (await a.api.sessionFor('admin')).accessToken;
    await call(b.api, token, 'GET', 'api/apps/notes/all');
    const created = await call(a.api, token, 'POST', 'api/apps/notes', { note: { title: 'From tab A', content: '' } });
    const seen = (await call(b.api, token, 'GET', 'api/apps/notes/all')).body.map((n: { id: string }) => n.id);
    expect(seen).toContain(created.body.id);
  });
});

describe('two tabs whose copies of the storage lag (as Chromium keeps localStorage, one copy per tab)', () => {
  /** A tab of `browser`: its own copy of the storage, the shared lock, channel and generation log. */
  function laggingTab(storages: ReturnType<typeof laggingStorages>, browser: ReturnType<typeof fakeBrowser>, waits: boolean) {
    const copy = storages.tab();
    const persistence = localStoragePersistence('hotel-mock-api', STORE_VERSION, copy.storage, copy.events);
    const sync = browserTabSync('hotel-mock-api', {
      // Without a view, the coordination is what it was before: the lock and the channel only.
      view: waits ? (persistence as Required<typeof persistence>) : undefined,
      log: browser.log,
      locks: browser.locks,
      channel: browser.channel(),
    });
    const api = createInPageMockApi({ delays: 0, now: () => NOW, persist: persistence, tabs: sync });
    return { api, sync };
  }

  /**
   * 40 writes from two tabs at once: 20 guests created (ids from the hotel's counter) and 20 tasks
   * added to one note; another tab's write reaches a copy `lagMs` after it was made.
   */
  async function run(waits: boolean, lagMs: number) {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const storages = laggingStorages(lagMs);
    const browser = fakeBrowser();
    const a = laggingTab(storages, browser, waits);
    const b = laggingTab(storages, browser, waits);
    const token = (await a.api.sessionFor('admin')).accessToken;
    const noteId = (await call(a.api, token, 'GET', 'api/apps/notes/all')).body[0].id as string;
    const tasksBefore = ((await call(a.api, token, 'GET', 'api/apps/notes/all')).body[0].tasks ?? []).length as number;
    await call(b.api, token, 'GET', 'api/hotel/guests?page=1&size=1');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const api = i % 2 === 0 ? a.api : b.api;
        return i % 4 < 2
          ? call(api, token, 'POST', 'api/hotel/guests', { record: { name: `Lag guest ${i}`, phone: '+1 555 0100', guestType: 'individual' } })
          : call(api, token, 'POST', 'api/apps/notes/tasks', { note: { id: noteId }, task: `Lag task ${i}` });
      }),
    );
    expect(results.filter((r) => r.status >= 300)).toEqual([]);
    const guestIds = results.filter((_, i) => i % 4 < 2).map((r) => r.body.id as string);
    // A third tab reads the store (its copy starts from every write made).
    const c = laggingTab(storages, browser, waits).api;
    let guestsLost = 0;
    for (const id of guestIds) if ((await call(c, token, 'GET', `api/hotel/guests/${id}`)).status !== 200) guestsLost += 1;
    const note = (await call(c, token, 'GET', 'api/apps/notes/all')).body.find((n: { id: string }) => n.id === noteId);
    const tasks = (note.tasks as Array<{ content: string }>).slice(tasksBefore).map((t) => t.content);
    return { duplicateIds: guestIds.length - new Set(guestIds).size, guestsLost, tasksLost: 20 - tasks.filter((t) => t.startsWith('Lag task')).length };
  }

  it('with the wait for the tab copy of the storage: 40 writes at once lose nothing and share no id', async () => {
    expect(await run(true, 100)).toEqual({ duplicateIds: 0, guestsLost: 0, tasksLost: 0 });
  });

  it('the double does show the hazard: with the lock and the channel alone, writes are lost and ids drawn twice', async () => {
    // A long lag, so that no write reaches the other copy before that tab takes the lock.
    const outcome = await run(false, 1000);
    expect(outcome.duplicateIds + outcome.guestsLost + outcome.tasksLost).toBeGreaterThan(0);
  });

  it('a tab tells its page of a change made in another tab only once its copy has it: the next read shows it', async () => {
    const storages = laggingStorages(20);
    const browser = fakeBrowser();
    const a = laggingTab(storages, browser, true);
    const b = laggingTab(storages, browser, true);
    const token = (await a.api.sessionFor('admin')).accessToken;
    await call(b.api, token, 'GET', 'api/apps/notes/all');
    const seen = new Promise<string[]>((resolve) => {
      const stop = b.sync.subscribe(async () => {
        stop();
        resolve((await call(b.api, token, 'GET', 'api/apps/notes/all')).body.map((n: { id: string }) => n.id));
      });
    });
    const created = await call(a.api, token, 'POST', 'api/apps/notes', { note: { title: 'From tab A', content: '' } });
    expect(await seen).toContain(created.body.id);
  });
});

describe('the wait for this tab copy of the storage', () => {
  /** A copy whose generation the test moves, telling its watchers. */
  function fakeView(generation = 0): StoreView & { set(next: number): void; waits: number } {
    const listeners = new Set<() => void>();
    return {
      waits: 0,
      generation: () => generation,
      watch(listener) {
        this.waits += 1;
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      set(next) {
        generation = next;
        for (const listener of [...listeners]) listener();
      },
    };
  }

  it('ends when the copy reaches the generation; gives up after the ceiling only if its timer ran on time (a late one means the tab was busy)', async () => {
    vi.useFakeTimers();
    try {
      const view = fakeView(1);
      let outcome: boolean | undefined;
      void caughtUp(view, 3, 1000).then((reached) => (outcome = reached));
      view.set(2);
      await vi.advanceTimersByTimeAsync(500);
      expect(outcome).toBeUndefined();
      view.set(3);
      await vi.advanceTimersByTimeAsync(0);
      expect(outcome).toBe(true);

      outcome = undefined;
      void caughtUp(view, 4, 1000).then((reached) => (outcome = reached));
      // The tab was busy: its timer runs 5 s late, so the wait starts again.
      vi.setSystemTime(Date.now() + 5000);
      await vi.advanceTimersByTimeAsync(1000);
      expect(outcome).toBeUndefined();
      // Free, and nothing comes within the ceiling: it goes on without.
      await vi.advanceTimersByTimeAsync(1000);
      expect(outcome).toBe(false);
      expect(await caughtUp(view, 2, 1000)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a writer that waited in vain brings the log down to its copy, so the next writer does not wait for a generation the store will not reach', async () => {
    const browser = fakeBrowser();
    // The log says 7, the copy was cleared by hand (0).
    await browser.log.record(7);
    const view = fakeView(0);
    const sync = browserTabSync('t', { view, log: browser.log, locks: browser.locks, channel: browser.channel(), catchUpMs: 20 });
    await sync.exclusive(async () => view.set(1));
    expect(view.waits).toBe(1);
    expect(await browser.log.read()).toBe(1);
    await sync.exclusive(async () => view.set(2));
    expect(await browser.log.read()).toBe(2);
    // The second write did not wait (its copy had the logged generation).
    expect(view.waits).toBe(1);
  });
});

describe('the generation log in IndexedDB', () => {
  it('reads back what a writer recorded, in every tab (a log that always reads 0 lets a lagging tab write over the last write)', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    try {
      const tabA = indexedDbGenerationLog('hotel-mock-api')!;
      const tabB = indexedDbGenerationLog('hotel-mock-api')!;
      expect(await tabB.read()).toBe(0);
      await tabA.record(5);
      expect(await tabB.read()).toBe(5);
      expect(await tabA.read()).toBe(5);
      // Never down, unless forced (a writer whose wait gave up).
      await tabB.record(3);
      expect(await tabA.read()).toBe(5);
      await tabB.record(3, true);
      expect(await tabA.read()).toBe(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

/**
 * One store across tabs: two mock API instances ("tabs") sharing one storage, one lock and one
 * channel; 100 interleaved creates and edits lose nothing and never reuse an id.
 */
import { describe, expect, it, vi } from 'vitest';
import { createInPageMockApi, type InPageMockApi } from '../../in-page';
import { localStoragePersistence, STORE_VERSION } from '../persistence';
import { fakeTabs, quotaStorage } from '../testing';

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

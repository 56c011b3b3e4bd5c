/**
 * Storage full: a write that cannot be persisted answers 507 with a message, stores nothing of it
 * (no domain half-written) and leaves the in-memory state as it was before the call.
 */
import { describe, expect, it, vi } from 'vitest';
import { createInPageMockApi } from '../../in-page';
import { MockDb, type Domain } from '../db';
import { MockApiError } from '../errors';
import { localStoragePersistence } from '../persistence';
import { quotaStorage } from '../testing';

const NOW = () => new Date('2026-11-20T10:00:00.000Z');
const box = (name: string): Domain<{ text: string }> => ({ name, seed: () => ({ text: '' }) });

describe('a save that does not fit', () => {
  it('stores no domain of it, puts back the in-memory state and throws 507', async () => {
    const storage = quotaStorage();
    const a = box('a');
    const b = box('b');
    const db = new MockDb(42, NOW, localStoragePersistence('store', 3, storage));
    (await db.get(a)).text = 'a1';
    (await db.get(b)).text = 'b1';
    db.save();
    const before = new Map(storage.items);
    storage.quota = storage.used() + 200;
    // a's write fits, b's does not: a must not stay written.
    (await db.get(a)).text = 'a2';
    (await db.get(b)).text = 'b'.repeat(400);
    let thrown: unknown;
    try {
      db.save();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MockApiError);
    expect(thrown).toMatchObject({ status: 507, code: 'STORAGE_FULL', message: "The browser's storage is full; export or reset the demo data" });
    expect(storage.items).toEqual(before);
    expect(await db.get(a)).toEqual({ text: 'a1' });
    expect(await db.get(b)).toEqual({ text: 'b1' });
  });

  it('through the API: 507 with the message, the note is in neither the store nor the next read', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const storage = quotaStorage();
    const api = createInPageMockApi({ delays: 0, persist: localStoragePersistence('hotel-mock-api', 3, storage) });
    const { accessToken } = await api.sessionFor('admin');
    const call = async (method: string, path: string, body?: unknown) => {
      const headers: Record<string, string> = { Authorization: `Bearer ${accessToken}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = (await api.handle(new Request(`http://localhost/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })))!;
      return { status: res.status, body: (await res.json()) as never };
    };
    const first = await call('POST', 'api/apps/notes', { note: { title: 'Fits', content: 'small' } });
    expect(first.status).toBe(200);
    const stored = new Map(storage.items);
    const notesBefore = (await call('GET', 'api/apps/notes/all')).body;
    storage.quota = storage.used() + 500;

    const full = await call('POST', 'api/apps/notes', { note: { title: 'Too big', content: 'x'.repeat(2000) } });
    expect(full).toEqual({ status: 507, body: { code: 'STORAGE_FULL', message: "The browser's storage is full; export or reset the demo data" } });
    expect(storage.items).toEqual(stored);
    expect((await call('GET', 'api/apps/notes/all')).body).toEqual(notesBefore);

    // Room again: the next write works and nothing of the refused one comes back.
    storage.quota = Infinity;
    expect((await call('POST', 'api/apps/notes', { note: { title: 'After', content: 'ok' } })).status).toBe(200);
    const titles = ((await call('GET', 'api/apps/notes/all')).body as Array<{ title: string }>).map((n) => n.title);
    expect(titles).toContain('After');
    expect(titles).not.toContain('Too big');
  });
});

/**
 * The mock API in a Worker, with the page's transport: a MessageChannel stands in for the Worker
 * (port1 is the page's `worker`, port2 the worker's scope), a quota-limited Storage for the page's
 * localStorage. What the page sees must be what the in-page mock API gives: the answers, the data
 * kept across a reload, 507 when the storage is full, 'Reset demo data' and another tab's notices.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_API_CHANGED_EVENT } from '../core/events';
import { quotaStorage } from '../core/testing';
import { installMockApi } from '../install';
import { connectMockApiWorker, type WorkerLike } from './client';
import { serveMockApi, type WorkerScope } from './serve';

const base = 'http://localhost';
const ports: MessagePort[] = [];

afterEach(() => {
  for (const port of ports.splice(0)) port.close();
  vi.restoreAllMocks();
});

/** A page (its storage and window events) connected to a fresh worker: one tab, or one reload of it. */
async function tab(storage = quotaStorage(), events = new EventTarget()) {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  serveMockApi(port2 as unknown as WorkerScope);
  port2.start();
  const connecting = connectMockApiWorker(port1 as unknown as WorkerLike, { storage, events, delays: 0 });
  port1.start();
  const api = await connecting;
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await api.handle(new Request(`${base}/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    return { status: response?.status, body: response ? ((await response.json()) as never) : undefined };
  };
  const signIn = async () => {
    const { body } = await call('POST', 'api/auth/sign-in', { email: 'admin@hotel.test', password: 'demo1234' });
    return (body as unknown as { accessToken: string }).accessToken;
  };
  return { api, call, signIn, storage, events };
}

const titles = (notes: unknown) => (notes as Array<{ title: string }>).map((note) => note.title);

describe('the mock API in a Worker', () => {
  it('answers through the transport as in the page: sign-in, a protected call, 401, 404, and undefined for a path outside the API', async () => {
    const { api, call, signIn } = await tab();
    const token = await signIn();
    expect(await call('GET', 'api/common/user', undefined, token)).toMatchObject({ status: 200, body: { email: 'admin@hotel.test' } });
    expect((await call('GET', 'api/common/user')).status).toBe(401);
    expect((await call('GET', 'api/no/such/call', undefined, token)).status).toBe(404);
    expect(await api.handle(new Request(`${base}/assets/index.js`))).toBeUndefined();
  });

  it('keeps a write in the page storage before answering, so a reload (a new worker) reads it; reset forgets it', async () => {
    const first = await tab();
    const token = await first.signIn();
    expect((await first.call('POST', 'api/apps/notes', { note: { title: 'Kept', content: 'across reloads' } }, token)).status).toBe(200);
    expect([...first.storage.items.keys()]).toContain('hotel-mock-api:apps.notes');

    const reloaded = await tab(first.storage);
    expect(titles((await reloaded.call('GET', 'api/apps/notes/all', undefined, token)).body)).toContain('Kept');

    await reloaded.api.resetDemoData();
    expect([...reloaded.storage.items.keys()].filter((key) => key !== 'hotel-mock-api:@revisions')).toEqual([]);
    const again = await tab(reloaded.storage);
    expect(titles((await again.call('GET', 'api/apps/notes/all', undefined, token)).body)).not.toContain('Kept');
  });

  it('answers 507 when the page storage is full, storing nothing of the call and keeping the state from before it', async () => {
    const { call, signIn, storage } = await tab();
    const token = await signIn();
    expect((await call('POST', 'api/apps/notes', { note: { title: 'Fits', content: 'small' } }, token)).status).toBe(200);
    const stored = new Map(storage.items);
    storage.quota = storage.used() + 500;
    const full = await call('POST', 'api/apps/notes', { note: { title: 'Too big', content: 'x'.repeat(2000) } }, token);
    expect(full).toEqual({ status: 507, body: { code: 'STORAGE_FULL', message: "The browser's storage is full; export or reset the demo data" } });
    expect(storage.items).toEqual(stored);
    expect(titles((await call('GET', 'api/apps/notes/all', undefined, token)).body)).not.toContain('Too big');
  });

  it("passes another tab's stored change on and tells the page which domains changed", async () => {
    const storage = quotaStorage();
    const a = await tab(storage);
    const b = await tab(storage);
    const token = await a.signIn();
    const notices: string[][] = [];
    b.events.addEventListener(MOCK_API_CHANGED_EVENT, (event) => notices.push((event as CustomEvent<{ domains: string[] }>).detail.domains));
    expect(titles((await b.call('GET', 'api/apps/notes/all', undefined, token)).body)).not.toContain('From A');

    const before = new Map(storage.items);
    expect((await a.call('POST', 'api/apps/notes', { note: { title: 'From A', content: 'x' } }, token)).status).toBe(200);
    // The browser tells B's page of A's writes (one `storage` event per changed entry).
    for (const [key, value] of storage.items) {
      if (before.get(key) !== value) b.events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value, storageArea: storage }));
    }
    await vi.waitFor(() => expect(notices.flat()).toContain('apps.notes'));
    expect(titles((await b.call('GET', 'api/apps/notes/all', undefined, token)).body)).toContain('From A');
  });

  it('behind installMockApi: loads on the first call, logs it, and drops the answer of an aborted call', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const page = { fetch: vi.fn(async () => new Response('network')) as typeof fetch, location: new URL(`${base}/`) as unknown as Location };
    const load = vi.fn(async () => (await tab()).api);
    installMockApi({ target: page, load });
    expect((await page.fetch('/api/no/such/call')).status).toBe(404);
    expect(console.debug).toHaveBeenLastCalledWith('[mock-api] 404 GET /api/no/such/call');
    const controller = new AbortController();
    const aborted = page.fetch('/api/common/user', { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects the load when the worker fails to start and ends it; the next call starts another', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const page = { fetch: vi.fn(async () => new Response('network')) as typeof fetch, location: new URL(`${base}/`) as unknown as Location };
    const broken = Object.assign(new EventTarget(), { postMessage: vi.fn(), terminate: vi.fn() });
    const load = vi
      .fn()
      .mockImplementationOnce(() => {
        const connecting = connectMockApiWorker(broken as unknown as WorkerLike, { storage: quotaStorage(), events: new EventTarget() });
        broken.dispatchEvent(Object.assign(new Event('error'), { message: 'script not found' }));
        return connecting;
      })
      .mockImplementation(async () => (await tab()).api);
    installMockApi({ target: page, load });
    await expect(page.fetch('/api/no/such/call')).rejects.toThrow("The mock API's worker failed to start: script not found");
    expect(broken.terminate).toHaveBeenCalledTimes(1);
    expect((await page.fetch('/api/no/such/call')).status).toBe(404);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { notifyDataChanged } from '@hotel/shell';
import { describe, expect, it, vi } from 'vitest';
import { createPrefetchCache, PREFETCH_HEADER } from './prefetch-cache';

const URL_A = 'http://localhost/api/hotel/guests?size=25&page=1';
const prefetchInit = (headers: Record<string, string> = {}): RequestInit => ({ headers: new Headers({ [PREFETCH_HEADER]: '1', ...headers }) });
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

/** A server whose answer counts its calls: { n: 1 }, { n: 2 }, ... */
function countingServer() {
  let n = 0;
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ n: ++n }));
}

describe('createPrefetchCache', () => {
  it('answers the next GET of the same URL from a prefetch, once, and takes the marker off before sending', async () => {
    const server = countingServer();
    const cache = createPrefetchCache({ fetch: server, target: null });
    expect(await (await cache.fetch(URL_A, prefetchInit())).json()).toEqual({ n: 1 });
    expect(new Headers(server.mock.calls[0]?.[1]?.headers).has(PREFETCH_HEADER)).toBe(false);
    // The same query in another order is the same request.
    expect(await (await cache.fetch('http://localhost/api/hotel/guests?page=1&size=25')).json()).toEqual({ n: 1 });
    expect(server).toHaveBeenCalledTimes(1);
    expect(await (await cache.fetch(URL_A)).json()).toEqual({ n: 2 });
  });

  it('a GET made while the prefetch is on its way waits for it instead of asking again', async () => {
    let answer!: (response: Response) => void;
    const server = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const cache = createPrefetchCache({ fetch: server, target: null });
    const prefetched = cache.fetch(URL_A, prefetchInit());
    const navigation = cache.fetch(URL_A);
    answer(json({ guests: 3 }));
    await prefetched;
    expect(await (await navigation).json()).toEqual({ guests: 3 });
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('does not use an answer after its time, nor one asked with another token', async () => {
    let time = 0;
    const server = countingServer();
    const cache = createPrefetchCache({ fetch: server, target: null, now: () => time, ttlMs: 10_000 });
    await cache.fetch(URL_A, prefetchInit({ Authorization: 'Bearer one' }));
    expect(await (await cache.fetch(URL_A, { headers: { Authorization: 'Bearer two' } })).json()).toEqual({ n: 2 });
    time = 10_001;
    expect(await (await cache.fetch(URL_A, { headers: { Authorization: 'Bearer one' } })).json()).toEqual({ n: 3 });
    expect(cache.size).toBe(0);
  });

  it('a write empties the cache when it starts and when it ends, so a prefetch made beside it is not used', async () => {
    let finishWrite!: (response: Response) => void;
    const server = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? new Promise<Response>((resolve) => (finishWrite = resolve)) : json({ method: 'GET', at: server.mock.calls.length }),
    );
    const cache = createPrefetchCache({ fetch: server, target: null });
    await cache.fetch(URL_A, prefetchInit());
    const write = cache.fetch('http://localhost/api/hotel/guests', { method: 'POST', body: '{}' });
    expect(cache.size).toBe(0);
    await cache.fetch(URL_A, prefetchInit());
    expect(cache.size).toBe(1);
    finishWrite(json({}, 201));
    await write;
    expect(cache.size).toBe(0);
    expect(await (await cache.fetch(URL_A)).json()).toEqual({ method: 'GET', at: 4 });
  });

  it("the shell's data-changed event drops every answer", async () => {
    const target = new EventTarget();
    const cache = createPrefetchCache({ fetch: countingServer(), target });
    await cache.fetch(URL_A, prefetchInit());
    notifyDataChanged({ domains: ['hotel'] }, target);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing of a failed prefetch: an error answer or a network failure, and the navigation asks itself', async () => {
    const server = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({ message: 'down' }, 503))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(json({ ok: true }));
    const cache = createPrefetchCache({ fetch: server, target: null });
    expect((await cache.fetch(URL_A, prefetchInit())).status).toBe(503);
    await expect(cache.fetch(URL_A, prefetchInit())).rejects.toThrow('Failed to fetch');
    await vi.waitFor(() => expect(cache.size).toBe(0));
    expect(await (await cache.fetch(URL_A)).json()).toEqual({ ok: true });
  });

  it('a navigation that is aborted while it waits for the prefetch rejects as fetch does', async () => {
    const cache = createPrefetchCache({ fetch: () => new Promise<Response>(() => undefined), target: null });
    void cache.fetch(URL_A, prefetchInit());
    const controller = new AbortController();
    const navigation = cache.fetch(URL_A, { signal: controller.signal });
    controller.abort(new DOMException('The user left', 'AbortError'));
    await expect(navigation).rejects.toThrow('The user left');
  });
});

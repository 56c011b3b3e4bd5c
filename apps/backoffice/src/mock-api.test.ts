import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_CHANGED_EVENT } from '@hotel/shell';
import { canResetDemoData, installMockApi, MOCK_API_CHANGED_EVENT, resetDemoDataAndReload } from './mock-api';

const ORIGIN = 'http://hotel.test';

/** A page stand-in: its network fetch records what reaches it. */
function fakePage() {
  const network = vi.fn(
    async (input: RequestInfo | URL) => new Response(`network: ${new URL(input instanceof Request ? input.url : String(input), ORIGIN).href}`),
  );
  const target = { fetch: network as typeof fetch, location: new URL(`${ORIGIN}/welcome`) as unknown as Location };
  return { target, network };
}

/** A mock API stand-in that echoes the path of what it answers. */
function fakeMockApi() {
  const handle = vi.fn(
    async (request: Request) =>
      new Response(JSON.stringify({ answered: new URL(request.url).pathname }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
  );
  const resetDemoData = vi.fn();
  const load = vi.fn(async () => ({ handle, resetDemoData }));
  return { load, handle, resetDemoData };
}

describe('installMockApi', () => {
  beforeEach(() => vi.spyOn(console, 'debug').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('answers calls under <base>api/ from the mock API, loaded once on the first call', async () => {
    const { target, network } = fakePage();
    const mock = fakeMockApi();
    installMockApi({ target, apiUrl: '/', load: mock.load });
    expect(mock.load).not.toHaveBeenCalled();

    const first = await target.fetch('/api/common/user');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ answered: '/api/common/user' });
    await target.fetch(`${ORIGIN}/api/common/navigation?x=1`, { method: 'POST', body: '{}' });
    expect(mock.load).toHaveBeenCalledTimes(1);
    expect(mock.handle).toHaveBeenCalledTimes(2);
    expect(network).not.toHaveBeenCalled();
    expect(console.debug).toHaveBeenLastCalledWith('[mock-api] 201 POST /api/common/navigation?x=1');
  });

  it('sends everything else to the network without loading the mock API', async () => {
    const { target, network } = fakePage();
    const mock = fakeMockApi();
    installMockApi({ target, apiUrl: '/', load: mock.load });
    for (const url of ['/assets/index.js', '/apiary', 'https://other.test/api/common/user']) {
      expect(await (await target.fetch(url)).text()).toBe(`network: ${new URL(url, ORIGIN).href}`);
    }
    expect(network).toHaveBeenCalledTimes(3);
    expect(mock.load).not.toHaveBeenCalled();
  });

  it('follows an API base URL with a path', async () => {
    const { target, network } = fakePage();
    const mock = fakeMockApi();
    installMockApi({ target, apiUrl: 'https://backend.test/v2', load: mock.load });
    expect((await target.fetch('https://backend.test/v2/api/common/user')).status).toBe(201);
    await target.fetch('https://backend.test/api/common/user');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('hands a request the mock API does not answer to the network', async () => {
    const { target, network } = fakePage();
    const mock = fakeMockApi();
    mock.handle.mockResolvedValueOnce(undefined as never);
    installMockApi({ target, apiUrl: '/', load: mock.load });
    expect(await (await target.fetch('/api/x')).text()).toBe(`network: ${ORIGIN}/api/x`);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load on the next call', async () => {
    const { target } = fakePage();
    const mock = fakeMockApi();
    mock.load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    installMockApi({ target, apiUrl: '/', load: mock.load });
    await expect(target.fetch('/api/common/user')).rejects.toThrow('Failed to fetch dynamically imported module');
    expect((await target.fetch('/api/common/user')).status).toBe(201);
    expect(mock.load).toHaveBeenCalledTimes(2);
  });

  it('rejects with the abort reason when the caller aborts, as fetch does', async () => {
    const { target } = fakePage();
    const mock = fakeMockApi();
    let answer: (response: Response) => void = () => {};
    mock.handle.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    installMockApi({ target, apiUrl: '/', load: mock.load });
    const controller = new AbortController();
    const pending = target.fetch('/api/common/search', { signal: controller.signal });
    // expect.poll waits up to the suite's ceiling (vitest.config.ts), vi.waitFor only 1 s.
    await expect.poll(() => mock.handle.mock.calls.length).toBeGreaterThan(0);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    answer(new Response('[]'));
    await expect(target.fetch('/api/x', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('offers Reset demo data, which resets the mock API and reloads', async () => {
    const { target } = fakePage();
    const mock = fakeMockApi();
    installMockApi({ target, apiUrl: '/', load: mock.load });
    expect(canResetDemoData()).toBe(true);
    const reload = vi.fn();
    await resetDemoDataAndReload(reload);
    expect(mock.resetDemoData).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("forwards the mock API's change notices (another tab's writes) as the shell's data-changed event, once", () => {
    const { target } = fakePage();
    const mock = fakeMockApi();
    installMockApi({ target, apiUrl: '/', load: mock.load });
    installMockApi({ target, apiUrl: '/', load: mock.load });
    const heard = vi.fn();
    const listener = (event: Event) => heard((event as CustomEvent).detail);
    window.addEventListener(DATA_CHANGED_EVENT, listener);
    window.dispatchEvent(new CustomEvent(MOCK_API_CHANGED_EVENT, { detail: { domains: ['apps.notes', 7] } }));
    window.removeEventListener(DATA_CHANGED_EVENT, listener);
    expect(heard.mock.calls).toEqual([[{ domains: ['apps.notes'] }]]);
  });

  it("runs the mock API in its dedicated module Worker by default, started on the first call", async () => {
    const { target } = fakePage();
    const started: Array<{ url: string; options: WorkerOptions | undefined; posted: unknown[] }> = [];
    vi.stubGlobal(
      'Worker',
      class {
        posted: unknown[] = [];
        constructor(url: URL | string, options?: WorkerOptions) {
          started.push({ url: String(url), options, posted: this.posted });
        }
        addEventListener() {}
        postMessage(message: unknown) {
          this.posted.push(message);
        }
      },
    );
    try {
      installMockApi({ target, apiUrl: '/' });
      expect(started).toEqual([]);
      void target.fetch('/api/common/user');
      await expect.poll(() => started.length).toBe(1);
      expect(started[0]).toMatchObject({ url: expect.stringMatching(/\/mock-api\/src\/worker\.ts\b/), options: { type: 'module' }, posted: [{ type: 'init' }] });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingStore } from '../loading/loading-store';
import { makeToken } from '../test/tokens';
import { createHttpClient, SESSION_EXPIRED_MESSAGE } from './http-client';
import { HttpError, isAbortError } from './http-error';
import { decodeJwtPayload, isTokenExpired } from './jwt';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(handler: Handler, token: string | null = makeToken(3600)) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return handler(String(input), init);
  });
  const onUnauthorized = vi.fn();
  const loading = createLoadingStore();
  const client = createHttpClient({
    baseUrl: 'https://api.hotel.test/',
    fetch: fetch as unknown as typeof globalThis.fetch,
    auth: { getToken: () => token, onUnauthorized },
    loading,
    retry: { baseDelayMs: 0 },
    getCurrentPath: () => '/front-office/guests?page=2#top',
  });
  const auth = (i: number) => new Headers(calls[i]?.init.headers).get('Authorization');
  return { client, calls, fetch, onUnauthorized, loading, auth };
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('jwt helpers', () => {
  it('decodes base64url payloads and rejects garbage', () => {
    expect(decodeJwtPayload(makeToken(10, { name: 'Şule ✓' }))).toMatchObject({ name: 'Şule ✓', sub: 'u1' });
    expect(decodeJwtPayload('a.b')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
    expect(decodeJwtPayload(null)).toBeNull();
  });
  it.each([
    [3600, false],
    [31, false],
    [29, true],
    [0, true],
    [-10, true],
  ])('token expiring in %i s → expired %s (30 s early)', (seconds, expired) => {
    const now = Date.now();
    expect(isTokenExpired(makeToken(seconds, {}, now), { now })).toBe(expired);
  });
  it('a token without exp is expired', () => {
    expect(isTokenExpired(makeToken(100, { exp: undefined }))).toBe(true);
  });
});

describe('createHttpClient', () => {
  it('resolves paths against the base URL, adds the query and parses JSON', async () => {
    const { client, calls } = setup(() => json({ ok: 1 }));
    await expect(client.get('api/common/messages', { query: { id: 'a b', tag: ['x', 'y'], skip: undefined } })).resolves.toEqual({ ok: 1 });
    expect(calls[0]?.url).toBe('https://api.hotel.test/api/common/messages?id=a+b&tag=x&tag=y');
  });

  it.each([
    ['https://api.hotel.test/v1', 'api/common/user', 'https://api.hotel.test/v1/api/common/user'],
    ['https://api.hotel.test/v1/', 'api/common/user', 'https://api.hotel.test/v1/api/common/user'],
    ['/', 'api/common/user', `${location.origin}/api/common/user`],
    ['', 'api/common/user', `${location.origin}/api/common/user`],
  ])('base %s + %s → %s', (baseUrl, path, expected) => {
    expect(createHttpClient({ baseUrl }).url(path).href).toBe(expected);
  });

  it('sends JSON bodies', async () => {
    const { client, calls } = setup(() => json(true));
    await client.post('api/auth/sign-in', { email: 'a@b.c' });
    expect(calls[0]?.init.body).toBe('{"email":"a@b.c"}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('adds the bearer header only for the API origin', async () => {
    const { client, auth } = setup(() => json({}));
    await client.get('api/common/user');
    await client.get('https://evil.test/steal');
    await client.get('//api.hotel.test.evil.test/x');
    expect(auth(0)).toMatch(/^Bearer /);
    expect(auth(1)).toBeNull();
    expect(auth(2)).toBeNull();
  });

  it.each([
    ['expired', makeToken(-60)],
    ['about to expire', makeToken(10)],
    ['malformed', 'not-a-token'],
    ['missing', null],
  ])('sends no header when the token is %s', async (_label, token) => {
    const { client, auth } = setup(() => json({}), token);
    await client.get('api/common/user');
    expect(auth(0)).toBeNull();
  });

  it('throws HttpError with the server message, code and fields', async () => {
    const { client } = setup(() => json({ code: 'VALIDATION', message: 'Label is required', fields: { label: 'Required' } }, 422));
    const error = await client.post('api/common/shortcuts', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION', message: 'Label is required', fields: { label: 'Required' } });
  });

  it('keeps the body of non-standard errors (404 false)', async () => {
    const { client } = setup(() => json(false, 404));
    const error = (await client.post('api/auth/sign-in', {}).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(404);
    expect(error.body).toBe(false);
    expect(error.code).toBe('NOT_FOUND');
  });

  describe('retries', () => {
    it('500, 500, 200 → success after 3 attempts', async () => {
      const answers = [500, 500, 200];
      const { client, fetch } = setup(() => json({ n: 1 }, answers.shift() ?? 200));
      await expect(client.get('api/x')).resolves.toEqual({ n: 1 });
      expect(fetch).toHaveBeenCalledTimes(3);
    });
    it.each([404, 400, 422, 403])('%i → 1 attempt', async (status) => {
      const { client, fetch } = setup(() => json({ message: 'no' }, status));
      await expect(client.get('api/x')).rejects.toMatchObject({ status });
      expect(fetch).toHaveBeenCalledTimes(1);
    });
    it('network error x3 → error after 3 attempts', async () => {
      const { client, fetch } = setup(() => {
        throw new TypeError('Failed to fetch');
      });
      await expect(client.get('api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', isAbort: false });
      expect(fetch).toHaveBeenCalledTimes(3);
    });
    it('never retries a POST', async () => {
      const { client, fetch } = setup(() => json({}, 503));
      await expect(client.post('api/x', {})).rejects.toMatchObject({ status: 503 });
      expect(fetch).toHaveBeenCalledTimes(1);
    });
    it('waits with exponential backoff between attempts', async () => {
      vi.useFakeTimers();
      try {
        const answers = [500, 500, 200];
        const fetch = vi.fn(async () => json({}, answers.shift() ?? 200));
        const client = createHttpClient({
          baseUrl: 'https://api.hotel.test',
          fetch: fetch as unknown as typeof globalThis.fetch,
          retry: { baseDelayMs: 100 },
          random: () => 1,
        });
        const done = client.get('api/x');
        await vi.advanceTimersByTimeAsync(99);
        expect(fetch).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(1);
        expect(fetch).toHaveBeenCalledTimes(2);
        await vi.advanceTimersByTimeAsync(199);
        expect(fetch).toHaveBeenCalledTimes(2);
        await vi.advanceTimersByTimeAsync(1);
        await expect(done).resolves.toEqual({});
        expect(fetch).toHaveBeenCalledTimes(3);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('supersede: a newer request aborts the previous one, whose answer is never delivered', async () => {
    const pending: ((r: Response) => void)[] = [];
    const { client, calls } = setup(
      (_url, init) =>
        new Promise<Response>((resolve, reject) => {
          pending.push(resolve);
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const first = client.post('api/common/search', { query: 'ro' }, { supersede: 'search' });
    const second = client.post('api/common/search', { query: 'roo' }, { supersede: 'search' });
    const firstError = await first.catch((e: unknown) => e);
    expect(isAbortError(firstError)).toBe(true);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    pending[1]?.(json(['rooms']));
    await expect(second).resolves.toEqual(['rooms']);
  });

  it('a caller signal aborts with isAbort', async () => {
    const controller = new AbortController();
    const { client } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const done = client.get('api/x', { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ isAbort: true, code: 'ABORTED' });
  });

  it('5 parallel 401s → one sign-out with the current path', async () => {
    const { client, onUnauthorized } = setup(() => json({ code: 'UNAUTHORIZED', message: 'Invalid token' }, 401));
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => client.get(`api/common/${i}`)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('/front-office/guests?page=2#top');
    expect(console.warn).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('re-arms the 401 handling after resetUnauthorized and ignores skipUnauthorized requests', async () => {
    const { client, onUnauthorized } = setup(() => json({}, 401));
    await client.post('api/auth/sign-in-with-token', {}, { skipUnauthorized: true }).catch(() => {});
    expect(onUnauthorized).not.toHaveBeenCalled();
    await client.get('api/a').catch(() => {});
    client.resetUnauthorized();
    await client.get('api/b').catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('reports requests to the loading store until they settle', async () => {
    let release: (r: Response) => void = () => {};
    const { client, loading } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
    const done = client.get('api/x');
    expect(loading.getSnapshot().show).toBe(true);
    expect(loading.inFlight()).toEqual(['https://api.hotel.test/api/x']);
    release(json({}));
    await done;
    expect(loading.getSnapshot().show).toBe(false);
  });

  it('returns undefined for 204', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.delete('api/x', { query: { id: '1' } })).resolves.toBeUndefined();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingStore } from '../loading/loading-store';
import { DEFAULT_TIMEOUT_MS, OFFLINE_MESSAGE } from './deadline';
import { createHttpClient, type HttpClientOptions } from './http-client';
import { HttpError } from './http-error';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that never answers on its own: it rejects when its signal aborts, as the browser's does. */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetch = vi.fn(
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        signals.push(init.signal!);
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
  return { fetch, signals };
}

function client(fetch: unknown, options: Partial<HttpClientOptions> = {}) {
  const loading = createLoadingStore();
  const http = createHttpClient({ baseUrl: 'https://api.hotel.test/', fetch: fetch as typeof globalThis.fetch, loading, retry: { baseDelayMs: 0 }, ...options });
  return { http, loading };
}

/** The settled state of a promise, without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('request time-out', () => {
  it('gives up on a request after 30 s by default, aborting it, with a message to try again', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    const { fetch, signals } = hangingFetch();
    const { http, loading } = client(fetch);
    const result = track(http.get('api/apps/contacts'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(result.settled).toBe(false);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toBeInstanceOf(HttpError);
    expect(result.error).toMatchObject({ status: 0, code: 'TIMEOUT', isAbort: false, message: 'The server did not answer within 30 s. Try again.' });
    expect(signals[0]!.aborted).toBe(true);
    // A timed-out GET is not retried (the user decides: Try again), and the loading bar stops.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(loading.getSnapshot().show).toBe(false);
  });

  it('is configurable per client and per request, and 0 turns it off', async () => {
    const { fetch } = hangingFetch();
    const { http } = client(fetch, { timeoutMs: 5_000 });
    const byClient = track(http.post('api/x', { a: 1 }));
    const byRequest = track(http.get('api/y', { timeoutMs: 1_500 }));
    const never = track(http.get('api/z', { timeoutMs: 0 }));
    await vi.advanceTimersByTimeAsync(1_500);
    expect(byRequest.error).toMatchObject({ code: 'TIMEOUT', message: 'The server did not answer within 1.5 s. Try again.' });
    expect(byClient.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(3_500);
    expect(byClient.error).toMatchObject({ code: 'TIMEOUT', message: 'The server did not answer within 5 s. Try again.' });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(never.settled).toBe(false);
  });

  it('also covers an answer whose body never finishes, even when fetch ignores the signal', async () => {
    const stalled = new Response(new ReadableStream({ start() {} }), { headers: { 'content-type': 'application/json' } });
    const { http } = client(vi.fn(async () => stalled), { timeoutMs: 2_000 });
    const result = track(http.get('api/x'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(result.error).toMatchObject({ code: 'TIMEOUT' });
  });

  it('a caller that cancels gets an abort, not a time-out', async () => {
    const { fetch } = hangingFetch();
    const { http } = client(fetch);
    const controller = new AbortController();
    const result = track(http.get('api/x', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(result.error).toMatchObject({ code: 'ABORTED', isAbort: true });
  });

  it('stops its timer once the answer is in (no stray abort later)', async () => {
    const { http } = client(vi.fn(async () => json({ ok: true })));
    await expect(http.get('api/x')).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('times each attempt: a retried GET gets a fresh 30 s after a quick 503', async () => {
    const answers: Array<() => Promise<Response>> = [async () => json({}, 503)];
    const { fetch: hanging } = hangingFetch();
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => (answers.shift() ?? (() => hanging(input, init)))());
    const { http } = client(fetch, { timeoutMs: 30_000 });
    const result = track(http.get('api/x'));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(result.error).toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('offline', () => {
  it('a request that fails while the browser is offline says so at once, without retrying', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { http } = client(fetch, { isOnline: () => false });
    await expect(http.get('api/x')).rejects.toMatchObject({ status: 0, code: 'OFFLINE', message: OFFLINE_MESSAGE });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('online, a network failure is still a network error after the retries', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { http } = client(fetch, { isOnline: () => true });
    const result = track(http.get('api/x'));
    await vi.runAllTimersAsync();
    expect(result.error).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionLock } from '../auth/session-lock';
import { createLoadingStore } from '../loading/loading-store';
import { makeToken } from '../test/tokens';
import { createHttpClient } from './http-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that accepts only `valid` as the bearer token. */
function setup() {
  const expired = makeToken(3600, { sub: 'old' });
  const valid = makeToken(3600, { sub: 'new' });
  let token: string | null = expired;
  const lock = createSessionLock();
  const onUnauthorized = vi.fn();
  const loading = createLoadingStore();
  const sent: (string | null)[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const authorization = new Headers(init.headers).get('Authorization');
    sent.push(authorization);
    return authorization === `Bearer ${valid}` ? json({ url: String(input) }) : json({ code: 'UNAUTHORIZED', message: 'Invalid token' }, 401);
  });
  const client = createHttpClient({
    baseUrl: 'https://api.hotel.test/',
    fetch: fetch as unknown as typeof globalThis.fetch,
    auth: { getToken: () => token, onUnauthorized, renew: () => lock.request() },
    loading,
    getCurrentPath: () => '/front-office/guests/new',
  });
  const unlock = () => {
    token = valid;
    lock.settle(true);
  };
  return { client, lock, onUnauthorized, loading, sent, fetch, unlock, setToken: (next: string) => (token = next), valid };
}

/** Resolves once the lock is showing its prompt. */
const locked = (lock: ReturnType<typeof createSessionLock>) =>
  vi.waitFor(() => expect(lock.getSnapshot().locked).toBe(true));

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('an expired session with an unlock prompt', () => {
  it('holds the refused request until the user unlocks, then sends it again with the new token', async () => {
    const { client, lock, onUnauthorized, unlock, sent, valid } = setup();
    lock.attach();
    const saved = client.post<{ url: string }>('api/hotel/guests', { record: { name: 'Ayşe' } });
    await locked(lock);
    unlock();
    await expect(saved).resolves.toEqual({ url: 'https://api.hotel.test/api/hotel/guests' });
    expect(sent.at(-1)).toBe(`Bearer ${valid}`);
    expect(sent).toHaveLength(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(lock.getSnapshot().locked).toBe(false);
  });

  it('asks once for five requests refused together, and sends all five again', async () => {
    const { client, lock, unlock, fetch } = setup();
    lock.attach();
    const listeners = vi.fn();
    lock.subscribe(listeners);
    const all = Promise.all(Array.from({ length: 5 }, (_, i) => client.get(`api/common/${i}`)));
    await locked(lock);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(5));
    unlock();
    await expect(all).resolves.toHaveLength(5);
    expect(fetch).toHaveBeenCalledTimes(10);
    // Locked once, unlocked once.
    expect(listeners).toHaveBeenCalledTimes(2);
  });

  it('ends the session once when the user chooses to sign in again; the requests fail with 401', async () => {
    const { client, lock, onUnauthorized } = setup();
    lock.attach();
    const results = Promise.allSettled([client.get('api/a'), client.post('api/b', {})]);
    await locked(lock);
    lock.settle(false);
    const settled = await results;
    expect(settled.map((r) => (r.status === 'rejected' ? (r.reason as { status: number }).status : 'ok'))).toEqual([401, 401]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('/front-office/guests/new');
  });

  it('does not ask twice for one request: still refused after unlocking ends the session', async () => {
    const { client, lock, onUnauthorized, setToken } = setup();
    lock.attach();
    const saved = client.get('api/a');
    await locked(lock);
    setToken(makeToken(3600, { sub: 'still-wrong' }));
    lock.settle(true);
    await expect(saved).rejects.toMatchObject({ status: 401 });
    expect(lock.getSnapshot().locked).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends again without asking when another tab already signed in again', async () => {
    const { client, lock, setToken, valid, fetch } = setup();
    lock.attach();
    const renewIfAsked = vi.spyOn(lock, 'request');
    fetch.mockImplementationOnce(async () => {
      setToken(valid);
      return json({}, 401);
    });
    await expect(client.get('api/a')).resolves.toEqual({ url: 'https://api.hotel.test/api/a' });
    expect(renewIfAsked).not.toHaveBeenCalled();
  });

  it('stops the loading bar while waiting for the user, and an abort while waiting rejects at once', async () => {
    const { client, lock, loading } = setup();
    lock.attach();
    const controller = new AbortController();
    const saved = client.get('api/a', { signal: controller.signal });
    await locked(lock);
    expect(loading.getSnapshot().show).toBe(false);
    controller.abort();
    await expect(saved).rejects.toMatchObject({ isAbort: true });
    expect(loading.inFlight()).toEqual([]);
  });

  it('without a prompt on screen (no host attached), a 401 ends the session at once', async () => {
    const { client, lock, onUnauthorized } = setup();
    await expect(client.get('api/a')).rejects.toMatchObject({ status: 401 });
    expect(lock.getSnapshot().locked).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('the prompt going away (host unmounted) gives the waiting requests up', async () => {
    const { client, lock, onUnauthorized } = setup();
    const detach = lock.attach();
    const saved = client.get('api/a');
    await locked(lock);
    detach();
    await expect(saved).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

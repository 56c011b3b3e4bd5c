import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../api';
import { createHttpClient } from '../http/http-client';
import { makeToken } from '../test/tokens';
import { AUTH_INIT_TIMEOUT_MESSAGE, createAuthSession } from './auth-session';
import { TOKEN_KEY, USER_ID_KEY, USER_NAME_KEY } from './auth-storage';

const user: User = { id: 'u1', name: 'Ada Admin', email: 'admin@hotel.test', avatar: null, status: 'online', roles: ['admin'] };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Route = (body: unknown, init: RequestInit) => Response | Promise<Response>;
function setup(routes: Record<string, Route>) {
  const calls: { path: string; body: unknown; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input)).pathname.slice(1);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ path, body, headers: new Headers(init.headers) });
    const route = routes[path];
    return route ? route(body, init) : json({ code: 'NOT_FOUND', message: 'No handler' }, 404);
  });
  const onUnauthorized = vi.fn();
  const client = createHttpClient({
    baseUrl: 'https://api.hotel.test/',
    fetch: fetch as unknown as typeof globalThis.fetch,
    auth: { getToken: () => localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY), onUnauthorized },
    retry: { retries: 0 },
  });
  const session = createAuthSession({ client });
  return { session, calls, client, onUnauthorized };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const fresh = makeToken(7 * 24 * 3600);

describe('auth session', () => {
  it('starts signed out without a token and never calls the server', async () => {
    const { session, calls } = setup({});
    expect(session.getSnapshot().status).toBe('signed-out');
    await session.initAuth();
    expect(calls).toHaveLength(0);
  });

  it('an expired token → signed out without calling, storage cleared', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken(-10));
    localStorage.setItem(USER_ID_KEY, 'u1');
    const { session, calls } = setup({});
    await session.initAuth();
    expect(session.getSnapshot().status).toBe('signed-out');
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_ID_KEY)).toBeNull();
  });

  it('exchanges a stored token at start-up', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken(3600));
    const { session, calls } = setup({ 'api/auth/sign-in-with-token': () => json({ user, accessToken: fresh, tokenType: 'bearer' }) });
    expect(session.getSnapshot().status).toBe('checking');
    await session.initAuth();
    expect(calls[0]?.path).toBe('api/auth/sign-in-with-token');
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', user });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh);
  });

  it('an invalid token (401) → signed out, no redirect', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken(3600));
    const { session, onUnauthorized } = setup({ 'api/auth/sign-in-with-token': () => json({ error: 'Invalid token' }, 401) });
    await session.initAuth();
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-out', checkFailed: false });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('an error is logged and start-up continues (check failed)', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken(3600));
    const { session } = setup({ 'api/auth/sign-in-with-token': () => json({ message: 'boom' }, 500) });
    await session.initAuth();
    expect(console.error).toHaveBeenCalled();
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-out', checkFailed: true });
  });

  it('gives up waiting after 10 s with the spec warning; a late answer still signs in', async () => {
    vi.useFakeTimers();
    localStorage.setItem(TOKEN_KEY, makeToken(3600));
    let answer: (r: Response) => void = () => {};
    const { session } = setup({ 'api/auth/sign-in-with-token': () => new Promise<Response>((r) => (answer = r)) });
    let started = false;
    void session.initAuth().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(AUTH_INIT_TIMEOUT_MESSAGE);
    expect(session.getSnapshot().status).toBe('checking');
    answer(json({ user, accessToken: fresh, tokenType: 'bearer' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getSnapshot().status).toBe('signed-in');
  });

  it('initAuth twice makes one call', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken(3600));
    const { session, calls } = setup({ 'api/auth/sign-in-with-token': () => json({ user, accessToken: fresh, tokenType: 'bearer' }) });
    await Promise.all([session.initAuth(), session.initAuth()]);
    expect(calls).toHaveLength(1);
  });

  it('signIn stores token, user id and name (remember → localStorage, else sessionStorage)', async () => {
    const { session } = setup({ 'api/auth/sign-in': () => json({ user, accessToken: fresh, tokenType: 'bearer' }) });
    await session.signIn('admin@hotel.test', 'demo1234');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh);
    expect(localStorage.getItem(USER_ID_KEY)).toBe('u1');
    expect(localStorage.getItem(USER_NAME_KEY)).toBe(user.name);
    await session.signIn('admin@hotel.test', 'demo1234', { remember: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_NAME_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(fresh);
    expect(sessionStorage.getItem(USER_NAME_KEY)).toBe(user.name);
    expect(session.getSnapshot().status).toBe('signed-in');
  });

  it('a wrong password rejects and stays signed out', async () => {
    const { session, onUnauthorized } = setup({ 'api/auth/sign-in': () => json(false, 404) });
    await expect(session.signIn('a@b.c', 'nope')).rejects.toMatchObject({ status: 404 });
    expect(session.getSnapshot().status).toBe('signed-out');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signOut removes the stored session at once even when the server is unreachable', async () => {
    const { session, calls } = setup({
      'api/auth/sign-in': () => json({ user, accessToken: fresh, tokenType: 'bearer' }),
      'api/auth/sign-out': () => {
        throw new TypeError('offline');
      },
    });
    await session.signIn('admin@hotel.test', 'demo1234');
    await session.signOut();
    expect([localStorage.getItem(TOKEN_KEY), localStorage.getItem(USER_ID_KEY), localStorage.getItem(USER_NAME_KEY)]).toEqual([null, null, null]);
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-out', user: null });
    expect(calls.at(-1)?.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
  });

  it('unlockSession re-authenticates with the user email', async () => {
    const { session, calls } = setup({
      'api/auth/sign-in': () => json({ user, accessToken: fresh, tokenType: 'bearer' }),
      'api/auth/unlock-session': () => json({ user, accessToken: fresh, tokenType: 'bearer' }),
    });
    await session.signIn('admin@hotel.test', 'demo1234');
    await session.unlockSession('demo1234');
    expect(calls.at(-1)?.body).toEqual({ email: 'admin@hotel.test', password: 'demo1234' });
  });

  it('setStatus updates optimistically and rolls back on failure', async () => {
    let fail = false;
    const { session, calls } = setup({
      'api/auth/sign-in': () => json({ user, accessToken: fresh, tokenType: 'bearer' }),
      'api/common/users': (body) =>
        fail ? json({ message: 'nope' }, 422) : json({ ...user, ...(body as { user: Partial<User> }).user }),
    });
    await session.signIn('admin@hotel.test', 'demo1234');
    await session.setStatus('busy');
    expect(calls.at(-1)?.body).toEqual({ user: { status: 'busy' } });
    expect(session.getSnapshot().user?.status).toBe('busy');
    fail = true;
    const pending = session.setStatus('away');
    expect(session.getSnapshot().user?.status).toBe('away');
    await expect(pending).rejects.toMatchObject({ status: 422 });
    expect(session.getSnapshot().user?.status).toBe('busy');
  });

  it('handleUnauthorized clears the session', async () => {
    const { session } = setup({ 'api/auth/sign-in': () => json({ user, accessToken: fresh, tokenType: 'bearer' }) });
    await session.signIn('admin@hotel.test', 'demo1234');
    session.handleUnauthorized();
    expect(session.getSnapshot().status).toBe('signed-out');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

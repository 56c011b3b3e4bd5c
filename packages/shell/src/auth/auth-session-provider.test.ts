import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../api';
import { clearAllDrafts, draftKey, loadDraft, saveDraft } from '../forms/form-drafts';
import { AUTH_INIT_TIMEOUT_MESSAGE, createAuthSession } from './auth-session';
import type { ShellAuthProvider } from './shell-auth-provider';

const ada: User = { id: 'u1', name: 'Ada Admin', email: 'ada@hotel.test', avatar: null, status: 'online', roles: ['admin'] };

/**
 * A cookie-session provider as a server with an httpOnly cookie would be seen from the page: the
 * session lives in a variable standing for the cookie jar, there is no token, no hasSession.
 */
function cookieBackend(accounts: Record<string, { password: string; user: User }>) {
  let cookie: string | null = null;
  const calls: string[] = [];
  const provider: ShellAuthProvider = {
    async signIn({ email, password }) {
      calls.push(`signIn ${email}`);
      const account = accounts[email];
      if (!account || account.password !== password) throw new Error('Wrong email or password');
      cookie = email;
      return account.user;
    },
    async signOut() {
      calls.push('signOut');
      cookie = null;
    },
    async restore() {
      calls.push('restore');
      return cookie ? (accounts[cookie]?.user ?? null) : null;
    },
    async unlock({ email, password }) {
      calls.push(`unlock ${email}`);
      if (accounts[email]?.password !== password) throw new Error('Wrong password');
      cookie = email;
      return accounts[email].user;
    },
    async changePassword({ password }) {
      calls.push('changePassword');
      if (!cookie) throw new Error('Not signed in');
      const account = accounts[cookie];
      if (account) account.password = password;
    },
  };
  return { provider, calls, expire: () => (cookie = null), hasCookie: () => cookie !== null, setCookie: (email: string) => (cookie = email) };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearAllDrafts();
});

describe('auth session over a provider', () => {
  it('a cookie provider (no token, no hasSession) starts checking and restores the user from its cookie', async () => {
    const backend = cookieBackend({ 'ada@hotel.test': { password: 'pw', user: ada } });
    backend.setCookie('ada@hotel.test');
    const session = createAuthSession({ provider: backend.provider });
    expect(session.getSnapshot().status).toBe('checking');
    await session.initAuth();
    expect(session.getSnapshot()).toEqual({ status: 'signed-in', user: ada, checkFailed: false });
    expect(backend.calls).toEqual(['restore']);
  });

  it('restore answering null means signed out, not a failed check', async () => {
    const backend = cookieBackend({});
    const session = createAuthSession({ provider: backend.provider });
    await session.initAuth();
    expect(session.getSnapshot()).toEqual({ status: 'signed-out', user: null, checkFailed: false });
  });

  it('a restore that rejects is logged and the app starts signed out with checkFailed', async () => {
    const backend = cookieBackend({});
    const session = createAuthSession({ provider: { ...backend.provider, restore: () => Promise.reject(new Error('offline')) } });
    await session.initAuth();
    expect(console.error).toHaveBeenCalledWith('Auth initialization failed', expect.any(Error));
    expect(session.getSnapshot()).toEqual({ status: 'signed-out', user: null, checkFailed: true });
  });

  it('hasSession() false starts signed out at once; restore still runs (to tidy up) and nothing changes', async () => {
    const restore = vi.fn(async () => null);
    const backend = cookieBackend({});
    const session = createAuthSession({ provider: { ...backend.provider, hasSession: () => false, restore } });
    expect(session.getSnapshot().status).toBe('signed-out');
    await session.initAuth();
    expect(restore).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().status).toBe('signed-out');
  });

  it('gives up waiting for restore after the time-out with the spec warning; a late answer still signs in', async () => {
    vi.useFakeTimers();
    let answer: (user: User) => void = () => {};
    const backend = cookieBackend({});
    const session = createAuthSession({ provider: { ...backend.provider, restore: () => new Promise<User>((resolve) => (answer = resolve)) } });
    let started = false;
    void session.initAuth({ timeoutMs: 500 }).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(AUTH_INIT_TIMEOUT_MESSAGE);
    answer(ada);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', user: ada });
  });

  it('a late restore answer does not overwrite a sign-in made meanwhile', async () => {
    let answer: (user: User | null) => void = () => {};
    const backend = cookieBackend({ 'ada@hotel.test': { password: 'pw', user: ada } });
    const session = createAuthSession({ provider: { ...backend.provider, restore: () => new Promise<User | null>((resolve) => (answer = resolve)) } });
    const init = session.initAuth();
    await session.signIn('ada@hotel.test', 'pw');
    answer(null);
    await init;
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', user: ada });
  });

  it('signs in (remember passed on), reports each new session, and a wrong password rejects with the provider’s message', async () => {
    const signIn = vi.fn(async () => ada);
    const onEstablished = vi.fn();
    const backend = cookieBackend({});
    const session = createAuthSession({ provider: { ...backend.provider, signIn }, onEstablished });
    await session.signIn('ada@hotel.test', 'pw', { remember: false });
    expect(signIn).toHaveBeenCalledWith({ email: 'ada@hotel.test', password: 'pw', remember: false });
    expect(onEstablished).toHaveBeenCalledWith(ada);
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', user: ada });

    const strict = createAuthSession({ provider: cookieBackend({}).provider });
    await strict.initAuth();
    await expect(strict.signIn('nobody@hotel.test', 'x')).rejects.toThrow('Wrong email or password');
    expect(strict.getSnapshot().status).toBe('signed-out');
  });

  it('signs out at once even when the provider’s call fails, and forgets the unsaved-form drafts', async () => {
    const backend = cookieBackend({ 'ada@hotel.test': { password: 'pw', user: ada } });
    let reject: (error: Error) => void = () => {};
    const signOut = vi.fn(() => new Promise<void>((_, r) => (reject = r)));
    const session = createAuthSession({ provider: { ...backend.provider, signOut } });
    await session.signIn('ada@hotel.test', 'pw');
    const key = draftKey('u1', '/guests/new', 'guest');
    saveDraft(key, { name: 'Grace' });
    expect(loadDraft(key)).not.toBeNull();
    const done = session.signOut();
    expect(session.getSnapshot()).toEqual({ status: 'signed-out', user: null, checkFailed: false });
    expect(loadDraft(key)).toBeNull();
    reject(new Error('offline'));
    await expect(done).resolves.toBeUndefined();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('unlocks with the signed-in user’s email, and a cookie session is established again', async () => {
    const backend = cookieBackend({ 'ada@hotel.test': { password: 'pw', user: ada } });
    const session = createAuthSession({ provider: backend.provider });
    await session.signIn('ada@hotel.test', 'pw');
    backend.expire();
    await expect(session.unlockSession('nope')).rejects.toThrow('Wrong password');
    await session.unlockSession('pw');
    expect(backend.calls.at(-1)).toBe('unlock ada@hotel.test');
    expect(backend.hasCookie()).toBe(true);
  });

  it('a 401 (handleUnauthorized) clears the provider’s local session without calling its signOut', async () => {
    const clearSession = vi.fn();
    const backend = cookieBackend({ 'ada@hotel.test': { password: 'pw', user: ada } });
    const session = createAuthSession({ provider: { ...backend.provider, clearSession } });
    await session.signIn('ada@hotel.test', 'pw');
    session.handleUnauthorized();
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(backend.calls).not.toContain('signOut');
    expect(session.getSnapshot().status).toBe('signed-out');
  });

  it('changePassword and resetPassword go to provider.changePassword', async () => {
    const backend = cookieBackend({ 'ada@hotel.test': { password: 'pw', user: ada } });
    const session = createAuthSession({ provider: backend.provider });
    await session.signIn('ada@hotel.test', 'pw');
    await session.changePassword({ password: 'new-pass-1', currentPassword: 'pw' });
    await session.unlockSession('new-pass-1');
    await session.resetPassword('new-pass-2');
    await session.unlockSession('new-pass-2');
    expect(backend.calls.filter((call) => call === 'changePassword')).toHaveLength(2);
  });

  it('optional actions the provider lacks reject with a clear error', async () => {
    const backend = cookieBackend({ 'ada@hotel.test': { password: 'pw', user: ada } });
    const session = createAuthSession({ provider: backend.provider });
    await expect(session.signUp({ name: 'A', email: 'a@b.c', password: 'pw' })).rejects.toThrow('The auth provider does not implement signUp().');
    await expect(session.forgotPassword('a@b.c')).rejects.toThrow('The auth provider does not implement forgotPassword().');
    await session.signIn('ada@hotel.test', 'pw');
    await expect(session.updateUser({ name: 'Ada' })).rejects.toThrow('The auth provider does not implement updateUser().');
    await expect(session.refreshUser()).rejects.toThrow('The auth provider does not implement getIdentity().');
  });

  it('setStatus uses provider.setStatus when given (optimistic, rolled back when it rejects)', async () => {
    let fail = false;
    const setStatus = vi.fn(async (status: User['status']) => {
      if (fail) throw new Error('refused');
      return { ...ada, status };
    });
    const backend = cookieBackend({ 'ada@hotel.test': { password: 'pw', user: ada } });
    const session = createAuthSession({ provider: { ...backend.provider, setStatus } });
    await session.signIn('ada@hotel.test', 'pw');
    await session.setStatus('busy');
    expect(session.getSnapshot().user?.status).toBe('busy');
    fail = true;
    const pending = session.setStatus('away');
    expect(session.getSnapshot().user?.status).toBe('away');
    await expect(pending).rejects.toThrow('refused');
    expect(session.getSnapshot().user?.status).toBe('busy');
  });

  it('refreshUser shows what provider.getIdentity answers; null when signed out', async () => {
    const promoted = { ...ada, roles: ['admin', 'accounts'] };
    const backend = cookieBackend({ 'ada@hotel.test': { password: 'pw', user: ada } });
    const session = createAuthSession({ provider: { ...backend.provider, getIdentity: async () => promoted } });
    expect(await session.refreshUser()).toBeNull();
    await session.signIn('ada@hotel.test', 'pw');
    expect(await session.refreshUser()).toEqual(promoted);
    expect(session.getSnapshot().user).toEqual(promoted);
  });

  it('refuses a provider without the required functions, naming them', () => {
    const backend = cookieBackend({});
    const { unlock: _unlock, changePassword: _change, ...partial } = backend.provider;
    expect(() => createAuthSession({ provider: partial as ShellAuthProvider })).toThrow('authProvider.unlock must be a function (see ShellAuthProvider).');
    expect(() => createAuthSession({ provider: null as unknown as ShellAuthProvider })).toThrow('authProvider.signIn must be a function');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../api';
import type { ShellAuthProvider } from '../auth/shell-auth-provider';
import type { SearchSource, UserSource } from '../data-sources/types';
import { resolveDataSources } from '../data-sources/http-data-sources';
import { createShellServices, type ShellServices } from './shell-services';

const sourcesOf = (services: ShellServices) => resolveDataSources(services.client, services.dataSources);

const ada: User = { id: 'u1', name: 'Ada Admin', email: 'ada@hotel.test', avatar: null, status: 'online', roles: ['admin'] };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Sent {
  url: string;
  authorization: string | null;
  credentials: RequestCredentials | undefined;
}

/** A server that keeps its session in a cookie: a data call answers 401 while `expired`. */
function cookieServer() {
  const sent: Sent[] = [];
  const state = { expired: false };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), authorization: new Headers(init.headers).get('Authorization'), credentials: init.credentials });
    if (state.expired) return json({ code: 'UNAUTHORIZED', message: 'Session expired' }, 401);
    return json([{ id: 'm1', time: '2026-11-27T08:00:00Z', read: false }]);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent, state };
}

function cookieProvider(): ShellAuthProvider & { unlocked: number } {
  return {
    unlocked: 0,
    signIn: async () => ada,
    signOut: async () => {},
    restore: async () => ada,
    async unlock() {
      this.unlocked++;
      return ada;
    },
    changePassword: async () => {},
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('createShellServices with an auth provider', () => {
  it('cookie sessions: no Authorization header, credentials included, and a 401 waits for unlock then is sent again', async () => {
    const server = cookieServer();
    const provider = cookieProvider();
    const onUnauthorized = vi.fn();
    const services = createShellServices({
      apiBaseUrl: 'https://api.hotel.test/',
      authProvider: provider,
      http: { fetch: server.fetch, credentials: 'include', retry: { retries: 0 } },
      onUnauthorized,
    });
    expect(services.session.getSnapshot().status).toBe('checking');
    await services.session.initAuth();
    expect(services.session.getSnapshot()).toMatchObject({ status: 'signed-in', user: ada });

    expect(await sourcesOf(services).messages.list()).toHaveLength(1);
    expect(server.sent[0]).toEqual({ url: 'https://api.hotel.test/api/common/messages', authorization: null, credentials: 'include' });

    // The cookie expires while the user works: the request waits for the unlock prompt.
    const detach = services.lock.attach();
    server.state.expired = true;
    const pending = sourcesOf(services).messages.list();
    await vi.waitFor(() => expect(services.lock.getSnapshot().locked).toBe(true));
    server.state.expired = false;
    await services.session.unlockSession('pw');
    services.lock.settle(true);
    expect(await pending).toHaveLength(1);
    expect(provider.unlocked).toBe(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(services.session.getSnapshot().status).toBe('signed-in');

    // Giving up instead: the session ends once, without a token to clear.
    server.state.expired = true;
    const refused = sourcesOf(services).messages.list();
    await vi.waitFor(() => expect(services.lock.getSnapshot().locked).toBe(true));
    services.lock.settle(false);
    await expect(refused).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(services.session.getSnapshot().status).toBe('signed-out');
    detach();

    // Signing in again re-arms the one-time expiry handling.
    await services.session.signIn('ada@hotel.test', 'pw');
    await expect(sourcesOf(services).messages.list()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('a bearer provider at other URLs: its getToken is sent on the shell’s requests to the API origin', async () => {
    const server = cookieServer();
    const token = 'opaque-token-1';
    const provider: ShellAuthProvider = { ...cookieProvider(), hasSession: () => true, getToken: () => token };
    const services = createShellServices({ apiBaseUrl: 'https://api.hotel.test/', authProvider: provider, http: { fetch: server.fetch } });
    await sourcesOf(services).messages.list();
    expect(server.sent[0]?.authorization).toBe(`Bearer ${token}`);
    expect(server.sent[0]?.credentials).toBeUndefined();
  });

  it('a provider factory receives the shell’s client; a provider without updateUser saves through the user data source', async () => {
    const server = cookieServer();
    const update = vi.fn(async (changes: Partial<User>) => ({ ...ada, ...changes }));
    const user: UserSource = { get: async () => ada, update };
    const factory = vi.fn(() => cookieProvider());
    const services = createShellServices({ apiBaseUrl: 'https://api.hotel.test/', authProvider: factory, dataSources: { user }, http: { fetch: server.fetch } });
    expect(factory).toHaveBeenCalledWith({ client: services.client });
    await services.session.initAuth();
    await services.session.setStatus('busy');
    expect(update).toHaveBeenCalledWith({ status: 'busy' });
    expect(services.session.getSnapshot().user?.status).toBe('busy');
  });

  it('without updateUser nor a user source, user changes go to the HTTP default (PATCH api/common/users)', async () => {
    const patched: unknown[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      patched.push([init.method, String(input), JSON.parse(String(init.body))]);
      return json({ ...ada, name: 'Ada L.' });
    });
    const services = createShellServices({ apiBaseUrl: 'https://api.hotel.test/', authProvider: cookieProvider(), http: { fetch: fetch as unknown as typeof globalThis.fetch } });
    await services.session.initAuth();
    expect(await services.session.updateUser({ name: 'Ada L.' })).toMatchObject({ name: 'Ada L.' });
    expect(patched).toEqual([['PATCH', 'https://api.hotel.test/api/common/users', { user: { name: 'Ada L.' } }]]);
    expect(services.session.getSnapshot().user?.name).toBe('Ada L.');
  });

  it('data sources: a partial override keeps the HTTP defaults for the rest; the factory form receives the client', async () => {
    const server = cookieServer();
    const search: SearchSource = { search: async (query) => [{ id: 'pages', label: 'Pages', results: [{ id: 'p1', title: query, link: '/p', value: query }] }] };
    const services = createShellServices({ apiBaseUrl: 'https://api.hotel.test/', dataSources: ({ client }) => ({ search: client ? search : undefined }), http: { fetch: server.fetch } });
    expect(services.dataSources).toEqual({ search });
    expect(sourcesOf(services).search).toBe(search);
    expect(sourcesOf(services)).toBe(sourcesOf(services));
    expect(await sourcesOf(services).search.search('dash')).toEqual([{ id: 'pages', label: 'Pages', results: [{ id: 'p1', title: 'dash', link: '/p', value: 'dash' }] }]);
    await sourcesOf(services).messages.list();
    expect(server.sent.map((s) => s.url)).toEqual(['https://api.hotel.test/api/common/messages']);
  });

  it('the default provider is the spec’s HTTP contract', () => {
    const services = createShellServices();
    expect(typeof services.authProvider.getToken).toBe('function');
    expect(services.session.getSnapshot().status).toBe('signed-out');
  });

  it('refuses an invalid provider (at once) or an unknown data source (where the sources are read) with a clear error', () => {
    expect(() => createShellServices({ authProvider: {} as ShellAuthProvider })).toThrow('authProvider.signIn must be a function (see ShellAuthProvider).');
    const services = createShellServices({ dataSources: { chat: {} } as never });
    expect(() => sourcesOf(services)).toThrow("Unknown data source 'chat'");
  });
});

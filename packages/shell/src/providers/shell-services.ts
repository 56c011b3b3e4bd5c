import type { i18n as I18n } from 'i18next';
import { createAuthSession, type AuthSession } from '../auth/auth-session';
import { createHttpAuthProvider } from '../auth/http-auth-provider';
import type { ShellAuthProvider } from '../auth/shell-auth-provider';
import type { ShellDataSources } from '../data-sources/types';
import { createSessionLock, type SessionLock } from '../auth/session-lock';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../http/http-client';
import { decodeJwtPayload, isTokenExpired } from '../http/jwt';
import { createI18n, type CreateI18nOptions } from '../i18n/create-i18n';
import { defaultLoadingStore, type LoadingStore } from '../loading/loading-store';

/** What a factory of `authProvider` or `dataSources` receives: the shell's HTTP client, to reuse it. */
export interface ShellServiceContext {
  /** The shell's HTTP client (base URL, bearer token of the auth provider, time-outs, loading bar, 401 handling). */
  client: HttpClient;
}

/** An auth provider, or a function that builds one from the shell's HTTP client. */
export type AuthProviderOption = ShellAuthProvider | ((context: ShellServiceContext) => ShellAuthProvider);

/** Some or all data sources, or a function that builds them from the shell's HTTP client. */
export type DataSourcesOption = Partial<ShellDataSources> | ((context: ShellServiceContext) => Partial<ShellDataSources>);

export interface ShellServices {
  loading: LoadingStore;
  client: HttpClient;
  /** The auth session, driven by `authProvider`. */
  session: AuthSession;
  /** The auth provider the session uses (the HTTP default unless one was given). */
  authProvider: ShellAuthProvider;
  /**
   * The app's own data sources, as given (`dataSources`). Where they are read, the HTTP defaults on
   * `client` fill in the rest: `useShellDataSources()` in React, `resolveDataSources(client,
   * dataSources)` outside (kept out of the services so an app's first screen does not carry them).
   */
  dataSources: Partial<ShellDataSources>;
  /**
   * The session lock: a request refused with 401 while a user is signed in waits for the unlock
   * prompt (`SessionLockHost`, which ShellProviders renders) instead of ending the session.
   */
  lock: SessionLock;
  i18n: I18n;
  /**
   * Subscribes to session expiry (after the session is cleared). While any listener is
   * subscribed, the default redirect does not run.
   */
  onSessionExpired(listener: (currentPath: string) => void): () => void;
}

export interface CreateShellServicesOptions {
  /** API base URL. Default '/' (same origin). */
  apiBaseUrl?: string;
  /**
   * Called once when the session ends on a 401 (the user chose to sign in again rather than unlock,
   * or no unlock prompt is shown), after the session is cleared, with the path to return to.
   * Default: a full navigation to `/sign-in?redirectURL=<path>`.
   */
  onUnauthorized?: (currentPath: string) => void;
  /** Loading store. Default: the shell's shared store. */
  loading?: LoadingStore;
  /** i18n options (language, loader). */
  i18n?: CreateI18nOptions;
  /** Extra HTTP client options (fetch, retry, getCurrentPath, credentials). */
  http?: Omit<HttpClientOptions, 'baseUrl' | 'auth' | 'loading'>;
  /**
   * How users sign in, restore and end sessions. Default: `createHttpAuthProvider` (the spec's
   * HTTP contract, a bearer token in localStorage or sessionStorage). A function receives the
   * shell's HTTP client. The provider's `getToken` (if any) is sent as `Authorization: Bearer` on the
   * client's requests to the API origin.
   */
  authProvider?: AuthProviderOption;
  /**
   * Where the header panels and the navigation read and write: any of `navigation`, `user`,
   * `messages`, `notifications`, `shortcuts`, `search`, `quickChat`, each replacing the HTTP default
   * (`createHttpDataSources`). A function receives the shell's HTTP client.
   */
  dataSources?: DataSourcesOption;
}

/** The default expiry handler: go to sign-in with the current path (never from sign-in itself). */
export function redirectToSignIn(currentPath: string): void {
  if (typeof window === 'undefined') return;
  const path = currentPath.split(/[?#]/)[0] ?? '';
  const target = path === '/sign-in' || path === '/sign-out' ? '/sign-in' : `/sign-in?redirectURL=${encodeURIComponent(currentPath)}`;
  window.location.assign(target);
}

/**
 * Creates the shell's services outside React, so the app can run `session.initAuth()` before the
 * first render (DESIGN.md data flow 1) and hand them to ShellProviders.
 */
export function createShellServices(options: CreateShellServicesOptions = {}): ShellServices {
  const loading = options.loading ?? defaultLoadingStore;
  let session: AuthSession | null = null;
  let provider: ShellAuthProvider | null = null;
  const custom = options.authProvider !== undefined;
  const lock = createSessionLock();
  const listeners = new Set<(currentPath: string) => void>();
  const client = createHttpClient({
    ...options.http,
    baseUrl: options.apiBaseUrl ?? '/',
    loading,
    auth: {
      getToken: () => provider?.getToken?.() ?? null,
      // The default provider's tokens are JWTs; another provider's JWT gets the same check, and an
      // opaque token is sent as long as its provider hands it out.
      isTokenExpired: (token, at) => (custom && decodeJwtPayload(token) === null ? false : isTokenExpired(token, { now: at })),
      renew: () => (session?.getSnapshot().status === 'signed-in' ? lock.request() : Promise.resolve(false)),
      onUnauthorized: (currentPath) => {
        session?.handleUnauthorized();
        if (options.onUnauthorized) options.onUnauthorized(currentPath);
        else if (listeners.size > 0) for (const listener of [...listeners]) listener(currentPath);
        else redirectToSignIn(currentPath);
      },
    },
  });
  const context: ShellServiceContext = { client };
  // Checked where they are first read (resolveDataSources: an unknown key is a clear error there).
  const dataSources = (typeof options.dataSources === 'function' ? options.dataSources(context) : options.dataSources) ?? {};
  const chosen = typeof options.authProvider === 'function' ? options.authProvider(context) : (options.authProvider ?? createHttpAuthProvider({ client }));
  provider = chosen;
  session = createAuthSession({
    provider,
    onEstablished: () => client.resetUnauthorized(),
    // Without its own updateUser, the provider's users are saved through the user data source
    // (the app's, or the HTTP default, loaded then: it is rarely needed).
    updateUser: async (changes) =>
      (dataSources.user ?? (await import('../data-sources/http-data-sources')).createHttpDataSources(client).user).update(changes),
  });
  const i18n = createI18n(options.i18n);
  return {
    loading,
    client,
    session,
    authProvider: provider,
    dataSources,
    lock,
    i18n,
    onSessionExpired(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

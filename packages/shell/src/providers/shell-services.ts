import type { i18n as I18n } from 'i18next';
import { authStorage } from '../auth/auth-storage';
import { createAuthSession, type AuthSession } from '../auth/auth-session';
import { createSessionLock, type SessionLock } from '../auth/session-lock';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../http/http-client';
import { createI18n, type CreateI18nOptions } from '../i18n/create-i18n';
import { defaultLoadingStore, type LoadingStore } from '../loading/loading-store';

export interface ShellServices {
  loading: LoadingStore;
  client: HttpClient;
  session: AuthSession;
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
  /** Extra HTTP client options (fetch, retry, getCurrentPath). */
  http?: Omit<HttpClientOptions, 'baseUrl' | 'auth' | 'loading'>;
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
  const lock = createSessionLock();
  const listeners = new Set<(currentPath: string) => void>();
  const client = createHttpClient({
    ...options.http,
    baseUrl: options.apiBaseUrl ?? '/',
    loading,
    auth: {
      getToken: authStorage.getToken,
      renew: () => (session?.getSnapshot().status === 'signed-in' ? lock.request() : Promise.resolve(false)),
      onUnauthorized: (currentPath) => {
        session?.handleUnauthorized();
        if (options.onUnauthorized) options.onUnauthorized(currentPath);
        else if (listeners.size > 0) for (const listener of [...listeners]) listener(currentPath);
        else redirectToSignIn(currentPath);
      },
    },
  });
  session = createAuthSession({ client });
  const i18n = createI18n(options.i18n);
  return {
    loading,
    client,
    session,
    lock,
    i18n,
    onSessionExpired(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

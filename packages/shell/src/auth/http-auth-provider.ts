import type { HttpClient } from '../http/http-client';
import { isTokenExpired } from '../http/jwt';
import { authStorage as defaultStorage, type AuthStorage } from './auth-storage';
import type { HttpAuthContext, httpAuthActions } from './http-auth-actions';
import type { ShellAuthProvider } from './shell-auth-provider';

export interface CreateHttpAuthProviderOptions {
  /** The HTTP client the calls go through (the shell's, for its base URL, time-outs and loading bar). */
  client: HttpClient;
  /** Where the token and the user id are kept. Default: `authStorage` (localStorage or sessionStorage). */
  storage?: AuthStorage;
  /** Clock for the token's expiry (tests). */
  now?: () => number;
}

/**
 * The default auth provider: the spec's HTTP contract (`endpoints.auth`) with a bearer token kept
 * in `authStorage` (localStorage with "remember me", sessionStorage without).
 *
 * - `restore`: a stored unexpired token is exchanged with POST api/auth/sign-in-with-token (an
 *   expired one is dropped without a call; a 401 or 403 answer means no session).
 * - `signIn` / `unlock`: POST api/auth/sign-in / unlock-session {email, password}; the token is stored.
 * - `signOut`: forgets the token at once, then POST api/auth/sign-out with it (best-effort).
 * - `changePassword`: POST api/auth/reset-password {password}; `updateUser`: PATCH api/common/users {user};
 *   `getIdentity`: GET api/common/user; `signUp`, `forgotPassword`: their POSTs.
 */
export function createHttpAuthProvider({ client, storage = defaultStorage, now = Date.now }: CreateHttpAuthProviderOptions): ShellAuthProvider {
  const context: HttpAuthContext = { client, storage, now };
  // Each call loads the calls' module on first use (an app's first screen carries only this).
  type Call = (context: HttpAuthContext, ...args: unknown[]) => Promise<never>;
  const call =
    (name: keyof typeof httpAuthActions) =>
    async (...args: unknown[]) =>
      ((await import('./http-auth-actions')).httpAuthActions[name] as unknown as Call)(context, ...args);
  return {
    hasSession: () => {
      const token = storage.getToken();
      return !!token && !isTokenExpired(token, { now: now() });
    },
    getToken: () => storage.getToken(),
    clearSession: () => storage.clear(),
    // Nothing to restore: answered at once, without loading the calls.
    restore: async () => (storage.getToken() ? call('restore')() : null),
    signIn: call('signIn'),
    async signOut() {
      const previous = storage.getToken();
      storage.clear();
      if (previous) await call('signOut')(previous);
    },
    unlock: call('unlock'),
    changePassword: call('changePassword'),
    getIdentity: call('getIdentity'),
    signUp: call('signUp'),
    forgotPassword: call('forgotPassword'),
    updateUser: call('updateUser'),
  };
}

import { endpoints, type SignInResponse, type User } from '../api';
import type { HttpClient } from '../http/http-client';
import { HttpError } from '../http/http-error';
import { isTokenExpired } from '../http/jwt';
import { authStorage as defaultStorage, TOKEN_KEY, type AuthStorage } from './auth-storage';
import type { ShellAuthProvider } from './shell-auth-provider';

export interface CreateHttpAuthProviderOptions {
  /** The HTTP client the calls go through (the shell's, for its base URL, time-outs and loading bar). */
  client: HttpClient;
  /** Where the token and the user id are kept. Default: `authStorage` (localStorage or sessionStorage). */
  storage?: AuthStorage;
  /** Clock for the token's expiry (tests). */
  now?: () => number;
}

const inLocalStorage = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
};

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
  const validToken = () => {
    const token = storage.getToken();
    return token && !isTokenExpired(token, { now: now() }) ? token : null;
  };
  const keep = (response: SignInResponse, remember: boolean): User => {
    storage.save({ accessToken: response.accessToken, userId: response.user.id }, remember);
    return response.user;
  };

  return {
    hasSession: () => validToken() !== null,
    getToken: () => storage.getToken(),
    clearSession: () => storage.clear(),

    async restore() {
      const stored = storage.getToken();
      if (!stored) return null;
      if (isTokenExpired(stored, { now: now() })) {
        storage.clear();
        return null;
      }
      const remember = inLocalStorage() === stored;
      try {
        const response = await client.post<SignInResponse>(endpoints.auth.signInWithToken, { accessToken: stored }, { skipUnauthorized: true });
        return keep(response, remember);
      } catch (error) {
        if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
          storage.clear();
          return null;
        }
        throw error;
      }
    },

    async signIn({ email, password, remember }) {
      const response = await client.post<SignInResponse>(endpoints.auth.signIn, { email, password }, { skipUnauthorized: true });
      return keep(response, remember);
    },

    async signOut() {
      const previous = storage.getToken();
      storage.clear();
      if (!previous) return;
      await client.post(endpoints.auth.signOut, undefined, {
        headers: { Authorization: `Bearer ${previous}` },
        skipUnauthorized: true,
        skipLoading: true,
      });
    },

    async unlock({ email, password }) {
      // Kept where the expiring session was: localStorage when it was remembered.
      const remember = inLocalStorage() !== null;
      const response = await client.post<SignInResponse>(endpoints.auth.unlockSession, { email, password }, { skipUnauthorized: true });
      return keep(response, remember);
    },

    async changePassword({ password }) {
      await client.post(endpoints.auth.resetPassword, { password });
    },
    getIdentity: () => client.get<User>(endpoints.common.user),
    async signUp(data) {
      await client.post(endpoints.auth.signUp, data);
    },
    async forgotPassword(email) {
      await client.post(endpoints.auth.forgotPassword, { email });
    },
    updateUser: (changes) => client.patch<User>(endpoints.common.users, { user: changes }),
  };
}

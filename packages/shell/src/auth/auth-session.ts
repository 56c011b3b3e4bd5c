import { endpoints, type SignInResponse, type SignUpRequest, type User, type UserStatus } from '../api';
import type { HttpClient } from '../http/http-client';
import { HttpError } from '../http/http-error';
import { isTokenExpired } from '../http/jwt';
import { clearAllDrafts } from '../forms/form-drafts';
import { authStorage as defaultStorage, type AuthStorage } from './auth-storage';

export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

export interface AuthState {
  /** 'checking' while a stored token is being exchanged at start-up. */
  status: AuthStatus;
  /** The signed-in user; null otherwise. */
  user: User | null;
  /** True when the start-up check failed for a reason other than an invalid token (e.g. offline). */
  checkFailed: boolean;
}

export interface SignInOptions {
  /** Keep the session across browser restarts (localStorage); otherwise this tab only. Default true. */
  remember?: boolean;
}

/** The session: state (external store) and the auth actions. Framework-free; see AuthProvider. */
export interface AuthSession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthState;
  /**
   * Start-up check: a stored unexpired token is exchanged via sign-in-with-token. Resolves after at
   * most `timeoutMs` (10 s), logging a warning, so the app starts anyway; errors are logged and the
   * app starts anyway. Calling it again returns the same promise.
   */
  initAuth(options?: { timeoutMs?: number }): Promise<void>;
  signIn(email: string, password: string, options?: SignInOptions): Promise<User>;
  /**
   * Ends the session locally at once (even offline), forgets every unsaved-form draft (a deliberate
   * sign-out keeps nobody's input on a shared terminal) and tells the server best-effort.
   */
  signOut(): Promise<void>;
  /** Re-authenticates the current user with their password (unlock-session). */
  unlockSession(password: string): Promise<User>;
  signUp(data: SignUpRequest): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  resetPassword(password: string): Promise<void>;
  /** PATCH api/common/users {user}: saves changes to the signed-in user. */
  updateUser(changes: Partial<Pick<User, 'name' | 'avatar' | 'status'>>): Promise<User>;
  /** Changes the presence status optimistically (rolled back if the server refuses). */
  setStatus(status: UserStatus): Promise<User>;
  /** Called by the HTTP client on a 401: clears the session without calling the server. */
  handleUnauthorized(): void;
}

export const AUTH_INIT_TIMEOUT_MESSAGE = 'Auth initialization timed out, continuing with app startup';
export const AUTH_INIT_TIMEOUT_MS = 10_000;

export interface CreateAuthSessionOptions {
  client: HttpClient;
  storage?: AuthStorage;
  now?: () => number;
}

/** Creates the auth session bound to an HTTP client. */
export function createAuthSession({ client, storage = defaultStorage, now = Date.now }: CreateAuthSessionOptions): AuthSession {
  const token = storage.getToken();
  let state: AuthState = {
    status: token && !isTokenExpired(token, { now: now() }) ? 'checking' : 'signed-out',
    user: null,
    checkFailed: false,
  };
  // Each change of session bumps the generation, so a late start-up answer cannot overwrite it.
  let generation = 0;
  let initPromise: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: AuthState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const establish = (response: SignInResponse, remember = true): User => {
    generation++;
    storage.save({ accessToken: response.accessToken, userId: response.user.id }, remember);
    client.resetUnauthorized();
    set({ status: 'signed-in', user: response.user, checkFailed: false });
    return response.user;
  };

  const clearLocal = () => {
    generation++;
    storage.clear();
    set({ status: 'signed-out', user: null, checkFailed: false });
  };

  const requireUser = (): User => {
    if (!state.user) throw new Error('No user is signed in.');
    return state.user;
  };

  const updateUser: AuthSession['updateUser'] = async (changes) => {
    requireUser();
    const user = await client.patch<User>(endpoints.common.users, { user: changes });
    if (state.status === 'signed-in') set({ ...state, user });
    return user;
  };

  const session: AuthSession = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,

    initAuth({ timeoutMs = AUTH_INIT_TIMEOUT_MS } = {}) {
      if (initPromise) return initPromise;
      const stored = storage.getToken();
      if (!stored || isTokenExpired(stored, { now: now() })) {
        if (stored) storage.clear();
        if (state.status === 'checking') set({ status: 'signed-out', user: null, checkFailed: false });
        initPromise = Promise.resolve();
        return initPromise;
      }
      const started = generation;
      if (state.status !== 'checking') set({ status: 'checking', user: null, checkFailed: false });
      const remember = globalThis.localStorage?.getItem('accessToken') === stored;
      const check = client
        .post<SignInResponse>(endpoints.auth.signInWithToken, { accessToken: stored }, { skipUnauthorized: true })
        .then(
          (response) => {
            if (generation === started) establish(response, remember);
          },
          (error: unknown) => {
            if (generation !== started) return;
            if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
              clearLocal();
              return;
            }
            console.error('Auth initialization failed', error);
            generation++;
            set({ status: 'signed-out', user: null, checkFailed: true });
          },
        );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          console.warn(AUTH_INIT_TIMEOUT_MESSAGE);
          resolve();
        }, timeoutMs);
      });
      initPromise = Promise.race([check, timeout]).finally(() => clearTimeout(timer));
      return initPromise;
    },

    async signIn(email, password, { remember = true } = {}) {
      const response = await client.post<SignInResponse>(endpoints.auth.signIn, { email, password }, { skipUnauthorized: true });
      return establish(response, remember);
    },

    async signOut() {
      const previous = storage.getToken();
      clearLocal();
      clearAllDrafts();
      if (!previous) return;
      await client
        .post(endpoints.auth.signOut, undefined, {
          headers: { Authorization: `Bearer ${previous}` },
          skipUnauthorized: true,
          skipLoading: true,
        })
        .catch(() => {
          // The session is already gone locally; the server call is best-effort.
        });
    },

    async unlockSession(password) {
      const { email } = requireUser();
      const response = await client.post<SignInResponse>(endpoints.auth.unlockSession, { email, password }, { skipUnauthorized: true });
      return establish(response, globalThis.localStorage?.getItem('accessToken') !== null);
    },

    async signUp(data) {
      await client.post(endpoints.auth.signUp, data);
    },
    async forgotPassword(email) {
      await client.post(endpoints.auth.forgotPassword, { email });
    },
    async resetPassword(password) {
      await client.post(endpoints.auth.resetPassword, { password });
    },

    updateUser,

    async setStatus(status) {
      const before = requireUser();
      set({ ...state, user: { ...before, status } });
      try {
        return await updateUser({ status });
      } catch (error) {
        if (state.user?.id === before.id) set({ ...state, user: before });
        throw error;
      }
    },

    handleUnauthorized: clearLocal,
  };
  return session;
}

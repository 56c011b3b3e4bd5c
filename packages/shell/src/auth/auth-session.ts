import type { SignUpRequest, User, UserStatus } from '../api';
import type { HttpClient } from '../http/http-client';
import { clearAllDrafts } from '../forms/form-drafts';
import type { AuthStorage } from './auth-storage';
import { createHttpAuthProvider } from './http-auth-provider';
import { assertAuthProvider, unsupportedAuthAction, type ChangePasswordParams, type ShellAuthProvider, type UserChanges } from './shell-auth-provider';

export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

export interface AuthState {
  /** 'checking' while the start-up check (`ShellAuthProvider.restore`) runs. */
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

/**
 * The session: state (external store) and the auth actions, driven by a `ShellAuthProvider`.
 * Framework-free; see AuthProvider (React) and useAuth.
 */
export interface AuthSession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthState;
  /**
   * Start-up check (`provider.restore`; by default a stored unexpired token is exchanged via
   * sign-in-with-token). Resolves after at most `timeoutMs` (10 s), logging a warning, so the app
   * starts anyway; errors are logged and the app starts anyway. Calling it again returns the same promise.
   */
  initAuth(options?: { timeoutMs?: number }): Promise<void>;
  signIn(email: string, password: string, options?: SignInOptions): Promise<User>;
  /**
   * Ends the session locally at once (even offline), forgets every unsaved-form draft (a deliberate
   * sign-out keeps nobody's input on a shared terminal) and tells the provider (the server) best-effort.
   */
  signOut(): Promise<void>;
  /** Re-authenticates the current user with their password (`provider.unlock`). */
  unlockSession(password: string): Promise<User>;
  /** Creates an account (`provider.signUp`; rejects when the provider has none). */
  signUp(data: SignUpRequest): Promise<void>;
  /** Sends the password-reset email (`provider.forgotPassword`; rejects when the provider has none). */
  forgotPassword(email: string): Promise<void>;
  /** Sets a new password for the signed-in user: `changePassword({ password })`. */
  resetPassword(password: string): Promise<void>;
  /** Changes the signed-in user's password (`provider.changePassword`). */
  changePassword(params: ChangePasswordParams): Promise<void>;
  /** Saves changes to the signed-in user (`provider.updateUser`; by default PATCH api/common/users {user}). */
  updateUser(changes: UserChanges): Promise<User>;
  /** Reads the signed-in user again (`provider.getIdentity`) and shows it; null when signed out. */
  refreshUser(): Promise<User | null>;
  /** Changes the presence status optimistically (rolled back if the server refuses). */
  setStatus(status: UserStatus): Promise<User>;
  /** Called by the HTTP client on a 401: clears the session (`provider.clearSession`) without calling the server. */
  handleUnauthorized(): void;
}

export const AUTH_INIT_TIMEOUT_MESSAGE = 'Auth initialization timed out, continuing with app startup';
export const AUTH_INIT_TIMEOUT_MS = 10_000;

/**
 * Options of createAuthSession: an auth provider, or (the shell's own default) an HTTP client, for
 * which the session uses `createHttpAuthProvider({ client, storage, now })`.
 */
export type CreateAuthSessionOptions =
  | {
      /** The auth provider that signs in, restores and ends sessions. */
      provider: ShellAuthProvider;
      /** Called whenever a session is established (sign-in, unlock, restore), e.g. to re-arm the HTTP client's 401 handling. */
      onEstablished?: (user: User) => void;
      /** Saves user changes when the provider has no `updateUser` (createShellServices: the user data source). */
      updateUser?: (changes: UserChanges) => Promise<User>;
    }
  | {
      /** The HTTP client of the default provider (`createHttpAuthProvider`); its 401 handling is re-armed on every new session. */
      client: HttpClient;
      /** Where the default provider keeps the token. */
      storage?: AuthStorage;
      /** Clock of the default provider (token expiry). */
      now?: () => number;
    };

/** Creates the auth session, driven by an auth provider (by default the spec's HTTP contract on `client`). */
export function createAuthSession(options: CreateAuthSessionOptions): AuthSession {
  const provider = 'provider' in options ? options.provider : createHttpAuthProvider(options);
  assertAuthProvider(provider);
  const onEstablished = 'provider' in options ? options.onEstablished : () => options.client.resetUnauthorized();
  const fallbackUpdate = 'provider' in options ? options.updateUser : undefined;
  const saveUser = (changes: UserChanges): Promise<User> => {
    if (provider.updateUser) return provider.updateUser(changes);
    if (fallbackUpdate) return fallbackUpdate(changes);
    throw unsupportedAuthAction('updateUser');
  };
  let state: AuthState = {
    status: provider.hasSession?.() === false ? 'signed-out' : 'checking',
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

  const establish = (user: User): User => {
    generation++;
    onEstablished?.(user);
    set({ status: 'signed-in', user, checkFailed: false });
    return user;
  };

  const clearLocal = () => {
    generation++;
    set({ status: 'signed-out', user: null, checkFailed: false });
  };

  const requireUser = (): User => {
    if (!state.user) throw new Error('No user is signed in.');
    return state.user;
  };

  const updateUser: AuthSession['updateUser'] = async (changes) => {
    requireUser();
    const user = await saveUser(changes);
    if (state.status === 'signed-in') set({ ...state, user });
    return user;
  };

  const changePassword: AuthSession['changePassword'] = async (params) => {
    await provider.changePassword(params);
  };

  const session: AuthSession = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,

    initAuth({ timeoutMs = AUTH_INIT_TIMEOUT_MS } = {}) {
      if (initPromise) return initPromise;
      const started = generation;
      const maybe = provider.hasSession?.() !== false;
      if (maybe && state.status !== 'checking') set({ status: 'checking', user: null, checkFailed: false });
      if (!maybe && state.status === 'checking') set({ status: 'signed-out', user: null, checkFailed: false });
      let restoring: Promise<User | null>;
      try {
        restoring = provider.restore();
      } catch (error) {
        restoring = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      const check = restoring.then(
          (user) => {
            if (generation !== started) return;
            if (user) establish(user);
            else if (state.status !== 'signed-out') clearLocal();
          },
          (error: unknown) => {
            if (generation !== started) return;
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
      return establish(await provider.signIn({ email, password, remember }));
    },

    async signOut() {
      // The provider forgets its credentials before its first await; the state follows at once.
      const told = provider.signOut();
      clearLocal();
      clearAllDrafts();
      await told.catch(() => {
        // The session is already gone locally; the server call is best-effort.
      });
    },

    async unlockSession(password) {
      const { email } = requireUser();
      return establish(await provider.unlock({ email, password }));
    },

    async signUp(data) {
      if (!provider.signUp) throw unsupportedAuthAction('signUp');
      await provider.signUp(data);
    },
    async forgotPassword(email) {
      if (!provider.forgotPassword) throw unsupportedAuthAction('forgotPassword');
      await provider.forgotPassword(email);
    },
    resetPassword: (password) => changePassword({ password }),
    changePassword,

    updateUser,

    async refreshUser() {
      if (state.status !== 'signed-in') return null;
      if (!provider.getIdentity) throw unsupportedAuthAction('getIdentity');
      const started = generation;
      const user = await provider.getIdentity();
      if (generation !== started || state.status !== 'signed-in') return state.user;
      set({ ...state, user });
      return user;
    },

    async setStatus(status: UserStatus) {
      const before = requireUser();
      set({ ...state, user: { ...before, status } });
      try {
        if (!provider.setStatus) return await updateUser({ status });
        const user = await provider.setStatus(status);
        if (state.status === 'signed-in') set({ ...state, user });
        return user;
      } catch (error) {
        if (state.user?.id === before.id) set({ ...state, user: before });
        throw error;
      }
    },

    handleUnauthorized() {
      provider.clearSession?.();
      clearLocal();
    },
  };
  return session;
}

import type { SignUpRequest, User, UserStatus } from '../api';

/** What `ShellAuthProvider.signIn` receives. */
export interface SignInParams {
  email: string;
  password: string;
  /** Keep the session across browser restarts; otherwise for this tab only (where the provider can tell). */
  remember: boolean;
}

/** What `ShellAuthProvider.unlock` receives: the signed-in user's email and the password they typed. */
export interface UnlockParams {
  email: string;
  password: string;
}

/** What `ShellAuthProvider.changePassword` receives. */
export interface ChangePasswordParams {
  /** The new password. */
  password: string;
  /** The current password, when the app's form asks for it (the spec's contract does not). */
  currentPassword?: string;
}

/** The changes `ShellAuthProvider.updateUser` may save. */
export type UserChanges = Partial<Pick<User, 'name' | 'avatar' | 'status'>>;

/**
 * How the shell talks to your authentication backend: plain async functions, no React, no
 * framework (the idea of react-admin's and Refine's `authProvider`). The shell's session
 * (`AuthSession`, read by the guards and `useAuth()`) calls them and keeps the state; the provider
 * keeps the credentials (a token in storage, or nothing at all when the server uses a cookie).
 *
 * Rejections: an Error's message is shown to the user where the action started (the sign-in form,
 * the unlock prompt). `createHttpAuthProvider` is the default, the spec's HTTP contract.
 */
export interface ShellAuthProvider {
  /** Signs in; resolves the signed-in user. Reject on wrong credentials. */
  signIn(params: SignInParams): Promise<User>;
  /**
   * Ends the session at the server and forgets the local credentials. The shell has already
   * cleared its state (the user is signed out at once, even offline); a rejection is ignored.
   * Forget local credentials before the first `await`, so a reload at once finds no session.
   */
  signOut(): Promise<void>;
  /**
   * The start-up check: restores the session kept from before (a stored token, a cookie).
   * Resolve the user, or null when there is no valid session. Reject only when the check itself
   * failed (offline, 500): the app then starts signed out with `checkFailed`.
   */
  restore(): Promise<User | null>;
  /** Re-authenticates the signed-in user (the unlock prompt after a 401); resolves the user. */
  unlock(params: UnlockParams): Promise<User>;
  /** Changes the signed-in user's password. */
  changePassword(params: ChangePasswordParams): Promise<void>;
  /**
   * Whether a session may exist right now, synchronously (e.g. an unexpired token is stored). False
   * starts the shell signed out without waiting for `restore`; true or absent starts it 'checking'
   * until `restore` answers (a cookie cannot be seen from script, so a cookie provider leaves it out).
   */
  hasSession?(): boolean;
  /**
   * The access token to send as `Authorization: Bearer` on the shell's HTTP requests to the API
   * origin, or null. Leave it out for cookie sessions.
   */
  getToken?(): string | null;
  /**
   * Forgets the local credentials without calling the server: the server refused them (a 401 that
   * was not unlocked). Leave it out when there is nothing local to forget.
   */
  clearSession?(): void;
  /** Reads the signed-in user again (e.g. after their roles changed); see `AuthSession.refreshUser`. */
  getIdentity?(): Promise<User>;
  /** Creates an account (the sign-up page). */
  signUp?(data: SignUpRequest): Promise<void>;
  /** Sends the password-reset email. */
  forgotPassword?(email: string): Promise<void>;
  /** Saves changes to the signed-in user (profile page); resolves the saved user. */
  updateUser?(changes: UserChanges): Promise<User>;
  /** Saves the presence status; by default the session calls `updateUser({ status })`. */
  setStatus?(status: UserStatus): Promise<User>;
}

/** The error of an optional provider function the app's provider does not implement. */
export function unsupportedAuthAction(action: keyof ShellAuthProvider): Error {
  return new Error(`The auth provider does not implement ${action}().`);
}

/** Throws a clear error when `provider` lacks one of the required functions. */
export function assertAuthProvider(provider: unknown): asserts provider is ShellAuthProvider {
  for (const name of ['signIn', 'signOut', 'restore', 'unlock', 'changePassword'])
    if (typeof (provider as Record<string, unknown> | null)?.[name] !== 'function') throw new TypeError(`authProvider.${name} must be a function (see ShellAuthProvider).`);
}

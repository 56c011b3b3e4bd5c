export { ADMIN_ROLE, canAccess, hasAnyRole, type Access } from './access';
export { AccessDenied, type AccessDeniedProps } from './access-denied';
export { AuthProvider, useAuth, useOptionalAuth, type AuthContextValue, type AuthProviderProps } from './auth-provider';
export {
  AUTH_INIT_TIMEOUT_MESSAGE,
  AUTH_INIT_TIMEOUT_MS,
  createAuthSession,
  type AuthSession,
  type AuthState,
  type AuthStatus,
  type CreateAuthSessionOptions,
  type SignInOptions,
} from './auth-session';
export { authStorage, TOKEN_KEY, USER_ID_KEY, USER_NAME_KEY, type AuthStorage } from './auth-storage';
export {
  RequireAccess,
  RequireAuth,
  RequireGuest,
  RequireRole,
  type RequireAccessProps,
  type RequireAuthProps,
  type RequireGuestProps,
  type RequireRoleProps,
} from './guards';
export { getRedirectTarget, safeRedirectUrl } from './redirect';
export { createSessionLock, type SessionLock, type SessionLockState } from './session-lock';
export { SessionLockDialog, SessionLockHost, UnlockForm, type SessionLockDialogProps, type SessionLockHostProps, type UnlockFormProps } from './session-lock-dialog';
export { createStaticAuthSession } from './static-session';
export { createHttpAuthProvider, type CreateHttpAuthProviderOptions } from './http-auth-provider';
export {
  assertAuthProvider,
  unsupportedAuthAction,
  type ChangePasswordParams,
  type ShellAuthProvider,
  type SignInParams,
  type UnlockParams,
  type UserChanges,
} from './shell-auth-provider';

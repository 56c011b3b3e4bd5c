import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthSession, AuthState } from './auth-session';

export type AuthContextValue = AuthState &
  Pick<
    AuthSession,
    | 'signIn'
    | 'signOut'
    | 'unlockSession'
    | 'signUp'
    | 'forgotPassword'
    | 'resetPassword'
    | 'changePassword'
    | 'updateUser'
    | 'refreshUser'
    | 'setStatus'
  > & {
    /** The underlying session (for initAuth and advanced use). */
    session: AuthSession;
  };

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  /** The session (createAuthSession). */
  session: AuthSession;
  children?: ReactNode;
}

/** Provides the auth state and actions to the shell and the guards. */
export function AuthProvider({ session, children }: AuthProviderProps) {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      session,
      signIn: session.signIn,
      signOut: session.signOut,
      unlockSession: session.unlockSession,
      signUp: session.signUp,
      forgotPassword: session.forgotPassword,
      resetPassword: session.resetPassword,
      changePassword: session.changePassword,
      updateUser: session.updateUser,
      refreshUser: session.refreshUser,
      setStatus: session.setStatus,
    }),
    [state, session],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth state and actions; throws outside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside an <AuthProvider>.');
  return value;
}

/** The auth state, or null outside an AuthProvider (for widgets that also work signed out). */
export function useOptionalAuth(): AuthContextValue | null {
  return use(AuthContext);
}

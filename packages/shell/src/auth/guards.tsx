import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasAnyRole, type Access } from './access';
import { AccessDenied } from './access-denied';
import { useAuth } from './auth-provider';

export interface RequireAuthProps {
  children?: ReactNode;
  /** Shown while the start-up check runs. */
  loading?: ReactNode;
  /** The sign-in path. Default '/sign-in'. */
  signInPath?: string;
}

/**
 * Lets signed-in users through; sends everyone else to sign-in with the requested path as
 * `redirectURL` (none when the path is /sign-out).
 */
export function RequireAuth({ children, loading = null, signInPath = '/sign-in' }: RequireAuthProps) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <>{loading}</>;
  if (status !== 'signed-in') {
    const path = `${location.pathname}${location.search}${location.hash}`;
    const to = location.pathname === '/sign-out' ? signInPath : `${signInPath}?redirectURL=${encodeURIComponent(path)}`;
    return <Navigate to={to} replace />;
  }
  return <>{children}</>;
}

export interface RequireGuestProps {
  children?: ReactNode;
  /** Shown while the start-up check runs. */
  loading?: ReactNode;
  /** Where signed-in users go. Default '/'. */
  redirectTo?: string;
}

/** Lets signed-out visitors through (also when the start-up check failed); signed-in users go to the root. */
export function RequireGuest({ children, loading = null, redirectTo = '/' }: RequireGuestProps) {
  const { status } = useAuth();
  if (status === 'checking') return <>{loading}</>;
  if (status === 'signed-in') return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}

export interface RequireRoleProps {
  /** The roles allowed (any one suffices; 'admin' may open everything). */
  roles: readonly string[];
  children?: ReactNode;
  /** Shown when the user lacks every role. Default: the Access denied panel. */
  fallback?: ReactNode;
  /** Shown while the start-up check runs. */
  loading?: ReactNode;
}

/** Renders its children only for users with one of `roles`; otherwise the fallback. */
export function RequireRole({ roles, children, fallback = <AccessDenied />, loading = null }: RequireRoleProps) {
  const { status, user } = useAuth();
  if (status === 'checking') return <>{loading}</>;
  return <>{hasAnyRole(user, roles) ? children : fallback}</>;
}

export interface RequireAccessProps {
  /** The route's access policy. */
  access: Access;
  children?: ReactNode;
  loading?: ReactNode;
  /** Shown to signed-in users without the role. */
  fallback?: ReactNode;
  signInPath?: string;
}

/** Applies an access policy with the matching guard: public, guest, user or a role list. */
export function RequireAccess({ access, children, loading, fallback, signInPath }: RequireAccessProps) {
  if (access === 'public') return <>{children}</>;
  if (access === 'guest') return <RequireGuest loading={loading}>{children}</RequireGuest>;
  if (access === 'user') {
    return (
      <RequireAuth loading={loading} signInPath={signInPath}>
        {children}
      </RequireAuth>
    );
  }
  return (
    <RequireAuth loading={loading} signInPath={signInPath}>
      <RequireRole roles={access} loading={loading} fallback={fallback}>
        {children}
      </RequireRole>
    </RequireAuth>
  );
}


import type { User } from '../api';

/**
 * Who may open a route: everyone (`public`), signed-out visitors only (`guest`), any signed-in
 * user (`user`), or signed-in users with at least one of the listed roles ('admin' may open all).
 */
export type Access = 'public' | 'guest' | 'user' | readonly string[];

/** The role that may open every signed-in route. */
export const ADMIN_ROLE = 'admin';

/** True when the user has one of `roles` (or is an admin). An empty list allows any signed-in user. */
export function hasAnyRole(user: Pick<User, 'roles'> | null | undefined, roles: readonly string[]): boolean {
  if (!user) return false;
  if (roles.length === 0 || user.roles.includes(ADMIN_ROLE)) return true;
  return roles.some((role) => user.roles.includes(role));
}

/** Whether `user` (null when signed out) may open a route with this access policy. */
export function canAccess(access: Access, user: Pick<User, 'roles'> | null | undefined): boolean {
  if (access === 'public') return true;
  if (access === 'guest') return !user;
  if (access === 'user') return !!user;
  return hasAnyRole(user, access);
}

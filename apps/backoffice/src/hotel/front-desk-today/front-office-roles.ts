import { ROLE_GROUPS } from '@hotel/domain';

/**
 * Whether one of the roles is the front office's; admin, who sees every page, is not counted. The
 * welcome page loads the Today tile (whose chunk holds the hotel's screen declarations to check
 * Today's roles, ~18 KB gzip) only for these roles.
 */
export function isFrontOffice(roles: readonly string[]): boolean {
  return roles.some((role) => role !== 'admin' && (ROLE_GROUPS.frontOffice as readonly string[]).includes(role));
}

import { http, type HttpHandler } from 'msw';
import type { NavigationItem, NavigationResponse } from '@hotel/shell/api';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { filterNavigation } from './filter';

/** The unfiltered tree, loaded on first use (never at import). */
export async function loadNavigationTree(): Promise<NavigationItem[]> {
  return (await import('./tree')).navigationTree;
}

/** The navigation of one user's roles (deep enough copies to be mutated by the caller). */
export async function navigationFor(roles: readonly string[]): Promise<NavigationItem[]> {
  return filterNavigation(await loadNavigationTree(), roles);
}

/** GET api/common/navigation: {default: the menu filtered for the signed-in user's roles}. */
export function navigationHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(
      '*/api/common/navigation',
      route(ctx, async ({ request }): Promise<NavigationResponse> => {
        const user = await requireUser(ctx, request);
        return { default: structuredClone(await navigationFor(user.roles)) };
      }),
    ),
  ];
}

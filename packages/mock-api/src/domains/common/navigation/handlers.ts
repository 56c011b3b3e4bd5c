import { http, type HttpHandler } from 'msw';
import type { NavigationItem, NavigationResponse } from '@hotel/shell/api';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { filterNavigation } from './filter';
import { navigationTree } from './tree';

/**
 * The unfiltered tree. Bundled with the mock API rather than loaded on first use: every signed-in
 * screen asks for the navigation in its first calls.
 */
export async function loadNavigationTree(): Promise<NavigationItem[]> {
  return navigationTree;
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

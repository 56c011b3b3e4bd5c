import { createBrowserRouter, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { RouteHydrateFallback, type ShellNavigationItem, type ShellServices } from '@hotel/shell';
import { loadSignedInData, type SignedInResults } from '../frame/signed-in-data';
import { createRouteDiscovery } from './route-discovery';
import { APP_FRAME_ROUTE_ID, createRouteTable } from './route-table';
import { EmptyFrame, RootRoute, RouteError } from './root';

/**
 * The signed-in area reloads its data when entered, or when asked to (retry, a late session
 * check), not on every navigation inside it.
 */
export function shouldReloadSignedInData({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  return false;
}

/** The route table wired to the shell's services: the signed-in loader uses the shell's HTTP client. */
export function createAppRoutes(services: Pick<ShellServices, 'client' | 'session'>) {
  return createRouteTable({
    root: { Component: RootRoute, ErrorBoundary: RouteError, HydrateFallback: RouteHydrateFallback },
    emptyFrame: { Component: EmptyFrame },
    appFrame: {
      // The frame (header, menus, drawers) is a chunk of its own: the auth pages never load it.
      lazy: () => import('../frame/app-frame').then((m) => ({ Component: m.AppFrame })),
      ErrorBoundary: RouteError,
      shouldRevalidate: shouldReloadSignedInData,
      // Navigation, messages, notifications, shortcuts, chats and the user, in parallel, before the
      // layout renders; then the navigation icons the first screen draws beyond the frame's pack.
      loader: async ({ request }) => {
        if (services.session.getSnapshot().status !== 'signed-in') return null;
        const frame = import('../frame/app-frame');
        const results = await loadSignedInData(services.client, request.signal);
        const { pathname, search, hash } = new URL(request.url);
        await (await frame).ensureFirstScreenIcons(results.navigation.ok ? results.navigation.data : undefined, { pathname, search, hash });
        return results;
      },
    },
  });
}

/**
 * The browser router of the back-office (a data router, so loaders run before pages render). The
 * sample apps' and the hotel's routes are declared on the first navigation that needs them (createRouteDiscovery).
 */
export function createAppRouter(services: Pick<ShellServices, 'client' | 'session'>) {
  return createBrowserRouter(createAppRoutes(services), { patchRoutesOnNavigation: createRouteDiscovery() });
}

/**
 * The signed-in user's menu as the frame's loader has left it in the router's state; undefined
 * before it has run, signed out, or when the call failed. Given to the shell's providers, the app's
 * first render already has the menu (no empty menu painted, no second render of the frame to fill it).
 */
export function loadedNavigation(router: Pick<ReturnType<typeof createAppRouter>, 'state'>): ShellNavigationItem[] | undefined {
  const results = router.state.loaderData[APP_FRAME_ROUTE_ID] as SignedInResults | null | undefined;
  return results?.navigation.ok ? results.navigation.data : undefined;
}

import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { APP_FRAME_ROUTE_ID } from './route-table';

/** Loads the routes the start-up table leaves out (a chunk of their own, with what they are made from). */
export type DiscoveredRoutesLoader = () => Promise<RouteObject[]>;

let discovered: Promise<RouteObject[]> | null = null;

/**
 * The discovered routes, loaded once (the router patches them in; a link's prefetch matches its
 * path against them before that); a failed load is tried again on the next call.
 */
export const loadDiscoveredRoutes: DiscoveredRoutesLoader = () => {
  discovered ??= import('./discovered-routes')
    .then((m) => m.createDiscoveredRoutes())
    .catch((error: unknown) => {
      discovered = null;
      throw error;
    });
  return discovered;
};

/**
 * The router's `patchRoutesOnNavigation`: the sample apps' and the hotel's routes are declared on
 * the first navigation that needs them rather than at start-up. React Router asks on every
 * navigation whose path the table matches only partly or through a splat (the not-found page),
 * and on a full load of such a path before its first render. The first such navigation loads the
 * routes and patches them all in below the signed-in frame, so afterwards the table is the whole
 * one (every later call returns at once). A failed load shows the route
 * error with its retry, as a failed lazy route does, and is tried again on the next navigation; a
 * navigation superseded while the routes load leaves the patching to the next one.
 */
export function createRouteDiscovery(load: DiscoveredRoutesLoader = loadDiscoveredRoutes): PatchRoutesOnNavigationFunction {
  let patched = false;
  // Kept once loaded (a superseded navigation patches nothing); forgotten when the load fails.
  let loading: Promise<RouteObject[]> | null = null;
  return async ({ patch, signal }) => {
    if (patched) return;
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const routes = await loading;
    // React Router ignores a patch of a superseded navigation: the next one patches.
    if (patched || signal.aborted) return;
    patch(APP_FRAME_ROUTE_ID, routes);
    patched = true;
  };
}

/** Starts loading the discovered routes ahead of a navigation (on the navigation's intent), so the first one does not wait for them. */
export function preloadDiscoveredRoutes(): void {
  void loadDiscoveredRoutes().catch(() => undefined);
}

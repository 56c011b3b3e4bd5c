import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { APP_FRAME_ROUTE_ID } from './route-table';

/** Loads the hotel routes (a chunk of their own, with the screens they are made from). */
export type HotelRoutesLoader = () => Promise<RouteObject[]>;

const loadHotelRoutes: HotelRoutesLoader = () => import('./hotel-route-table').then((m) => m.createHotelRoutes());

/**
 * The router's `patchRoutesOnNavigation`: the hotel routes are declared on the first navigation
 * that needs them rather than at start-up. React Router asks on every navigation whose path the
 * table matches only partly or through a splat (the not-found page, a sample app's `*`), and on a
 * full load of such a path before its first render. The first such navigation loads the hotel
 * routes and patches them all in below the signed-in frame, so afterwards the table is the one the
 * app declared at start-up before (every later call returns at once). A failed load shows the route
 * error with its retry, as a failed lazy route does, and is tried again on the next navigation; a
 * navigation superseded while the routes load leaves the patching to the next one.
 */
export function createHotelRouteDiscovery(load: HotelRoutesLoader = loadHotelRoutes): PatchRoutesOnNavigationFunction {
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

/** Starts loading the hotel routes ahead of a navigation (on intent), so the first one does not wait for them. */
export function preloadHotelRoutes(): void {
  void import('./hotel-route-table').catch(() => undefined);
}

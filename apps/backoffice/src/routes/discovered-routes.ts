import type { RouteObject } from 'react-router-dom';
import { SCREENS } from '@hotel/domain';
import { APP_ROUTES, hotelRouteEntry } from '../access/policy';
import { hotelRouteOf } from '../hotel/routes';
import { handleOf } from './route-table';
import { sampleRouteOf } from './sample-routes';

/**
 * One route per hotel screen of @hotel/domain: its lazy screen chunk and `handle.hotelScreen`
 * (hotel/routes.tsx), with the access policy's handle (title, access, section) over it.
 */
export function createHotelRoutes(): RouteObject[] {
  return SCREENS.map((screen) => {
    const hotel = hotelRouteOf(screen);
    return { ...hotel, handle: { ...(hotel.handle as object), ...handleOf(hotelRouteEntry(screen)) } };
  });
}

/** The sample apps' routes (admin only), each app's pages lazy (sample-routes.tsx). */
export function createSampleRoutes(): RouteObject[] {
  return APP_ROUTES.filter((entry) => entry.kind === 'sample').map((entry) => sampleRouteOf(entry, handleOf(entry)));
}

/**
 * The routes of the signed-in frame that the start-up table leaves out: the sample apps' and the
 * hotel's. A module of its own, loaded on the router's first navigation to a path the start-up
 * table does not know (see `createRouteDiscovery`), so the start-up carries neither these routes,
 * nor the screens and sample-app catalogues they are made from.
 */
export function createDiscoveredRoutes(): RouteObject[] {
  return [...createSampleRoutes(), ...createHotelRoutes()];
}

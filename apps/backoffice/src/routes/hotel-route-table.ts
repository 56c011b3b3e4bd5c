import type { RouteObject } from 'react-router-dom';
import { SCREENS } from '@hotel/domain';
import { hotelRouteEntry } from '../access/policy';
import { hotelRouteOf } from '../hotel/routes';
import { handleOf } from './route-table';

/**
 * One route per hotel screen of @hotel/domain: its lazy screen chunk and `handle.hotelScreen`
 * (hotel/routes.tsx), with the access policy's handle (title, access, section) over it. A module of
 * its own, loaded on the router's first navigation to a path the start-up table does not know
 * (see `createHotelRouteDiscovery`), so the start-up carries neither the screens nor these routes.
 */
export function createHotelRoutes(): RouteObject[] {
  return SCREENS.map((screen) => {
    const hotel = hotelRouteOf(screen);
    return { ...hotel, handle: { ...(hotel.handle as object), ...handleOf(hotelRouteEntry(screen)) } };
  });
}

import { SCREENS } from '@hotel/domain';
import { APP_ROUTES, hotelRouteEntry, type RouteEntry } from './policy';

/**
 * Every route of the app (the REDIRECTS and the not-found page aside): those declared at start-up
 * and one per hotel screen. The router declares the sample apps' and the hotel's on its first
 * navigation to a path it does not know (routes/discovered-routes.ts); the access tests read them all from here.
 */
export const ROUTES: readonly RouteEntry[] = [...APP_ROUTES, ...SCREENS.map(hotelRouteEntry)];

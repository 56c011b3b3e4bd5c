import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { SCREENS } from '@hotel/domain';
import { describe, expect, it, vi } from 'vitest';
import { APP_ROUTES } from '../access/policy';
import { createDiscoveredRoutes, createHotelRoutes, createSampleRoutes } from './discovered-routes';
import { createRouteDiscovery } from './route-discovery';
import { APP_FRAME_ROUTE_ID, createRouteTable } from './route-table';

/** A small table shaped like the app's: the frame with a page and the not-found splat. */
const table = (): RouteObject[] => [
  { id: 'root', children: [{ id: APP_FRAME_ROUTE_ID, children: [{ path: 'welcome' }, { path: '*', handle: { title: 'Page not found' } }] }] },
];
const hotelRoute = (): RouteObject[] => [{ path: 'front-office/guests', handle: { title: 'Guests' } }];
const leaf = (router: ReturnType<typeof createMemoryRouter>) => router.state.matches.at(-1)?.route;

describe('createRouteDiscovery', () => {
  it('loads the hotel routes on the first path the table does not know, once, and patches them below the frame', async () => {
    const load = vi.fn(async () => hotelRoute());
    const router = createMemoryRouter(table(), { initialEntries: ['/welcome'], patchRoutesOnNavigation: createRouteDiscovery(load) });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(load).not.toHaveBeenCalled();
    await router.navigate('/front-office/guests');
    expect(leaf(router)?.path).toBe('front-office/guests');
    await router.navigate('/no/such/page');
    expect(leaf(router)?.path).toBe('*');
    await router.navigate('/front-office/guests');
    expect(load).toHaveBeenCalledTimes(1);
    expect(router.routes[0]?.children?.[0]?.children?.map((route) => route.path)).toEqual(['welcome', '*', 'front-office/guests']);
  });

  it('declares them before the first render of a full load on a hotel path', async () => {
    const router = createMemoryRouter(table(), { initialEntries: ['/front-office/guests'], patchRoutesOnNavigation: createRouteDiscovery(async () => hotelRoute()) });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(leaf(router)?.handle).toEqual({ title: 'Guests' });
  });

  it('a failed load is the navigation error, and the next navigation tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(hotelRoute());
    const router = createMemoryRouter(table(), { initialEntries: ['/welcome'], patchRoutesOnNavigation: createRouteDiscovery(load) });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate('/front-office/guests');
    expect(Object.values(router.state.errors ?? {})).toEqual([new Error('offline')]);
    await router.navigate('/front-office/guests');
    expect(router.state.errors).toBeNull();
    expect(leaf(router)?.path).toBe('front-office/guests');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a navigation superseded while the routes load leaves the patching to the next one', async () => {
    let release: (routes: RouteObject[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<RouteObject[]>((resolve) => (release = resolve)));
    const router = createMemoryRouter(table(), { initialEntries: ['/welcome'], patchRoutesOnNavigation: createRouteDiscovery(load) });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    void router.navigate('/front-office/guests');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await router.navigate('/welcome');
    release(hotelRoute());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(leaf(router)?.path).toBe('welcome');
    await router.navigate('/front-office/guests');
    expect(leaf(router)?.path).toBe('front-office/guests');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the start-up table and the discovered routes', () => {
  const startUp = createRouteTable({ root: {}, emptyFrame: {}, appFrame: {} });
  const routes = createHotelRoutes();
  const samplePaths = APP_ROUTES.filter((entry) => entry.kind === 'sample').map((entry) => entry.path.replace(/\/\*$/, ''));

  it('the start-up table declares no hotel or sample-app route: each is the not-found splat until discovered', () => {
    for (const path of [...SCREENS.map((screen) => screen.path), ...samplePaths]) expect(matchRoutes(startUp, path)?.at(-1)?.route.path, path).toBe('*');
  });

  it('the discovered routes are the sample apps then the hotel screens, each declared once', () => {
    const discovered = createDiscoveredRoutes();
    expect(discovered.map((route) => route.path)).toEqual([...createSampleRoutes(), ...routes].map((route) => route.path));
    expect(createSampleRoutes()).toHaveLength(samplePaths.length);
    const whole = createRouteTable({ root: {}, emptyFrame: {}, appFrame: {}, frameRoutes: discovered });
    for (const path of [...SCREENS.map((screen) => screen.path), ...samplePaths]) expect(matchRoutes(whole, path)?.at(-1)?.route.path, path).not.toBe('*');
  });

  it('one lazy route per screen, with the access policy in its handle', () => {
    expect(routes.map((route) => `/${route.path}`)).toEqual(SCREENS.map((screen) => screen.path));
    SCREENS.forEach((screen, index) => {
      expect(typeof routes[index]?.lazy).toBe('function');
      expect(routes[index]?.handle).toMatchObject({ kind: 'hotel', hotelScreen: screen.path, title: screen.title, section: screen.group, access: screen.everyUser ? 'user' : screen.roles });
    });
  });
});

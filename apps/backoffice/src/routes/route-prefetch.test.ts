import type { RouteObject } from 'react-router-dom';
import { SCREENS } from '@hotel/domain';
import type { RequestOptions } from '@hotel/shell';
import { describe, expect, it, vi } from 'vitest';
import { createHotelRoutes } from './discovered-routes';
import { PREFETCH_HEADER } from './prefetch-cache';
import { createRoutePrefetcher, matchedRoutes, startLazy, type PrefetchClient, type PrefetchHandle } from './route-prefetch';
import { APP_FRAME_ROUTE_ID, createRouteTable } from './route-table';

/** A client whose GETs are the mock's. */
const clientOf = (get: (path: string, options?: RequestOptions) => Promise<unknown>): PrefetchClient => ({ get: <T,>(path: string, options?: RequestOptions) => get(path, options) as Promise<T> });

/** The app's start-up table, as the router has it before the discovered routes are patched in. */
const startUpTable = () => createRouteTable({ root: {}, emptyFrame: {}, appFrame: {} });
const paths = (routes: RouteObject[]) => routes.map((route) => route.id ?? route.path ?? (route.index ? '(index)' : '?'));

describe('matchedRoutes', () => {
  it("matches a start-up page in the router's own table, outermost first", () => {
    expect(paths(matchedRoutes(startUpTable(), null, '/profile'))).toEqual(['root', APP_FRAME_ROUTE_ID, 'profile']);
  });

  it('matches a hotel path in the discovered routes while the table leaves it to the not-found splat', () => {
    expect(matchedRoutes(startUpTable(), null, '/front-office/guests')).toEqual([]);
    expect(paths(matchedRoutes(startUpTable(), createHotelRoutes(), '/front-office/guests'))).toEqual(['front-office/guests']);
  });

  it('matches nothing for a path no route has (the not-found page is not prefetched)', () => {
    expect(matchedRoutes(startUpTable(), createHotelRoutes(), '/no/such/page')).toEqual([]);
  });
});

describe('startLazy', () => {
  it('starts a lazy function, and each function of a per-property lazy object, and never rejects', async () => {
    const page = vi.fn(async () => ({ Component: () => null }));
    const component = vi.fn(async () => () => null);
    const loader = vi.fn(async () => () => null);
    await startLazy({ path: 'a', lazy: page });
    await startLazy({ path: 'b', lazy: { Component: component, loader } });
    expect([page, component, loader].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
    await expect(startLazy({ path: 'c', lazy: () => Promise.reject(new Error('chunk gone')) })).resolves.toBeUndefined();
    await expect(startLazy({ path: 'd' })).resolves.toBeUndefined();
  });

  it("a hotel route's lazy is the module the router loads: the resource screen's component", async () => {
    const [guests] = matchedRoutes(startUpTable(), createHotelRoutes(), '/front-office/guests');
    const loaded = await (guests?.lazy as () => Promise<{ Component: unknown }>)();
    expect(loaded.Component).toBeTypeOf('function');
  });
});

/** A table whose page at /guests has a lazy module and data of its own, and a start-up page at /welcome. */
function prefetchTable() {
  const lazy = vi.fn(async () => ({ Component: () => null }));
  const prefetchData = vi.fn<NonNullable<PrefetchHandle['prefetchData']>>(async (client) => client.get('api/hotel/guests', { query: { page: 1 } }));
  const discovered: RouteObject[] = [{ path: 'guests', lazy, handle: { prefetchData } satisfies PrefetchHandle }];
  const welcome = vi.fn(async () => ({ Component: () => null }));
  const table: RouteObject[] = [{ id: 'root', children: [{ path: 'welcome', lazy: welcome }, { path: '*' }] }];
  return { table, discovered, lazy, welcome, prefetchData };
}

describe('createRoutePrefetcher', () => {
  it("starts a link's route code and data, with the GET marked for the prefetch cache and off the loading bar", async () => {
    const { table, discovered, lazy, prefetchData } = prefetchTable();
    const get = vi.fn(async (_path: string, _options?: RequestOptions): Promise<unknown> => ({}));
    const prefetch = createRoutePrefetcher({ routes: () => table, currentPath: () => '/welcome', discovered: async () => discovered, client: clientOf(get) });
    await prefetch('/guests');
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(prefetchData).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('api/hotel/guests', { query: { page: 1 }, headers: { [PREFETCH_HEADER]: '1' }, skipLoading: true, skipUnauthorized: true });
  });

  it('prefetches a link once per interval, and never the current page', async () => {
    let time = 0;
    const { table, discovered, lazy, welcome } = prefetchTable();
    const prefetch = createRoutePrefetcher({ routes: () => table, currentPath: () => '/welcome', discovered: async () => discovered, now: () => time, intervalMs: 30_000 });
    await prefetch('/guests');
    expect(prefetch('/guests')).toBeNull();
    time = 29_999;
    expect(prefetch('/guests')).toBeNull();
    time = 30_000;
    await prefetch('/guests');
    expect(lazy).toHaveBeenCalledTimes(2);
    expect(prefetch('/welcome')).toBeNull();
    expect(welcome).not.toHaveBeenCalled();
  });

  it("loads the discovered routes only for a path the router's table does not have", async () => {
    const { table, discovered, welcome } = prefetchTable();
    const load = vi.fn(async () => discovered);
    const prefetch = createRoutePrefetcher({ routes: () => table, currentPath: () => '/guests', discovered: load });
    await prefetch('/welcome');
    expect(welcome).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('is silent when the code, the data or the discovered routes fail: the promise resolves', async () => {
    const { table } = prefetchTable();
    const failing: RouteObject[] = [
      { path: 'guests', lazy: () => Promise.reject(new Error('chunk gone')), handle: { prefetchData: () => Promise.reject(new Error('503')) } satisfies PrefetchHandle },
    ];
    const prefetch = createRoutePrefetcher({ routes: () => table, currentPath: () => '/welcome', discovered: async () => failing, client: { get: vi.fn() } });
    await expect(prefetch('/guests')).resolves.toBeUndefined();
    const offline = createRoutePrefetcher({ routes: () => table, currentPath: () => '/welcome', discovered: () => Promise.reject(new Error('offline')) });
    await expect(offline('/guests')).resolves.toBeUndefined();
  });
});

describe('the hotel routes declare their first data', () => {
  it("a list screen's prefetch asks for the page the screen opens on; other screens ask for nothing", async () => {
    const routes = createHotelRoutes();
    const handleAt = (path: string) => routes.find((route) => route.path === path.slice(1))?.handle as PrefetchHandle | undefined;
    const resource = SCREENS.find((screen) => screen.kind === 'resource' && !screen.filter && !screen.mine);
    const report = SCREENS.find((screen) => screen.kind === 'report');
    if (!resource || resource.kind !== 'resource' || !report) throw new Error('No plain resource or report screen');
    const get = vi.fn(async (_path: string, _options?: RequestOptions): Promise<unknown> => ({ items: [], total: 0, labels: {} }));
    await handleAt(resource.path)?.prefetchData?.(clientOf(get));
    expect(get).toHaveBeenCalledWith(`api/hotel/${resource.resource}`, { query: expect.objectContaining({ page: 1, size: 25, sort: expect.any(String) }), signal: undefined });
    expect(handleAt(report.path)?.prefetchData).toBeUndefined();
  });
});

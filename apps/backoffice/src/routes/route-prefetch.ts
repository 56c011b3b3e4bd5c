import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { HttpClient } from '@hotel/shell';
import { PREFETCH_HEADER } from './prefetch-cache';

/** How long a link's prefetch counts: the same link is not prefetched again within it. */
export const PREFETCH_INTERVAL_MS = 30_000;

/** A GET client whose answers the prefetch cache keeps for the navigation (see `prefetchingClient`). */
export type PrefetchClient = Pick<HttpClient, 'get'>;

/**
 * What a route may carry in its `handle` to have its data asked for ahead: the GETs its screen
 * makes first, through the given client (same paths and queries, so the screen's own requests find
 * the answers). Its failure is silent.
 */
export interface PrefetchHandle {
  prefetchData?: (client: PrefetchClient) => Promise<unknown>;
}

/**
 * The routes a path renders, outermost first: the router's own table, or, when that table leaves
 * the path to its not-found splat (the routes discovered on navigation are not patched in yet),
 * the discovered routes. Empty when neither has a page for it.
 */
export function matchedRoutes(table: readonly RouteObject[], discovered: readonly RouteObject[] | null, pathname: string): RouteObject[] {
  const page = (routes: readonly RouteObject[]) => {
    const matches = matchRoutes([...routes], pathname);
    return matches && matches.at(-1)?.route.path !== '*' ? matches.map((match) => match.route) : null;
  };
  return page(table) ?? (discovered ? page(discovered) : null) ?? [];
}

/** Whether the router's own table has a page for the path (false: it is discovered, or unknown). */
export function tableHasPage(table: readonly RouteObject[], pathname: string): boolean {
  return matchedRoutes(table, null, pathname).length > 0;
}

/**
 * Starts a route's lazy module: `lazy` as a function, or each function of a per-property `lazy`
 * object (React Router 7). The router calls the same functions when it navigates there, and the
 * module is then in the browser's module cache. Resolves when all are loaded; never rejects.
 */
export function startLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy as unknown;
  const loads: unknown[] = [];
  if (typeof lazy === 'function') loads.push((lazy as () => unknown)());
  else if (lazy && typeof lazy === 'object') for (const load of Object.values(lazy)) if (typeof load === 'function') loads.push((load as () => unknown)());
  return Promise.allSettled(loads).then(() => undefined);
}

/**
 * The HTTP client as a prefetch uses it: GETs marked for the prefetch cache, off the loading bar,
 * and a 401 that does not end the session (the navigation meets it as it would have).
 */
export function prefetchingClient(client: Pick<HttpClient, 'get'>): PrefetchClient {
  return {
    get: (path, options = {}) =>
      client.get(path, { ...options, headers: { ...options.headers, [PREFETCH_HEADER]: '1' }, skipLoading: true, skipUnauthorized: true }),
  };
}

export interface RoutePrefetcherOptions {
  /** The router's routes (as patched so far). */
  routes: () => readonly RouteObject[];
  /** The current path and search (no prefetch for the page shown). */
  currentPath: () => string;
  /** The routes the start-up table leaves out (route-discovery.ts), loaded when first needed. */
  discovered: () => Promise<readonly RouteObject[]>;
  /** The client the routes' data is asked with; none: code only. */
  client?: Pick<HttpClient, 'get'>;
  /** The clock (tests). */
  now?: () => number;
  /** PREFETCH_INTERVAL_MS by default. */
  intervalMs?: number;
}

/**
 * The prefetch of a link's route: its lazy modules and its data (`handle.prefetchData`), for an
 * in-app path other than the current one, at most once per path per `intervalMs`. Answers null
 * when it did not start, else a promise that settles when the prefetch is done and never rejects
 * (a failed prefetch is silent: the navigation then loads as it would have).
 */
export function createRoutePrefetcher({ routes, currentPath, discovered, client, now = Date.now, intervalMs = PREFETCH_INTERVAL_MS }: RoutePrefetcherOptions) {
  const started = new Map<string, number>();
  const data = client ? prefetchingClient(client) : null;

  const run = async (pathname: string) => {
    const table = routes();
    const extra = tableHasPage(table, pathname) ? null : await discovered().catch(() => null);
    const matched = matchedRoutes(table, extra, pathname);
    await Promise.allSettled([
      ...matched.map(startLazy),
      ...matched.map((route) => (data && (route.handle as PrefetchHandle | undefined)?.prefetchData?.(data)) ?? undefined),
    ]);
  };

  return (path: string): Promise<void> | null => {
    const at = now();
    const last = started.get(path);
    if (path === currentPath() || (last !== undefined && at - last < intervalMs)) return null;
    started.set(path, at);
    return run(new URL(path, 'http://localhost').pathname).catch(() => undefined);
  };
}

/** Prefetches a path's route (see createRoutePrefetcher). */
export type RoutePrefetcher = ReturnType<typeof createRoutePrefetcher>;

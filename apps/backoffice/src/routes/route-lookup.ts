import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './route-handle';
import { createDiscoveredRoutes } from './discovered-routes';
import { createRouteTable } from './route-table';

let table: RouteObject[] | undefined;

/** The whole route table, the discovered routes declared (as the router has them after its first navigation to one), without components. */
function matchingTable(): RouteObject[] {
  table ??= createRouteTable({ root: {}, emptyFrame: {}, appFrame: {}, frameRoutes: createDiscoveredRoutes() });
  return table;
}

/** What the router does with a path: the handle of the route it renders, 'redirect' or 'not-found'. */
export type RouteLookup = { kind: 'page'; handle: RouteHandle; pattern: string } | { kind: 'redirect' } | { kind: 'not-found' };

const cache = new Map<string, RouteLookup>();

/** Matches a path against the real route table (the same objects the router gets). */
export function lookupRoute(path: string): RouteLookup {
  let found = cache.get(path);
  if (!found) {
    found = match(path);
    cache.set(path, found);
  }
  return found;
}

function match(path: string): RouteLookup {
  const matches = matchRoutes(matchingTable(), path) ?? [];
  const leaf = matches.at(-1);
  if (!leaf) return { kind: 'not-found' };
  if (leaf.route.loader && !leaf.route.lazy) return { kind: 'redirect' };
  // The page is the table's route (it carries the policy's access); a sample app mounted with child
  // routes is matched below it (unknown paths in it too), and its pattern is the policy's '<path>/*'.
  const page = matches.findLast((m) => (m.route.handle as RouteHandle | undefined)?.access !== undefined) ?? leaf;
  if (page.route.path === '*') return { kind: 'not-found' };
  const pattern = `/${page.route.path ?? ''}${page === leaf ? '' : '/*'}`;
  return { kind: 'page', handle: (page.route.handle ?? {}) as RouteHandle, pattern };
}

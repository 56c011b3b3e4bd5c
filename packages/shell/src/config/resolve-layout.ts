import { isLayout, type Layout } from './types';

/**
 * Picks the effective layout. Precedence, lowest to highest: the config's layout, the `?layout=`
 * query parameter, a layout in the route's data (which wins). Unknown names are ignored.
 *
 * @example resolveLayout('classy', 'dense', undefined) // 'dense'
 * @example resolveLayout('classy', 'dense', 'empty')   // 'empty'
 */
export function resolveLayout(configLayout: Layout, queryLayout?: string | null, routeLayout?: string | null): Layout {
  if (isLayout(routeLayout)) return routeLayout;
  if (isLayout(queryLayout)) return queryLayout;
  return configLayout;
}

import { useLocation, useMatches } from 'react-router-dom';
import { useLayout } from './config-provider';
import { isLayout, type Layout } from './types';

/**
 * The effective layout for a React Router data router: `?layout=` from the URL and `handle.layout`
 * of the deepest route that declares one (which wins), e.g. `{ path: 'sign-in', handle: { layout:
 * 'empty' } }`. Both apply to the view they belong to only: the saved layout (the config) changes
 * only through `setConfig`, i.e. the settings drawer. Needs a data router (createBrowserRouter).
 */
export function useRouterLayout(): Layout {
  const { search } = useLocation();
  const matches = useMatches();
  const query = new URLSearchParams(search).get('layout');
  let route: Layout | null = null;
  for (let i = matches.length - 1; i >= 0 && !route; i--) {
    const handle = matches[i]?.handle as { layout?: unknown } | undefined;
    if (isLayout(handle?.layout)) route = handle.layout;
  }
  return useLayout(query, route);
}

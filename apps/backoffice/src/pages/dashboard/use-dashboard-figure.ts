import { useAuth, useHttpClient } from '@hotel/shell';
import { useMemo } from 'react';
import { useRequest, type RequestState } from '../../hotel/shared/use-request';
import { utcDay } from './dashboard-figures';
import { tilesFor, type DashboardTile, type Figure } from './dashboard-tiles';

/** The key-figure tiles the signed-in user may see (none while signed out). */
export function useDashboardTiles(): DashboardTile[] {
  const roles = useAuth().user?.roles;
  return useMemo(() => (roles ? tilesFor(roles) : []), [roles]);
}

/**
 * One tile's figure for `today` ('yyyy-mm-dd', UTC), loaded from the hotel mock API on its own:
 * its own loading state, its own error and reload, so one failing call never blanks the others.
 */
export function useDashboardFigure(tile: DashboardTile, today: string = utcDay(new Date())): RequestState<Figure> {
  const client = useHttpClient();
  return useRequest(`${tile.key}@${today}`, (signal) => tile.load(client, today, signal));
}

import { useAuth, useHttpClient } from '@hotel/shell';
import { useMemo } from 'react';
import { useBusinessDate } from '../../hotel/shared/use-business-date';
import { useRequest, type RequestState } from '../../hotel/shared/use-request';
import { utcDay } from './dashboard-figures';
import { tilesFor, type DashboardTile, type Figure } from './dashboard-tiles';

/** The key-figure tiles the signed-in user may see (none while signed out). */
export function useDashboardTiles(): DashboardTile[] {
  const roles = useAuth().user?.roles;
  return useMemo(() => (roles ? tilesFor(roles) : []), [roles]);
}

/**
 * One tile's figure for `today` ('yyyy-mm-dd'): the hotel's business date (the calendar day in UTC
 * when it cannot be read), loaded from the hotel mock API on its own: its own loading state, its own
 * error and reload, so one failing call never blanks the others.
 */
export function useDashboardFigure(tile: DashboardTile, today?: string): RequestState<Figure> {
  const client = useHttpClient();
  const business = useBusinessDate();
  const day = today ?? business.date ?? (business.error ? utcDay(new Date()) : undefined);
  const figure = useRequest(day === undefined ? null : `${tile.key}@${day}`, (signal) => tile.load(client, day as string, signal));
  // Until the business date is known the tile is loading too.
  return day === undefined ? { ...figure, loading: true } : figure;
}

import { useMatches } from 'react-router-dom';
import type { Access, RouteEntry } from '../access/policy';

/** The data every route of the table carries (React Router `handle`). */
export interface RouteHandle {
  /** Page title; the document title is '<title> · Hotel'. */
  title?: string;
  /** Who may open the route (from the access policy). */
  access?: Access;
  /** 'empty' for the auth pages (the shell's route-data layout). */
  layout?: 'empty';
  /** Menu section, the breadcrumb's parent. */
  section?: string;
  kind?: RouteEntry['kind'];
}

/** The handle of the deepest matched route that declares `key`. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) Object.assign(merged, (match.handle ?? {}) as RouteHandle);
  return merged;
}

export const APP_NAME = 'Hotel';

/** '<title> · Hotel', or 'Hotel' alone (`appName`: the app's name in the user's language). */
export function documentTitle(title: string | undefined, appName = APP_NAME): string {
  return title ? `${title} · ${appName}` : appName;
}

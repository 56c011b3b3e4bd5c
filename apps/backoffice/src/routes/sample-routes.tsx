import { redirect, type RouteObject } from 'react-router-dom';
import {
  academyRoutes,
  activitiesRoutes,
  changelogRoutes,
  chatRoutes,
  contactsRoutes,
  dashboardsRoutes,
  exampleRoutes,
  fileManagerRoutes,
  helpCenterRoutes,
  iconsRoutes,
  inventoryRoutes,
  mailboxRoutes,
  notesRoutes,
  scrumboardRoutes,
  tasksRoutes,
} from '@hotel/sample-apps';
import type { RouteEntry } from '../access/policy';
import type { RouteHandle } from './route-handle';

/**
 * Each sample app's routes, by its path in the access policy (SAMPLE_ROUTES; the same paths as
 * @hotel/sample-apps' catalog). The route objects are small: every page of an app is its own lazy
 * module, so an app's code loads only when one of its routes is opened.
 */
export const SAMPLE_APP_ROUTES: Readonly<Record<string, readonly RouteObject[]>> = {
  '/dashboards/project': dashboard('project'),
  '/dashboards/analytics': dashboard('analytics'),
  '/dashboards/finance': dashboard('finance'),
  '/dashboards/crypto': dashboard('crypto'),
  '/apps/academy/*': academyRoutes,
  '/apps/chat/*': chatRoutes,
  '/apps/contacts/*': contactsRoutes,
  // The catalog mounts Inventory at /apps/ecommerce/inventory; /apps/ecommerce itself goes there.
  '/apps/ecommerce/*': [
    { index: true, loader: () => redirect('/apps/ecommerce/inventory') },
    { path: 'inventory', children: inventoryRoutes },
  ],
  '/apps/file-manager/*': fileManagerRoutes,
  '/apps/help-center/*': helpCenterRoutes,
  '/apps/mailbox/*': mailboxRoutes,
  '/apps/notes/*': notesRoutes,
  '/apps/scrumboard/*': scrumboardRoutes,
  '/apps/tasks/*': tasksRoutes,
  '/pages/activities': activitiesRoutes,
  '/ui/icons': iconsRoutes,
  '/docs/changelog': changelogRoutes,
  '/example': exampleRoutes,
};

/** One dashboard of `dashboardsRoutes` as a page of its own (its lazy module and error element). */
function dashboard(name: string): RouteObject[] {
  for (const parent of dashboardsRoutes) {
    const page = parent.children?.find((child) => child.path === name);
    if (page) return [{ index: true, lazy: page.lazy, ...(parent.errorElement ? { errorElement: parent.errorElement } : {}) }];
  }
  throw new Error(`No dashboard '${name}' in dashboardsRoutes.`);
}

/** A lone index route (a one-page app): its properties go on the mount route itself. */
function loneIndex(routes: readonly RouteObject[]): Omit<RouteObject, 'index' | 'path' | 'children'> | null {
  const [only] = routes;
  if (routes.length !== 1 || !only?.index || only.children) return null;
  const { index: _index, path: _path, children: _children, ...rest } = only;
  return rest;
}

/** Unknown paths inside an app: the not-found page, still behind the app's access (no `access` here). */
const notFoundInApp: RouteObject = {
  path: '*',
  handle: { title: 'Page not found' } satisfies RouteHandle,
  lazy: () => import('../pages/shell/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};

/**
 * The route of a sample app's policy entry, carrying `handle` (title, admin-only access, section).
 * A one-page app renders on the entry's own path (a splat keeps matching below it); an app with
 * child routes is mounted at the entry's path without '/*', its routes as children plus the
 * not-found page for anything else below it.
 */
export function sampleRouteOf(entry: RouteEntry, handle: RouteHandle): RouteObject {
  const routes = SAMPLE_APP_ROUTES[entry.path];
  if (routes === undefined) throw new Error(`No sample app is mapped to the route ${entry.path}.`);
  const path = entry.path.slice(1);
  const single = loneIndex(routes);
  if (single) return { ...single, path, handle };
  return { path: path.replace(/\/\*$/, ''), handle, children: [...routes, notFoundInApp] };
}

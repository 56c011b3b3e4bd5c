import { redirect, type RouteObject } from 'react-router-dom';
import { APP_ROUTES, REDIRECTS, type RouteEntry } from '../access/policy';
// Not lazy: the access gate draws it in place of any page a role may not open, so it is loaded with the gate.
import { AccessDeniedPage } from '../pages/auth/access-denied/access-denied-page';
import type { RouteHandle } from './route-handle';

type LazyPage = () => Promise<{ Component: React.ComponentType }>;

/** The lazy module of each auth and shell page, by path. Every screen but access denied is loaded on demand. */
const PAGES: Record<string, LazyPage> = {
  '/sign-in': () => import('../pages/auth/sign-in/sign-in-page').then((m) => ({ Component: m.SignInPage })),
  '/sign-up': () => import('../pages/auth/sign-up/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
  '/forgot-password': () => import('../pages/auth/forgot-password/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  '/confirmation-required': () =>
    import('../pages/auth/confirmation-required/confirmation-required-page').then((m) => ({ Component: m.ConfirmationRequiredPage })),
  '/access-denied': () => Promise.resolve({ Component: AccessDeniedPage }),
  '/sign-out': () => import('../pages/auth/sign-out/sign-out-page').then((m) => ({ Component: m.SignOutPage })),
  '/reset-password': () => import('../pages/auth/reset-password/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  '/unlock-session': () => import('../pages/auth/unlock-session/unlock-session-page').then((m) => ({ Component: m.UnlockSessionPage })),
  '/home': () => import('../pages/shell/home-page').then((m) => ({ Component: m.HomePage })),
  '/welcome': () => import('../pages/shell/welcome-page').then((m) => ({ Component: m.WelcomePage })),
  '/start': () => import('../pages/shell/welcome-page').then((m) => ({ Component: m.StartPage })),
  '/dashboard': () => import('../pages/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  '/dashboards': () => import('../pages/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  '/profile': () => import('../pages/shell/profile-page').then((m) => ({ Component: m.ProfilePage })),
  '/settings': () => import('../pages/shell/settings-page').then((m) => ({ Component: m.SettingsPage })),
};

function lazyOf(entry: RouteEntry): LazyPage {
  const page = PAGES[entry.path];
  if (!page) throw new Error(`No page module for the route ${entry.path}.`);
  return page;
}

/** The policy's part of a route's handle: title, access, kind, section and the empty layout of the auth pages. */
export function handleOf(entry: RouteEntry): RouteHandle {
  return {
    title: entry.title,
    access: entry.access,
    kind: entry.kind,
    ...(entry.section ? { section: entry.section } : {}),
    ...(entry.frame === 'empty' ? { layout: 'empty' } : {}),
  };
}

/** Whether the start-up table declares a route: the auth and shell pages; the sample apps' and hotel routes are discovered (discovered-routes.ts). */
export function declaredAtStartUp(entry: RouteEntry): boolean {
  return entry.kind === 'auth' || entry.kind === 'shell';
}

/** One route object of the table declared at start-up: relative path, lazy page, and the policy in its handle. */
export function routeOf(entry: RouteEntry): RouteObject {
  if (!declaredAtStartUp(entry)) throw new Error(`The ${entry.kind} route ${entry.path} is discovered on navigation (discovered-routes.ts).`);
  return { path: entry.path.slice(1), handle: handleOf(entry), lazy: lazyOf(entry) };
}

/** The id of the signed-in frame's route: the hotel routes are patched in below it. */
export const APP_FRAME_ROUTE_ID = 'app-frame';

export interface RouteTableParts {
  /** The element of the root route (document title, loading bar, scroll restoration). */
  root: Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'HydrateFallback'>;
  /** The empty frame of the auth pages. */
  emptyFrame: Pick<RouteObject, 'Component'>;
  /** The signed-in frame (layout, navigation) with its loader; the frame itself may be lazy. Its id is APP_FRAME_ROUTE_ID. */
  appFrame: Pick<RouteObject, 'Component' | 'lazy' | 'loader' | 'shouldRevalidate' | 'ErrorBoundary'>;
  /**
   * Routes declared in the frame besides the start-up ones: the sample apps' and the hotel's
   * (`createDiscoveredRoutes`) for a table that matches every path at once (the access tests). The
   * app's router leaves them out and patches them in on its first navigation to a path it does not know.
   */
  frameRoutes?: readonly RouteObject[];
}

/**
 * The route table of spec 000 section 2 plus DESIGN decision 1 and the sample apps as declared at
 * start-up: the redirects, the auth pages in the empty frame, the shell's pages in the app frame
 * (with `frameRoutes`), and a not-found page for unknown paths.
 */
export function createRouteTable({ root, emptyFrame, appFrame, frameRoutes = [] }: RouteTableParts): RouteObject[] {
  const redirects: RouteObject[] = Object.entries(REDIRECTS).map(([from, to]) =>
    from === '/' ? { index: true, loader: () => redirect(to) } : { path: from.slice(1), loader: () => redirect(to) },
  );
  return [
    {
      id: 'root',
      ...root,
      children: [
        ...redirects,
        { id: 'empty-frame', ...emptyFrame, handle: { layout: 'empty' } satisfies RouteHandle, children: APP_ROUTES.filter((r) => r.frame === 'empty' && declaredAtStartUp(r)).map(routeOf) },
        {
          ...appFrame,
          id: APP_FRAME_ROUTE_ID,
          children: [
            ...APP_ROUTES.filter((r) => r.frame === 'app' && declaredAtStartUp(r)).map(routeOf),
            ...frameRoutes,
            {
              path: '*',
              handle: { title: 'Page not found', access: 'public' } satisfies RouteHandle,
              lazy: () => import('../pages/shell/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
            },
          ],
        },
      ],
    },
  ];
}

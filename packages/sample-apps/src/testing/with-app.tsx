import { useEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteHydrateFallback } from '@hotel/shell';
import { Toaster } from '@hotel/ui';

export interface AppStoryProps {
  /** The app's route objects (e.g. `contactsRoutes`), mounted under `basePath`. */
  routes: RouteObject[];
  /** Where the back-office mounts the app, e.g. '/apps/contacts'. */
  basePath: string;
  /** The first URL, e.g. '/apps/contacts/c0ffee00-…'. Defaults to `basePath`. */
  initialPath?: string;
  /** Extra content beside the router (e.g. a probe). */
  children?: ReactNode;
}

/**
 * Renders a sample app the way the back-office mounts it: a data router (so `lazy` routes work) with
 * the app's routes under `basePath`, plus a Toaster. The current URL is written in a small
 * `data-testid="app-location"` line so plays and tests can assert what a user would bookmark.
 * Stories using it set `parameters: { router: false }` (see `appStoryParameters`).
 */
export function AppStory({ routes, basePath, initialPath, children }: AppStoryProps) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: basePath, HydrateFallback: RouteHydrateFallback, children: routes }, { path: '*', element: <p>Left the app</p> }], {
      initialEntries: [initialPath ?? basePath],
    }),
  );
  const [location, setLocation] = useState(() => router.state.location);
  useEffect(() => router.subscribe((state) => setLocation(state.location)), [router]);
  useEffect(() => () => router.dispose(), [router]);
  return (
    <>
      <RouterProvider router={router} />
      <p data-testid="app-location" className="sr-only">
        {`${location.pathname}${location.search}`}
      </p>
      <Toaster />
      {children}
    </>
  );
}

/** Story parameters for an app page: the story brings its own data router and fills the viewport. */
export const appStoryParameters = { router: false, layout: 'fullscreen' } as const;

/** The URL the AppStory router is at (pathname + search). */
export function appLocation(root: HTMLElement | Document = document): string {
  const node = root.querySelector('[data-testid="app-location"]');
  return node?.textContent ?? '';
}

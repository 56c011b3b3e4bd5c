import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toaster } from '@hotel/ui';

/** Props of AppStory. */
export interface AppStoryProps {
  /** The app's route objects, as the back-office mounts them. */
  routes: RouteObject[];
  /** The URL the story opens. */
  url: string;
}

/**
 * Renders an app's routes in a memory data router at `url` (lazy routes work), with a Toaster so
 * toasts can be seen and asserted. Stories that use it set `parameters: { router: false }`.
 */
export function AppStory({ routes, url }: AppStoryProps) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [url] }));
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}

import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@hotel/shell';

/** Changelog, mounted by the back-office at /docs/changelog (`?package=` selects the tab). */
export const changelogRoutes: RouteObject[] = [
  { index: true, errorElement: <RouteErrorPage />, lazy: async () => ({ Component: (await import('./changelog-page/changelog-page')).ChangelogPage }) },
];

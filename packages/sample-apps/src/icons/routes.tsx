import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@hotel/shell';

/** Icons, mounted by the back-office at /ui/icons (`?set=` and `?search=`). */
export const iconsRoutes: RouteObject[] = [
  { index: true, errorElement: <RouteErrorPage />, lazy: async () => ({ Component: (await import('./icons-page/icons-page')).IconsPage }) },
];

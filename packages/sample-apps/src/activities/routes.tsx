import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@hotel/shell';

/** Activities, mounted by the back-office at /pages/activities. */
export const activitiesRoutes: RouteObject[] = [
  { index: true, errorElement: <RouteErrorPage />, lazy: async () => ({ Component: (await import('./activities-page/activities-page')).ActivitiesPage }) },
];

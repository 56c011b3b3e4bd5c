import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@hotel/shell';

/** Academy, mounted by the back-office at /apps/academy: the list (filters in the URL) and `:courseId` (`?step=`). */
export const academyRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./courses-page/courses-page')).CoursesPage }) },
      { path: ':courseId', lazy: async () => ({ Component: (await import('./course-page/course-page')).CoursePage }) },
    ],
  },
];

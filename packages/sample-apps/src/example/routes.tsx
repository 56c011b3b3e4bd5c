import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@hotel/shell';

/** Example, mounted by the back-office at /example. */
export const exampleRoutes: RouteObject[] = [
  { index: true, errorElement: <RouteErrorPage />, lazy: async () => ({ Component: (await import('./example-page/example-page')).ExamplePage }) },
];

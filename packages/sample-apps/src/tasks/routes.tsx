import type { RouteObject } from 'react-router-dom';

/** Tasks routes, mounted at /apps/tasks: the list and `:id` for the open task. */
export const tasksRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./tasks-page')).TasksPage }),
    children: [
      { index: true, Component: Nothing },
      { path: ':id', Component: Nothing },
    ],
  },
];

/** The child routes only mark the URL; the page renders everything. */
function Nothing() {
  return null;
}

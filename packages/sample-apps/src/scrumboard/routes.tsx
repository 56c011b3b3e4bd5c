import type { RouteObject } from 'react-router-dom';

/** Scrumboard routes, mounted at /apps/scrumboard: the boards, `:boardId`, and `:boardId/card/:cardId`. */
export const scrumboardRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./boards-page')).BoardsPage }) },
  {
    path: ':boardId',
    lazy: async () => ({ Component: (await import('./board-page')).BoardPage }),
    children: [{ index: true }, { path: 'card/:cardId' }],
  },
];

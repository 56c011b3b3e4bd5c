import type { RouteObject } from 'react-router-dom';

/** Notes routes, mounted at /apps/notes (filter, search and open note live in the query string). */
export const notesRoutes: RouteObject[] = [{ index: true, lazy: async () => ({ Component: (await import('./notes-page')).NotesPage }) }];

import type { RouteObject } from 'react-router-dom';

/**
 * Contacts routes, mounted by the back-office at /apps/contacts: the list, and `:id` for the open
 * contact (the page reads it with useMatch, so the list stays mounted while the drawer changes).
 */
export const contactsRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./contacts-page')).ContactsPage }),
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

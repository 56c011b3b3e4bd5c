import type { RouteObject } from 'react-router-dom';

/**
 * Contacts routes, mounted by the back-office at /apps/contacts: the list, and `:id` for the open
 * contact (the page reads it with useMatch, so the list stays mounted while the drawer changes).
 */
export const contactsRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./contacts-page')).ContactsPage }),
    children: [{ index: true }, { path: ':id' }],
  },
];

import type { RouteObject } from 'react-router-dom';

/**
 * Mailbox routes, mounted by the back-office at /apps/mailbox. One page reads the rest of the path
 * (see `parseMailboxPath`): `:folder/:page/:mailId?`, `filter/:filter/:page/:mailId?`,
 * `label/:label/:page/:mailId?` and `settings`; the bare mount point goes to `inbox/1`.
 */
export const mailboxRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./mailbox-page')).MailboxPage }),
    children: [
      { index: true, Component: Nothing },
      { path: '*', Component: Nothing },
    ],
  },
];

/** The child routes only mark the URL; the page renders everything. */
function Nothing() {
  return null;
}

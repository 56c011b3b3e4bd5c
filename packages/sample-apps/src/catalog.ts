/** A sample app as the back-office mounts it (DESIGN.md decision 7). */
export interface SampleAppEntry {
  /** Stable id, also the navigation item id. */
  id: string;
  /** Title in the 'Sample apps' navigation group. */
  title: string;
  /** Where the back-office mounts it. */
  path: string;
}

/** Every sample app and dashboard, in menu order. */
export const sampleApps: readonly SampleAppEntry[] = [
  { id: 'dashboards-project', title: 'Project', path: '/dashboards/project' },
  { id: 'dashboards-analytics', title: 'Analytics', path: '/dashboards/analytics' },
  { id: 'dashboards-finance', title: 'Finance', path: '/dashboards/finance' },
  { id: 'dashboards-crypto', title: 'Crypto', path: '/dashboards/crypto' },
  { id: 'apps-academy', title: 'Academy', path: '/apps/academy' },
  { id: 'apps-chat', title: 'Chat', path: '/apps/chat' },
  { id: 'apps-contacts', title: 'Contacts', path: '/apps/contacts' },
  { id: 'apps-ecommerce-inventory', title: 'Inventory', path: '/apps/ecommerce/inventory' },
  { id: 'apps-file-manager', title: 'File Manager', path: '/apps/file-manager' },
  { id: 'apps-help-center', title: 'Help Center', path: '/apps/help-center' },
  { id: 'apps-mailbox', title: 'Mailbox', path: '/apps/mailbox' },
  { id: 'apps-notes', title: 'Notes', path: '/apps/notes' },
  { id: 'apps-scrumboard', title: 'Scrumboard', path: '/apps/scrumboard' },
  { id: 'apps-tasks', title: 'Tasks', path: '/apps/tasks' },
  { id: 'pages-activities', title: 'Activities', path: '/pages/activities' },
  { id: 'ui-icons', title: 'Icons', path: '/ui/icons' },
  { id: 'docs-changelog', title: 'Changelog', path: '/docs/changelog' },
];

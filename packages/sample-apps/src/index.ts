/**
 * @hotel/sample-apps: the template's sample apps as route-ready views.
 */
export { sampleApps, type SampleAppEntry } from './catalog';
export { contactsRoutes } from './contacts';
export { tasksRoutes } from './tasks';
export { inventoryRoutes } from './inventory';
export { fileManagerRoutes } from './file-manager';
export { helpCenterRoutes } from './help-center';
export { academyRoutes } from './academy';
export { notesRoutes } from './notes';
export { activitiesRoutes } from './activities';
export { changelogRoutes } from './changelog';
export { iconsRoutes } from './icons';
export { dashboardsRoutes } from './dashboards';
export { exampleRoutes } from './example';
export { scrumboardRoutes } from './scrumboard';
export { chatRoutes } from './chat';
export { mailboxRoutes } from './mailbox';

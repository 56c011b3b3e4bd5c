/**
 * The names of the sample apps' data in the shell's data-changed notices (`DATA_CHANGED_EVENT` of
 * @hotel/shell, `detail.domains`): whoever learns that data changed elsewhere (the mock API, of
 * another tab's writes) names it so, and the open lists load it again. A name covers its parts:
 * 'apps.contacts' covers 'apps.contacts.tags'.
 */
export const SAMPLE_DATA = {
  contacts: 'apps.contacts',
  tasks: 'apps.tasks',
  notes: 'apps.notes',
  mailbox: 'apps.mailbox',
  scrumboard: 'apps.scrumboard',
  inventory: 'apps.inventory',
  fileManager: 'apps.file-manager',
} as const;

import type { DomainModule } from '../../core/module';
import { academyModule } from './academy';
import { contactsModule } from './contacts';
import { fileManagerModule } from './file-manager';
import { helpCenterModule } from './help-center';
import { inventoryModule } from './inventory';
import { mailboxModule } from './mailbox';
import { notesModule } from './notes';
import { scrumboardModule } from './scrumboard';
import { tasksModule } from './tasks';

/** The domains of the sample apps of 001: contacts, inventory, file manager, help centre, mailbox, notes, scrumboard, tasks and academy, keyed by name, in matching order. */
export const appsDomains: Record<string, DomainModule> = {
  contacts: contactsModule,
  inventory: inventoryModule,
  fileManager: fileManagerModule,
  helpCenter: helpCenterModule,
  mailbox: mailboxModule,
  notes: notesModule,
  scrumboard: scrumboardModule,
  tasks: tasksModule,
  academy: academyModule,
};

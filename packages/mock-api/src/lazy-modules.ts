import { lazyModule } from './core/lazy';
import type { DomainModule } from './core/module';
import { authModule } from './domains/auth';
import { commonDomains } from './domains/common';
import { userModule } from './domains/users';

/**
 * The browser's domains, in the same matching order as `modules`: sign-in, the user and the common
 * domains of the frame load with the mock API; each sample app and the hotel load (code and seed)
 * on their first call, so they stay out of the first screen.
 */
export const lazyModules: Record<string, DomainModule> = {
  auth: authModule,
  user: userModule,
  ...commonDomains,
  contacts: lazyModule(['*/api/apps/contacts'], async () => (await import('./domains/apps/contacts')).contactsModule),
  inventory: lazyModule(['*/api/apps/ecommerce/inventory'], async () => (await import('./domains/apps/inventory')).inventoryModule),
  fileManager: lazyModule(['*/api/apps/file-manager'], async () => (await import('./domains/apps/file-manager')).fileManagerModule),
  helpCenter: lazyModule(['*/api/apps/help-center'], async () => (await import('./domains/apps/help-center')).helpCenterModule),
  mailbox: lazyModule(['*/api/apps/mailbox'], async () => (await import('./domains/apps/mailbox')).mailboxModule),
  notes: lazyModule(['*/api/apps/notes'], async () => (await import('./domains/apps/notes')).notesModule),
  scrumboard: lazyModule(['*/api/apps/scrumboard'], async () => (await import('./domains/apps/scrumboard')).scrumboardModule),
  tasks: lazyModule(['*/api/apps/tasks'], async () => (await import('./domains/apps/tasks')).tasksModule),
  academy: lazyModule(['*/api/apps/academy'], async () => (await import('./domains/apps/academy')).academyModule),
  hotel: lazyModule(['*/api/hotel'], async () => (await import('./domains/hotel')).hotelModule),
};

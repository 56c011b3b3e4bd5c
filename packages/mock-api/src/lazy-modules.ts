import { lazyModule } from './core/lazy';
import type { DomainModule } from './core/module';
import { authModule } from './domains/auth';
import { chatModule } from './domains/common/chat';
import { messagesModule } from './domains/common/messages';
import { navigationModule } from './domains/common/navigation';
import { notificationsModule } from './domains/common/notifications';
import { shortcutsModule } from './domains/common/shortcuts';
import { userModule } from './domains/users';

/**
 * The browser's domains, in the same matching order as `modules`: sign-in, the user and the common
 * domains the frame's first paint calls (navigation, messages, notifications, shortcuts, quick chat's
 * chats) load with the mock API. Search and the icon lists (called on intent), each sample app (the
 * sample dashboards and activities too) and the hotel load (code and seed) on their first call, so
 * they stay out of the first screen.
 */
export const lazyModules: Record<string, DomainModule> = {
  auth: authModule,
  user: userModule,
  navigation: navigationModule,
  messages: messagesModule,
  notifications: notificationsModule,
  shortcuts: shortcutsModule,
  search: lazyModule(['*/api/common/search'], async () => (await import('./domains/common/search')).searchModule),
  chat: chatModule,
  dashboards: lazyModule(['*/api/dashboards'], async () => (await import('./domains/common/dashboards')).dashboardsModule),
  activities: lazyModule(['*/api/pages/activities'], async () => (await import('./domains/common/activities')).activitiesModule),
  icons: lazyModule(['*/api/ui/icons'], async () => (await import('./domains/common/icons')).iconsModule),
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

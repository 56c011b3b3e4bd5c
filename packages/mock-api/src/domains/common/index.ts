import type { DomainModule } from '../../core/module';
import { activitiesModule } from './activities';
import { chatModule } from './chat';
import { dashboardsModule } from './dashboards';
import { iconsModule } from './icons';
import { messagesModule } from './messages';
import { navigationModule } from './navigation';
import { notificationsModule } from './notifications';
import { searchModule } from './search';
import { shortcutsModule } from './shortcuts';

/**
 * The domains of navigation, messages, notifications, shortcuts, search, chat, dashboards,
 * activities and icons, keyed by name, in matching order (messages' mark-all-as-read and
 * toggle-read-status come before the bare path inside their module).
 */
export const commonDomains: Record<string, DomainModule> = {
  navigation: navigationModule,
  messages: messagesModule,
  notifications: notificationsModule,
  shortcuts: shortcutsModule,
  search: searchModule,
  chat: chatModule,
  dashboards: dashboardsModule,
  activities: activitiesModule,
  icons: iconsModule,
};

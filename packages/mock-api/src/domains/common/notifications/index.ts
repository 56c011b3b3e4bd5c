import type { HttpHandler } from 'msw';
import type { Notification } from '@hotel/shell/api';
import type { MockContext } from '../../../core/context';
import type { Domain } from '../../../core/db';
import type { DomainModule } from '../../../core/module';
import { recordScenarios } from '../shared/record-scenarios';
import { recordHandlers } from '../shared/records';
import { notificationsDomain } from './seed';

export { notificationsDomain } from './seed';

const handlers = (ctx: MockContext, domain: Domain<Notification[]> = notificationsDomain): HttpHandler[] =>
  recordHandlers(ctx, domain, 'notifications', 'notification');

/**
 * The notification calls, same shapes as messages with the field `notification`. The seed is empty;
 * `scenarios.notifications.filled` (6 items), `many` (100), `longText` and `html` give filled lists.
 */
export const notificationsModule: DomainModule = {
  handlers: (ctx) => handlers(ctx),
  scenarios: (ctx) => recordScenarios(ctx, 'notifications', 'Notification', handlers),
  readPaths: ['*/api/common/notifications'],
  samples: [
    { method: 'GET', path: 'api/common/notifications' },
    {
      method: 'POST',
      path: 'api/common/notifications',
      body: { notification: { title: 'Room 204 is ready', icon: 'heroicons_outline:check-circle', link: '/housekeeping/available', useRouter: true } },
    },
    { method: 'GET', path: 'api/common/notifications/mark-all-as-read' },
  ],
};

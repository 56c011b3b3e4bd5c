import type { HttpHandler } from 'msw';
import type { Message } from '@hotel/shell/api';
import type { MockContext } from '../../../core/context';
import type { Domain } from '../../../core/db';
import type { DomainModule } from '../../../core/module';
import { recordScenarios } from '../shared/record-scenarios';
import { recordHandlers } from '../shared/records';
import { messagesDomain } from './seed';

export { messagesDomain } from './seed';

const handlers = (ctx: MockContext, domain: Domain<Message[]> = messagesDomain): HttpHandler[] =>
  recordHandlers(ctx, domain, 'messages', 'message');

/** GET/POST/PATCH/DELETE api/common/messages, mark-all-as-read and toggle-read-status. */
export const messagesModule: DomainModule = {
  handlers: (ctx) => handlers(ctx),
  scenarios: (ctx) => recordScenarios(ctx, 'messages', 'Message', handlers),
  readPaths: ['*/api/common/messages'],
  samples: [
    { method: 'GET', path: 'api/common/messages' },
    {
      method: 'POST',
      path: 'api/common/messages',
      body: { message: { title: 'Linen delivery', description: 'Arrives at <b>10:00</b>', icon: 'heroicons_outline:truck', read: false } },
    },
    { method: 'PATCH', path: 'api/common/messages', body: { id: 'message-01', message: { read: true } } },
    { method: 'DELETE', path: 'api/common/messages', query: { id: 'message-02' } },
    { method: 'GET', path: 'api/common/messages/mark-all-as-read' },
    { method: 'POST', path: 'api/common/messages/toggle-read-status', body: { message: { id: 'message-03', read: true } } },
  ],
};

import type { DomainModule } from '../../core/module';
import { userHandlers } from './handlers';

export const userModule: DomainModule = {
  handlers: userHandlers,
  readPaths: ['*/api/common/user'],
  samples: [
    { method: 'GET', path: 'api/common/user' },
    { method: 'PATCH', path: 'api/common/users', body: { user: { status: 'away' } } },
    { method: 'PATCH', path: 'api/common/user', body: { user: { name: 'Amara O.' } } },
  ],
};

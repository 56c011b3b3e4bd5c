import type { DomainModule } from '../../core/module';
import { authHandlers } from './handlers';

export const authModule: DomainModule = {
  handlers: authHandlers,
  samples: [
    { method: 'POST', path: 'api/auth/sign-in', body: { email: 'admin@hotel.test', password: 'demo1234' }, protected: false },
    { method: 'POST', path: 'api/auth/unlock-session', body: { email: 'admin@hotel.test', password: 'demo1234' }, protected: false },
    { method: 'POST', path: 'api/auth/sign-up', body: { name: 'New Person', email: 'new.person@hotel.test', password: 'longenough1' }, protected: false },
    { method: 'POST', path: 'api/auth/forgot-password', body: { email: 'admin@hotel.test' }, protected: false },
    { method: 'POST', path: 'api/auth/reset-password', body: { password: 'new-password-1' } },
    { method: 'POST', path: 'api/auth/sign-out', protected: false },
  ],
};

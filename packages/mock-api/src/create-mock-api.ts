import type { MockApiOptions } from './core/context';
import { buildMockApi, type MockApi } from './core/build';
import type { DomainModule } from './core/module';
import { appsDomains } from './domains/apps';
import { authModule } from './domains/auth';
import { commonDomains } from './domains/common';
import { hotelDomains } from './domains/hotel';
import { userModule } from './domains/users';

export type { MockApi } from './core/build';

/** Every domain, in matching order; the fallback (404 for any other /api path) is always last. */
export const modules: Record<string, DomainModule> = {
  auth: authModule,
  user: userModule,
  ...commonDomains,
  ...appsDomains,
  ...hotelDomains,
};

/** Builds an independent mock API with every domain loaded: its own store, seed, delays and persistence. */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  return buildMockApi(modules, options);
}

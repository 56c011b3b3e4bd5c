/**
 * @hotel/mock-api: every call of the spec answered by MSW with seeded data.
 *
 * `handlers` and `handlersByDomain` belong to a default instance with no delays and no
 * persistence (tests and stories); the back-office builds its own with `createMockApi`.
 */
import { createMockApi } from './create-mock-api';

export { createMockApi, type MockApi } from './create-mock-api';
export type { CallSample, DomainModule, Scenarios } from './core/module';
export { DEFAULT_DELAYS, type DelayName, type MockApiOptions } from './core/context';
export type { DbSnapshot, Persistence } from './core/db';
export type { ApiErrorBody } from './core/errors';
export { localStoragePersistence, StorageFullError, StorageWriteError } from './core/persistence';
export { MOCK_API_CHANGED_EVENT, browserTabSync, type MockApiChangedDetail, type TabSync } from './core/tabs';
export { issueToken, verifyToken, TOKEN_AUDIENCE, TOKEN_ISSUER } from './core/auth';
export { DEMO_PASSWORD, ROLES, type Role } from './domains/users/roles';

/** The default instance: delays 0, in memory, seed 42. */
export const defaultMockApi = createMockApi({ delays: 0 });
export const handlers = defaultMockApi.handlers;
export const handlersByDomain = defaultMockApi.handlersByDomain;
/** Named overrides per domain of the default instance, for stories: `{ messages: scenarios.messages.empty }`. */
export const scenarios = defaultMockApi.scenarios;
/** Restores the default instance's seed. */
export const resetDemoData = (): void => defaultMockApi.reset();

/** Demo accounts (DESIGN decision 8): one per role, `<role>@hotel.test`, password `demo1234`. */
export { demoAccounts } from './domains/users/demo-accounts';

/** The navigation tree with roles (the server's menu) and its filter, for access tests of apps. */
export { navigationTree } from './domains/common/navigation/tree';
export { filterNavigation, flattenNavigation, visibleLinks } from './domains/common/navigation/filter';

/** The contract types of the shell the calls above answer with (inlined in the published types). */
export type { NavigationItem, User } from '@hotel/shell/api';

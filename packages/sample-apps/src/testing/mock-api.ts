/**
 * The mock API for sample-app stories and tests. This folder is the one place of @hotel/sample-apps
 * that reaches the mock API (stories and tests only; nothing here is exported from the package).
 */
import { defaultMockApi, scenarios } from '@hotel/mock-api';

export { defaultMockApi, scenarios };

/**
 * The mock API for sample-app stories and tests. This folder is the one place of @hotel/sample-apps
 * that reaches the mock API (stories and tests only; nothing here is exported from the package).
 */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- stories and tests drive the mock API (b-sample-common)
import { defaultMockApi, scenarios } from '@hotel/mock-api';

export { defaultMockApi, scenarios };

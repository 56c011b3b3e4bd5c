// First: msw/node calls Promise.withResolvers, which Node 20 lacks.
import './node20-polyfills';
import { setupServer, type SetupServer } from 'msw/node';
import { createMockApi, type MockApi } from './create-mock-api';
import type { MockApiOptions } from './core/context';

export interface NodeMockApi extends MockApi {
  server: SetupServer;
}

/** A mock API for Node tests: `const api = createNodeMockApi(); api.server.listen()`. Delays 0 by default. */
export function createNodeMockApi(options: MockApiOptions = {}): NodeMockApi {
  const api = createMockApi({ delays: 0, ...options });
  return { ...api, server: setupServer(...api.handlers) };
}

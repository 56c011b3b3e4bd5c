/**
 * A Node mock server for happy-dom unit tests of the sample apps:
 *
 *   const api = useMockServer();            // in a describe block: listen, reset, sign in, close
 *   api.server.use(...api.scenarios.contacts.empty);
 */
import { createNodeMockApi, type NodeMockApi } from '@hotel/mock-api/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Starts one mock server for the file, resets its seed and signs in as `role` before each test. */
export function useMockServer(role = 'admin'): NodeMockApi {
  const api = createNodeMockApi();
  beforeAll(() => api.server.listen({ onUnhandledFrame: 'bypass' }));
  beforeEach(async () => {
    api.reset();
    const { accessToken, user } = await api.sessionFor(role);
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('userId', user.id);
  });
  afterEach(() => api.server.resetHandlers());
  afterAll(() => api.server.close());
  return api;
}

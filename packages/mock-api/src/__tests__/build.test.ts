import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import { buildMockApi } from '../core/build';

it('builds the scenarios on their first read only, once', () => {
  const scenarios = vi.fn(() => ({ empty: [http.get('*/api/x', () => HttpResponse.json([]))] }));
  const api = buildMockApi({ x: { handlers: () => [], readPaths: ['*/api/x'], scenarios } }, { delays: 0 });
  expect(scenarios).not.toHaveBeenCalled();
  expect(Object.keys(api.scenarios.x ?? {}).sort()).toEqual(['empty', 'error', 'loading']);
  expect(api.scenarios).toBe(api.scenarios);
  expect(scenarios).toHaveBeenCalledTimes(1);
});

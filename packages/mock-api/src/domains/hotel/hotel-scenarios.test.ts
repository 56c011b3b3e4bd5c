import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../../create-mock-api';

const api = createMockApi({ delays: 0, now: () => new Date('2026-11-22T10:00:00Z') });
// The empty scenario first, then every happy path (as a story's msw parameters would combine them).
const server = setupServer(...(api.scenarios.hotel?.empty ?? []), ...api.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const get = async (path: string) => {
  const { accessToken } = await api.sessionFor('admin');
  const res = await fetch(`http://localhost/api/hotel/${path}`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('hotel scenarios', () => {
  it('answers empty lists and reports in the empty scenario, and still 404 for an unknown record', async () => {
    expect((await get('guests?page=2&size=10')).body).toMatchObject({ items: [], total: 0, page: 2, size: 10 });
    expect((await get('reports/daily-sales')).body).toMatchObject({ rows: [], totals: { amount: 0 } });
    expect((await get('reports/nope')).status).toBe(404);
    expect((await get('guests/nope')).status).toBe(404);
  });

});

import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../../create-mock-api';

const api = createMockApi({ delays: 0, now: () => new Date('2026-11-22T10:00:00Z') });
// The empty scenario first, then every happy path (as a story's msw parameters would combine them).
const server = setupServer(...(api.scenarios.hotel?.empty ?? []), ...api.handlers);
const manyApi = createMockApi({ delays: 0, now: () => new Date('2026-11-22T10:00:00Z') });
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


  it('serves 10,000 records per list in the many scenario, paged, sorted and searchable', async () => {
    server.close();
    const manyServer = setupServer(...(manyApi.scenarios.hotel?.many ?? []), ...manyApi.handlers);
    manyServer.listen({ onUnhandledFrame: 'error' });
    try {
      const { accessToken } = await manyApi.sessionFor('admin');
      const get = async (path: string) =>
        (await (await fetch(`http://localhost/api/hotel/${path}`, { headers: { Authorization: `Bearer ${accessToken}` } })).json()) as { items: { id: string; name: string; email: string | null }[]; total: number };
      const page = await get('guests?page=400&size=25&sort=name&order=asc');
      expect(page.total).toBe(10_000);
      expect(page.items).toHaveLength(25);
      expect(new Set(page.items.map((g) => g.id)).size).toBe(25);
      const search = await get('guests?search=amelia&size=1000');
      expect(search.total).toBeGreaterThan(100);
      expect(search.items.every((g) => `${g.name} ${g.email ?? ''}`.toLowerCase().includes('amelia'))).toBe(true);
    } finally {
      manyServer.close();
      server.listen({ onUnhandledFrame: 'error' });
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Activity } from '../contracts';
import { NOW, setupApi } from '../__tests__/harness';
import { isSafeLink } from '../shared/schemas';

const { api, call } = setupApi();

describe('GET api/pages/activities', () => {
  it('answers about 20 activities, newest first, each with an icon or image', async () => {
    const { status, body } = await call('GET', 'api/pages/activities');
    expect(status).toBe(200);
    const list = body as Activity[];
    expect(list.length).toBeGreaterThanOrEqual(18);
    const dates = list.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const a of list) {
      expect(a.icon ?? a.image).toBeTruthy();
      expect(Date.parse(a.date)).toBeLessThan(NOW.getTime());
      if (a.link) expect(isSafeLink(a.link)).toBe(true);
    }
    expect(list.some((a) => a.extraContent) && list.some((a) => a.linkedContent)).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', 'api/pages/activities', { role: null })).status).toBe(401);
  });

  it.each([
    ['empty', 0],
    ['many', 100],
    ['longText', 1],
    ['html', 8],
  ])('scenario %s answers %i items', async (name, count) => {
    api.server.use(...(api.scenarios.activities?.[name] ?? []));
    expect(((await call('GET', 'api/pages/activities')).body as Activity[]).length).toBe(count);
    api.server.use(...(api.handlersByDomain.activities ?? []));
  });
});

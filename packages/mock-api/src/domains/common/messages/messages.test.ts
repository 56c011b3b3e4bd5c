import { describe, expect, it } from 'vitest';
import type { Message } from '@hotel/shell/api';
import { NOW, setupApi, type CallOptions } from '../__tests__/harness';
import { changedSince } from '../../../core/testing';

const { api, call, expectRejected } = setupApi();

/** Malformed bodies for a call whose body holds `{[field]: item}` (and optionally an id). */
function badBodies(field: string, withId: boolean): CallOptions[] {
  const id = withId ? { id: 'message-01' } : {};
  return [
    { raw: '{not json' },
    { raw: '' },
    { body: null },
    { body: [] },
    { body: 'message' },
    { body: { ...id } },
    { body: { ...id, [field]: 'text' } },
    { body: { ...id, [field]: { title: 42 } } },
    { body: { ...id, [field]: { read: 'yes' } } },
    { body: { ...id, [field]: { useRouter: 1 } } },
    { body: { ...id, [field]: { link: 'javascript:alert(1)' } } },
    { body: { ...id, [field]: { image: 'data:text/html,<script>alert(1)</script>' } } },
    { body: { ...id, [field]: { time: 'yesterday' } } },
    { body: { ...id, [field]: { icon: 'not an icon' } } },
    { body: { ...id, [field]: { title: 'x'.repeat(1001) } } },
    { body: { ...id, [field]: { title: 'ok' } }, role: null },
  ];
}

describe.each([
  ['messages', 'message', 9],
  ['notifications', 'notification', 0],
])('api/common/%s', (plural, field, seeded) => {
  const base = `api/common/${plural}`;
  const create = async (values: Partial<Message> = {}) =>
    (await call('POST', base, { body: { [field]: { title: 'Linen delivery', description: '<b>10:00</b>', read: false, ...values } } })).body as Message;

  it(`GET answers the seeded list (${seeded} items) and 401 without a token`, async () => {
    const res = await call('GET', base);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(seeded);
    expect((await call('GET', base, { role: null })).status).toBe(401);
  });

  it('POST prepends the item with a new id, unread by default, time now', async () => {
    await create({ title: 'First' });
    const created = await create({ title: 'Second', link: '/apps/mailbox', useRouter: true });
    expect(created).toMatchObject({ title: 'Second', read: false, link: '/apps/mailbox', useRouter: true, time: NOW.toISOString() });
    expect(created.id).toMatch(/\S/);
    const list = (await call('GET', base)).body as Message[];
    expect(list.slice(0, 2).map((m) => m.title)).toEqual(['Second', 'First']);
    expect(list).toHaveLength(seeded + 2);
  });

  it('PATCH merges, DELETE removes (404 for an unknown id)', async () => {
    const item = await create();
    const patched = await call('PATCH', base, { body: { id: item.id, [field]: { read: true, description: 'Changed' } } });
    expect(patched.body).toMatchObject({ id: item.id, title: 'Linen delivery', read: true, description: 'Changed' });
    expect((await call('PATCH', base, { body: { id: 'nope', [field]: { read: true } } })).status).toBe(404);
    expect((await call('DELETE', base, { query: { id: item.id } })).body).toBe(true);
    expect(((await call('GET', base)).body as Message[]).some((m) => m.id === item.id)).toBe(false);
    expect((await call('DELETE', base, { query: { id: item.id } })).status).toBe(404);
  });

  it('mark-all-as-read sets read and seen on every item and answers true', async () => {
    await create({ read: false });
    await create({ read: false });
    const res = await call('GET', `${base}/mark-all-as-read`);
    expect(res).toEqual({ status: 200, body: true });
    const list = (await call('GET', base)).body as Message[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m) => m.read && m.seen)).toBe(true);
  });

  it('toggle-read-status sets read to the value sent and answers the item', async () => {
    const item = await create({ read: false });
    const on = await call('POST', `${base}/toggle-read-status`, { body: { [field]: { ...item, read: true } } });
    expect(on.body).toMatchObject({ id: item.id, read: true });
    const off = await call('POST', `${base}/toggle-read-status`, { body: { [field]: { id: item.id, read: false } } });
    expect(off.body).toMatchObject({ id: item.id, read: false });
    expect((await call('POST', `${base}/toggle-read-status`, { body: { [field]: { id: 'nope', read: true } } })).status).toBe(404);
  });

  it('rejects malformed POST bodies with 4xx and changes nothing', async () => {
    await expectRejected('POST', base, badBodies(field, false), () => call('GET', base));
  });

  it('rejects malformed PATCH bodies with 4xx and changes nothing', async () => {
    const variants = [...badBodies(field, true), { body: { [field]: { read: true } } }, { body: { id: '', [field]: { read: true } } }, { body: { id: 7, [field]: {} } }];
    await expectRejected('PATCH', base, variants, () => create());
  });

  it('rejects malformed DELETE and toggle calls with 4xx and changes nothing', async () => {
    await expectRejected(
      'DELETE',
      base,
      [{}, { query: { id: '' } }, { query: { id: '   ' } }, { query: { id: 'x'.repeat(201) } }, { query: { id: 'missing' } }, { query: { other: '1' } }, { query: { id: 'a' }, role: null }, { query: { ids: 'a' } }, { query: { id: 'nope-2' } }, { query: { id: '%00' } }],
      () => create(),
    );
    await expectRejected(
      'POST',
      `${base}/toggle-read-status`,
      [
        { raw: '{' },
        { body: null },
        { body: {} },
        { body: { [field]: null } },
        { body: { [field]: {} } },
        { body: { [field]: { id: 'x' } } },
        { body: { [field]: { read: true } } },
        { body: { [field]: { id: 'x', read: 'true' } } },
        { body: { [field]: { id: '', read: true } } },
        { body: { [field]: { id: 'unknown', read: true } } },
        { body: { [field]: { id: 'x', read: true } }, role: null },
      ],
      () => create(),
    );
  });

  it('answers mark-all-as-read with 401 without a token and changes nothing', async () => {
    await create();
    const before = api.snapshot();
    expect((await call('GET', `${base}/mark-all-as-read`, { role: null })).status).toBe(401);
    expect(changedSince(api, before)).toEqual([]);
  });
});

describe('seeded messages', () => {
  it('are 9, relative to now, with images or icons and in-app links', async () => {
    const list = (await call('GET', 'api/common/messages')).body as Message[];
    expect(list).toHaveLength(9);
    for (const m of list) {
      expect(m.image ?? m.icon).toBeTruthy();
      expect(Date.parse(m.time)).toBeLessThan(NOW.getTime());
      if (m.image) expect(m.image).toMatch(/^\/images\/avatars\/(female|male)-(0[1-9]|1\d|20)\.svg$/);
      if (m.icon) expect(m.icon).toMatch(/^heroicons_outline:/);
    }
    expect(list.some((m) => m.useRouter === false)).toBe(true);
    expect(list.filter((m) => !m.read).length).toBeGreaterThan(0);
  });

  it('give the same data for the same seed', async () => {
    const first = (await call('GET', 'api/common/messages')).body;
    api.reset();
    expect((await call('GET', 'api/common/messages')).body).toEqual(first);
  });
});

describe('scenarios', () => {
  it.each(['empty', 'filled', 'many', 'longText', 'html'])('notifications.%s answers a list through the same calls', async (name) => {
    const handlers = api.scenarios.notifications?.[name];
    expect(handlers).toBeDefined();
    api.server.use(...(handlers ?? []));
    const list = (await call('GET', 'api/common/notifications')).body as Message[];
    expect(list.length).toBe({ empty: 0, filled: 6, many: 100, longText: 2, html: 8 }[name]);
    if (name === 'html') expect(list.some((m) => m.title?.includes('onerror'))).toBe(true);
    // Put the happy path back in front (resetHandlers needs Set.prototype.intersection, missing on Node 20).
    api.server.use(...(api.handlersByDomain.notifications ?? []));
  });
});

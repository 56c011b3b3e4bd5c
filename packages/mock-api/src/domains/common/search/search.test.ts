import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavigationItem, SearchResponse } from '@hotel/shell/api';
import { setupApi } from '../__tests__/harness';
import { contactsDomain } from '../../apps/contacts/seed';
import { tasksDomain } from '../../apps/tasks/seed';
import { visibleLinks } from '../navigation/filter';
import { navigationFor } from '../navigation/handlers';
import { search } from './search';

const { api, call, expectRejected } = setupApi();
const find = async (query: unknown, role: string | null = 'admin') => call('POST', 'api/common/search', { body: { query }, role });
const set = (body: SearchResponse, id: string) => body.find((s) => s.id === id);

describe('POST api/common/search', () => {
  it.each(['', ' ', 'a', '  b  ', '\n\t'])('answers [] to the short query %j', async (query) => {
    expect(await find(query)).toEqual({ status: 200, body: [] });
  });

  it('answers 401 without a token', async () => {
    expect((await find('room', null)).status).toBe(401);
  });

  it('finds contacts by name (case-insensitive) with their link, value and avatar', async () => {
    const contacts = await api.context.db.get(contactsDomain);
    const someone = contacts[0];
    if (!someone) throw new Error('no contacts seeded');
    const part = someone.name.slice(1, 4).toUpperCase();
    const body = (await find(part)).body as SearchResponse;
    const results = set(body, 'contacts');
    expect(results?.label).toBe('Contacts');
    const expected = contacts.filter((c) => c.name.toLowerCase().includes(part.toLowerCase()));
    expect(results?.results.map((r) => r.id)).toEqual(expected.map((c) => c.id));
    expect(results?.results[0]).toEqual({ id: someone.id, name: someone.name, avatar: someone.avatar ?? null, link: `/apps/contacts/${someone.id}`, value: someone.name });
  });

  it('finds pages by title among the user’s visible links only', async () => {
    const body = (await find('CHECK', 'receptionist')).body as SearchResponse;
    const pages = set(body, 'pages')?.results ?? [];
    expect(pages.map((p) => p.link)).toEqual(['/front-office/check-in', '/front-office/check-out']);
    expect(pages[0]).toEqual({ id: 'front-office-check-in', title: 'Check In', link: '/front-office/check-in', value: 'Check In' });
    // hidden items never come back, even for admin
    const admin = (await find('Sold Room')).body as SearchResponse;
    expect(set(admin, 'pages')).toBeUndefined();
  });

  it('finds tasks by title with their link and completed flag', async () => {
    const tasks = (await api.context.db.get(tasksDomain)).filter((t) => t.type === 'task');
    const body = (await find('laNdInG')).body as SearchResponse;
    const results = set(body, 'tasks')?.results ?? [];
    const expected = tasks.filter((t) => t.title.toLowerCase().includes('landing'));
    expect(results.length).toBeGreaterThan(0);
    expect(results).toEqual(expected.map((t) => ({ id: t.id, title: t.title, completed: t.completed, link: `/apps/tasks/${t.id}`, value: t.title })));
  });

  it('answers the sets in order contacts, pages, tasks and omits empty ones', async () => {
    const body = (await find('a')).body as SearchResponse;
    expect(body).toEqual([]);
    const many = (await find('an')).body as SearchResponse;
    const order = many.map((s) => s.id);
    expect(order).toEqual(['contacts', 'pages', 'tasks'].filter((id) => order.includes(id as never)));
    expect(many.every((s) => s.results.length > 0)).toBe(true);
    expect((await find('zzzzqqq')).body).toEqual([]);
  });

  it('gives contacts and tasks only to users who can open the sample apps', async () => {
    const body = (await find('an', 'receptionist')).body as SearchResponse;
    expect(body.map((s) => s.id)).toEqual(['pages']);
    const nav = await navigationFor(['receptionist']);
    const allowed = new Set(visibleLinks(nav).map((i) => i.link));
    for (const result of body.flatMap((s): { link: string }[] => s.results)) expect(allowed.has(result.link)).toBe(true);
  });

  it('treats regex characters as plain text', async () => {
    for (const query of ['.*', '(((', '[a-', '\\', '$^', '+?', '**']) {
      const res = await find(query);
      expect(res.status, query).toBe(200);
      expect(res.body, query).toEqual([]);
    }
    const res = (await find('(welcome')).body as SearchResponse;
    expect(set(res, 'tasks')?.results.map((t) => t.value)).toEqual(['为中国团组准备欢迎信 (welcome letter for the Chinese group)']);
  });

  it('rejects malformed bodies with 400 and changes nothing', async () => {
    await expectRejected(
      'POST',
      'api/common/search',
      [
        { raw: '{query' },
        { raw: '' },
        { body: null },
        { body: [] },
        { body: 'room' },
        { body: {} },
        { body: { query: 12 } },
        { body: { query: null } },
        { body: { query: ['room'] } },
        { body: { query: { $regex: '.*' } } },
        { body: { query: 'x'.repeat(201) } },
        { body: { query: 'room' }, role: null },
      ],
      () => find('room'),
    );
  });
});

describe('search() property', () => {
  it('never throws and only returns matching items, for any string', async () => {
    const navigation: NavigationItem[] = await navigationFor(['admin']);
    const contacts = await api.context.db.get(contactsDomain);
    const tasks = await api.context.db.get(tasksDomain);
    const pool = ['an', 'Check', 'ROOM', '.*', '(', 'ü', '为中国', 'la', ' in ', '[', '\\d'];
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...pool), fc.string({ unit: 'binary', maxLength: 10 })), (query) => {
        const sets = search(query, { navigation, contacts, tasks });
        const q = query.trim().toLowerCase();
        if (q.length < 2) return sets.length === 0;
        for (const s of sets) {
          expect(s.results.length).toBeGreaterThan(0);
          for (const r of s.results) {
            if (s.id === 'contacts') expect(r.value.toLowerCase()).toContain(q);
            if (s.id === 'tasks') expect(r.value.toLowerCase()).toContain(q);
            if (s.id === 'pages') {
              const item = visibleLinks(navigation).find((i) => i.id === r.id);
              expect(`${item?.title ?? ''}\n${item?.subtitle ?? ''}`.toLowerCase()).toContain(q);
            }
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });
});

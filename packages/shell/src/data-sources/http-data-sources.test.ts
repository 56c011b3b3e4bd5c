import { createNodeMockApi } from '@hotel/mock-api/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../auth/auth-storage';
import { createHttpClient } from '../http/http-client';
import { createHttpDataSources, mergeDataSources } from './http-data-sources';
import type { SearchSource } from './types';

// The HTTP defaults against the mock API, which implements the spec's contract as the app's tests use it.
const api = createNodeMockApi();
beforeAll(() => api.server.listen());
afterEach(() => api.server.resetHandlers());
afterAll(() => api.server.close());

let sources: ReturnType<typeof createHttpDataSources>;
beforeEach(async () => {
  api.reset();
  const { accessToken } = await api.sessionFor('admin');
  localStorage.setItem(TOKEN_KEY, accessToken);
  const client = createHttpClient({ baseUrl: 'http://localhost:3000/', auth: { getToken: () => localStorage.getItem(TOKEN_KEY) }, retry: { retries: 0 } });
  sources = createHttpDataSources(client);
});

describe('createHttpDataSources', () => {
  it('navigation: the role-filtered tree (the answer’s default list)', async () => {
    const items = await sources.navigation.list();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => typeof item.id === 'string' && typeof item.type === 'string')).toBe(true);
  });

  it('user: reads the signed-in user and saves a change', async () => {
    const user = await sources.user.get();
    expect(user.email).toBe('admin@hotel.test');
    const saved = await sources.user.update({ status: 'busy' });
    expect(saved.status).toBe('busy');
    expect((await sources.user.get()).status).toBe('busy');
  });

  it('messages: list, mark read and unread, remove, mark all as read', async () => {
    const feed = sources.messages;
    const [first, second] = await feed.list();
    expect(second).toBeDefined();
    await feed.setRead(first!.id, false);
    await feed.setRead(second!.id, false);
    expect((await feed.list()).find((item) => item.id === first!.id)?.read).toBe(false);
    await feed.setRead(first!.id, true);
    expect((await feed.list()).find((item) => item.id === first!.id)?.read).toBe(true);
    await feed.remove(first!.id);
    expect((await feed.list()).some((item) => item.id === first!.id)).toBe(false);
    expect((await feed.list()).some((item) => !item.read)).toBe(true);
    await feed.markAllAsRead();
    expect((await feed.list()).every((item) => item.read)).toBe(true);
  });

  it('notifications: the same calls on the notifications paths (the seed starts empty)', async () => {
    const seen: string[] = [];
    const record = async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname}${url.search} ${request.method === 'POST' ? await request.text() : ''}`.trim());
      return HttpResponse.json(request.method === 'GET' && url.pathname.endsWith('notifications') ? [{ id: 'n1', time: '2026-11-27T08:00:00Z', read: false }] : true);
    };
    api.server.use(
      http.get('*/api/common/notifications', record),
      http.delete('*/api/common/notifications', record),
      http.post('*/api/common/notifications/toggle-read-status', record),
      http.get('*/api/common/notifications/mark-all-as-read', record),
    );
    expect(await sources.notifications.list()).toEqual([{ id: 'n1', time: '2026-11-27T08:00:00Z', read: false }]);
    await sources.notifications.setRead('n1', true);
    await sources.notifications.remove('n1');
    await sources.notifications.markAllAsRead();
    expect(seen).toEqual([
      'GET /api/common/notifications',
      'POST /api/common/notifications/toggle-read-status {"notification":{"id":"n1","read":true}}',
      'DELETE /api/common/notifications?id=n1',
      'GET /api/common/notifications/mark-all-as-read',
    ]);
  });

  it('shortcuts: list, create, update, remove and an icon set', async () => {
    const before = await sources.shortcuts.list();
    const created = await sources.shortcuts.create({ label: 'Night audit', icon: 'heroicons_outline:moon', link: '/accounts/night-audit', useRouter: true });
    expect(created.id).toEqual(expect.any(String));
    const updated = await sources.shortcuts.update(created.id, { label: 'Audit', icon: created.icon, link: created.link, useRouter: true });
    expect(updated.label).toBe('Audit');
    expect((await sources.shortcuts.list()).length).toBe(before.length + 1);
    await sources.shortcuts.remove(created.id);
    expect((await sources.shortcuts.list()).map((s) => s.id)).toEqual(before.map((s) => s.id));
    const icons = await sources.shortcuts.icons('heroicons_outline');
    expect(icons).toContain('heroicons_outline:home');
  });

  it('search: the matching sets; the {results: []} answer of the original mock means none', async () => {
    const sets = await sources.search.search('dash');
    expect(sets.length).toBeGreaterThan(0);
    api.server.use(http.post('*/api/common/search', () => HttpResponse.json({ results: [] })));
    expect(await sources.search.search('zz')).toEqual([]);
  });

  it('quickChat: chats, one chat, a missing chat is null, mark read, send', async () => {
    const chats = await sources.quickChat.chats();
    const first = chats[0]!;
    const chat = await sources.quickChat.chat(first.id);
    expect(chat?.id).toBe(first.id);
    expect(await sources.quickChat.chat('no-such-chat')).toBeNull();
    await sources.quickChat.markRead(first.id);
    expect((await sources.quickChat.chats()).find((c) => c.id === first.id)?.unreadCount).toBe(0);
    const message = await sources.quickChat.send(first.id, 'Room 12 is ready');
    expect(message).toMatchObject({ chatId: first.id, value: 'Room 12 is ready', isMine: true });
  });

  it('an aborted read rejects as aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sources.messages.list({ signal: controller.signal })).rejects.toMatchObject({ isAbort: true });
  });
});

describe('mergeDataSources', () => {
  it('replaces only the given sources', () => {
    const search: SearchSource = { search: vi.fn(async () => []) };
    const merged = mergeDataSources(sources, { search });
    expect(merged.search).toBe(search);
    expect(merged.messages).toBe(sources.messages);
    expect(mergeDataSources(sources, undefined)).toEqual(sources);
  });

  it('refuses an unknown key or a source that is not an object', () => {
    expect(() => mergeDataSources(sources, { mesages: {} } as never)).toThrow(
      "Unknown data source 'mesages'; expected one of navigation, user, messages, notifications, shortcuts, search, quickChat.",
    );
    expect(() => mergeDataSources(sources, { search: 'nope' } as never)).toThrow("Data source 'search' must be an object of async functions.");
  });
});

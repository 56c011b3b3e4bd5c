import { createNodeMockApi } from '@hotel/mock-api/node';
import { http, HttpResponse } from 'msw';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createShellServices, ShellProviders, whenI18nReady } from '../../index';
import { useFeed } from './use-feed';

const api = createNodeMockApi();
beforeAll(() => api.server.listen());
beforeEach(async () => {
  api.reset();
  const { accessToken, user } = await api.sessionFor('admin');
  localStorage.setItem('accessToken', accessToken);
  localStorage.setItem('userId', user.id);
});
afterEach(() => api.server.resetHandlers());
afterAll(() => api.server.close());

async function wrapper() {
  const services = createShellServices({ apiBaseUrl: '/', i18n: { language: 'en' }, onUnauthorized: () => {} });
  await Promise.all([whenI18nReady(services.i18n), services.session.initAuth()]);
  return ({ children }: { children: ReactNode }) => (
    <ShellProviders services={services} initAuth={false} configStorageKey={null} applyConfigToDocument={false}>
      {children}
    </ShellProviders>
  );
}

describe('useFeed', () => {
  it('loads the messages and counts the unread ones', async () => {
    const { result } = renderHook(() => useFeed('messages', { pollInterval: 0 }), { wrapper: await wrapper() });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.length).toBeGreaterThan(0);
    expect(result.current.unreadCount).toBe(result.current.items.filter((m) => !m.read).length);
  });

  it('marks everything read and the server keeps it', async () => {
    const { result } = renderHook(() => useFeed('messages', { pollInterval: 0 }), { wrapper: await wrapper() });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.markAllAsRead());
    expect(result.current.unreadCount).toBe(0);
    await act(() => result.current.reload());
    expect(result.current.unreadCount).toBe(0);
  });

  it('rolls a refused toggle back', async () => {
    api.server.use(http.post('*/api/common/messages/toggle-read-status', () => HttpResponse.json({ code: 'X', message: 'no' }, { status: 500 })));
    const { result } = renderHook(() => useFeed('messages', { pollInterval: 0 }), { wrapper: await wrapper() });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const before = result.current.unreadCount;
    const first = result.current.items[0]!;
    await act(() => result.current.toggleRead(first.id));
    expect(result.current.unreadCount).toBe(before);
    expect(result.current.items[0]!.read).toBe(first.read);
  });
});

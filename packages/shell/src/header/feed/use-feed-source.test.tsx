import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../api';
import type { FeedSource } from '../../data-sources/types';
import { createShellServices, ShellProviders, whenI18nReady } from '../../index';
import { useFeed } from './use-feed';

/** Another backend's messages: in memory, no HTTP at all. */
function memoryMessages(initial: Message[]) {
  let items = initial.map((item) => ({ ...item }));
  const source: FeedSource & { refuse: boolean } = {
    refuse: false,
    list: vi.fn(async () => items.map((item) => ({ ...item }))),
    setRead: vi.fn(async (id: string, read: boolean) => {
      if (source.refuse) throw new Error('The inbox is read-only.');
      items = items.map((item) => (item.id === id ? { ...item, read } : item));
    }),
    remove: vi.fn(async (id: string) => {
      items = items.filter((item) => item.id !== id);
    }),
    markAllAsRead: vi.fn(async () => {
      items = items.map((item) => ({ ...item, read: true }));
    }),
  };
  return source;
}

const inbox: Message[] = [
  { id: 'a', title: 'Late check-out, room 12', time: '2026-11-27T08:00:00Z', read: false },
  { id: 'b', title: 'Minibar restocked', time: '2026-11-27T07:00:00Z', read: true },
];

async function wrapper(messages: FeedSource) {
  const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
  const services = createShellServices({
    apiBaseUrl: 'https://api.other-hotel.test/',
    i18n: { language: 'en' },
    dataSources: { messages },
    http: { fetch: fetch as unknown as typeof globalThis.fetch },
    onUnauthorized: () => {},
  });
  await whenI18nReady(services.i18n);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ShellProviders services={services} initAuth={false} configStorageKey={null} applyConfigToDocument={false}>
      {children}
    </ShellProviders>
  );
  return { Wrapper, fetch };
}

afterEach(() => vi.restoreAllMocks());

describe('useFeed over a custom data source', () => {
  it('lists, toggles, removes and marks all read through the source, never through HTTP', async () => {
    const source = memoryMessages(inbox);
    const { Wrapper, fetch } = await wrapper(source);
    const { result } = renderHook(() => useFeed('messages', { pollInterval: 0 }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(result.current.unreadCount).toBe(1);
    expect(source.list).toHaveBeenCalledWith(expect.objectContaining({ background: false, signal: expect.any(AbortSignal) }));

    await act(() => result.current.toggleRead('a'));
    expect(source.setRead).toHaveBeenCalledWith('a', true);
    expect(result.current.unreadCount).toBe(0);

    await act(() => result.current.remove('b'));
    expect(source.remove).toHaveBeenCalledWith('b');
    expect(result.current.items.map((item) => item.id)).toEqual(['a']);

    await act(() => result.current.toggleRead('a'));
    await act(() => result.current.markAllAsRead());
    expect(source.markAllAsRead).toHaveBeenCalledTimes(1);
    expect(result.current.unreadCount).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a refusal of the source rolls the change back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const source = memoryMessages(inbox);
    const { Wrapper } = await wrapper(source);
    const { result } = renderHook(() => useFeed('messages', { pollInterval: 0 }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    source.refuse = true;
    await act(() => result.current.toggleRead('a'));
    expect(result.current.items.find((item) => item.id === 'a')?.read).toBe(false);
  });

  it('a failing list shows its message', async () => {
    const source = memoryMessages(inbox);
    source.list = async () => {
      throw new Error('The inbox service is down.');
    };
    const { Wrapper } = await wrapper(source);
    const { result } = renderHook(() => useFeed('messages', { pollInterval: 0 }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('The inbox service is down.');
  });
});

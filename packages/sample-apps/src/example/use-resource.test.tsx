import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpClientProvider, HttpError, notifyDataChanged, type HttpClient } from '@hotel/shell';
import { useResource } from './use-resource';

const client = createHttpClient({ baseUrl: 'http://test.local/', fetch: () => Promise.reject(new Error('unused')) });
const wrapper = ({ children }: { children: ReactNode }) => <HttpClientProvider client={client}>{children}</HttpClientProvider>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useResource', () => {
  it('loads, then reports the data', async () => {
    const { result } = renderHook(() => useResource('a', async () => 42), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBe(42);
    expect(result.current.error).toBeNull();
  });

  it('loads again, keeping its data meanwhile, when the shell says its data changed elsewhere', async () => {
    let version = 0;
    const load = vi.fn(async () => `v${++version}`);
    const { result } = renderHook(() => useResource('c', load, { refreshOn: ['apps.notes'] }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('v1'));
    act(() => notifyDataChanged({ domains: ['apps.tasks'] }));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => notifyDataChanged({ domains: ['apps.notes'] }));
    expect(result.current.data).toBe('v1');
    await waitFor(() => expect(result.current.data).toBe('v2'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not listen for data changes without refreshOn', async () => {
    const load = vi.fn(async () => 1);
    renderHook(() => useResource('d', load), { wrapper });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => notifyDataChanged());
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports an error and loads again on reload', async () => {
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new HttpError({ status: 500, code: 'INTERNAL', message: 'Boom' });
      return 'ok';
    });
    const { result } = renderHook(() => useResource('b', load), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(HttpError));
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(result.current.error).toBeNull();
  });

  it('aborts the older request when the key changes, so a late answer is ignored', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const load = (_client: HttpClient, signal: AbortSignal) => {
      signals.push(signal);
      return signals.length === 1 ? first.promise : second.promise;
    };
    const { result, rerender } = renderHook(({ k }) => useResource(k, load), { wrapper, initialProps: { k: 'one' } });
    rerender({ k: 'two' });
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => {
      second.resolve('two');
      first.resolve('one');
      await Promise.resolve();
    });
    await waitFor(() => expect(result.current.data).toBe('two'));
    expect(result.current.loading).toBe(false);
  });

  it('lets the caller replace the data (optimistic update)', async () => {
    const { result } = renderHook(() => useResource('c', async () => [1, 2]), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([1, 2]));
    act(() => result.current.setData((d) => d?.filter((n) => n !== 1)));
    expect(result.current.data).toEqual([2]);
  });
});

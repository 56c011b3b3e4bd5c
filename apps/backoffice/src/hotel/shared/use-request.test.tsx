import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifyDataChanged } from '@hotel/shell';
import { useRequest } from './use-request';

/** What the back-office tells its screens when another tab changed the mock data (mock-api.ts forwards it). */
const changed = (domains: string[]) => notifyDataChanged({ domains });

describe('useRequest', () => {
  it('asks again when another tab changed the hotel (or reset everything), keeping the data meanwhile; other domains do not matter', async () => {
    let answer = 'first';
    const load = vi.fn(() => Promise.resolve(answer));
    const { result } = renderHook(() => useRequest('guests?page=1', load));
    await waitFor(() => expect(result.current.data).toBe('first'));
    expect(load).toHaveBeenCalledTimes(1);

    answer = 'second';
    act(() => changed(['contacts']));
    expect(load).toHaveBeenCalledTimes(1);

    act(() => changed(['users', 'hotel']));
    expect(load).toHaveBeenCalledTimes(2);
    // The previous answer stays on screen until the new one arrives.
    expect(result.current.data).toBe('first');
    await waitFor(() => expect(result.current.data).toBe('second'));
    expect(result.current.loading).toBe(false);

    answer = 'after reset';
    act(() => changed(['*']));
    await waitFor(() => expect(result.current.data).toBe('after reset'));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a skipped request (null key) does not listen', () => {
    const load = vi.fn(() => Promise.resolve('never'));
    renderHook(() => useRequest(null, load));
    act(() => changed(['hotel']));
    expect(load).not.toHaveBeenCalled();
  });
});

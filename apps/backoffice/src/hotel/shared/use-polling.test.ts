import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow, usePolling } from './use-polling';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePolling', () => {
  it('ticks every interval while visible, stops while hidden, catches up at once on return', () => {
    const tick = vi.fn();
    const { unmount } = renderHook(() => usePolling(tick, 15_000));
    act(() => vi.advanceTimersByTime(45_000));
    expect(tick).toHaveBeenCalledTimes(3);

    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(tick).toHaveBeenCalledTimes(3);

    act(() => setVisibility('visible'));
    expect(tick).toHaveBeenCalledTimes(4);
    act(() => vi.advanceTimersByTime(15_000));
    expect(tick).toHaveBeenCalledTimes(5);

    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(tick).toHaveBeenCalledTimes(5);
  });

  it('does not poll when hidden from the start, nor with a null interval', () => {
    visibility = 'hidden';
    const tick = vi.fn();
    renderHook(() => usePolling(tick, 1_000));
    act(() => vi.advanceTimersByTime(10_000));
    expect(tick).not.toHaveBeenCalled();
    visibility = 'visible';
    const other = vi.fn();
    renderHook(() => usePolling(other, null));
    act(() => setVisibility('visible'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(other).not.toHaveBeenCalled();
  });
});

describe('useNow', () => {
  it('renews the time every interval', () => {
    vi.setSystemTime(new Date('2026-11-26T10:00:00.000Z'));
    const { result } = renderHook(() => useNow(30_000));
    expect(result.current).toBe(Date.parse('2026-11-26T10:00:00.000Z'));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(Date.parse('2026-11-26T10:00:30.000Z'));
  });
});

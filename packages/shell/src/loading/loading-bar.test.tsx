import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './loading-bar';
import { createLoadingStore, PROGRESS_RANGE_MESSAGE, REQUEST_URL_REQUIRED_MESSAGE } from './loading-store';

afterEach(() => vi.restoreAllMocks());

describe('loading store', () => {
  it.each([0, 40, 100, 99.5])('accepts progress %s', (value) => {
    const store = createLoadingStore();
    store.setProgress(value);
    expect(store.getSnapshot().progress).toBe(value);
  });

  it.each([-1, 101, Number.NaN, 1000])('rejects progress %s with the spec message', (value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createLoadingStore();
    store.setProgress(30);
    store.setProgress(value);
    expect(store.getSnapshot().progress).toBe(30);
    expect(error).toHaveBeenCalledWith(PROGRESS_RANGE_MESSAGE);
  });

  it('auto mode shows while any URL is in flight and collapses identical URLs', () => {
    const store = createLoadingStore();
    store.setLoadingStatus(true, '/api/a');
    store.setLoadingStatus(true, '/api/a');
    store.setLoadingStatus(true, '/api/b');
    expect(store.inFlight()).toEqual(['/api/a', '/api/b']);
    expect(store.getSnapshot().show).toBe(true);
    store.setLoadingStatus(false, '/api/a');
    expect(store.getSnapshot().show).toBe(true);
    store.setLoadingStatus(false, '/api/b');
    expect(store.getSnapshot().show).toBe(false);
  });

  it('does not touch visibility when auto mode is off', () => {
    const store = createLoadingStore({ auto: false });
    store.setLoadingStatus(true, '/api/a');
    expect(store.getSnapshot().show).toBe(false);
  });

  it.each(['', null, undefined])('requires a URL (%j)', (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createLoadingStore();
    store.setLoadingStatus(true, url);
    expect(error).toHaveBeenCalledWith(REQUEST_URL_REQUIRED_MESSAGE);
    expect(store.getSnapshot().show).toBe(false);
  });

  it('notifies subscribers only on real changes', () => {
    const store = createLoadingStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show();
    store.show();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('LoadingBar', () => {
  it('renders nothing while hidden and a progressbar while shown', () => {
    const store = createLoadingStore();
    render(<LoadingBar store={store} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => store.setLoadingStatus(true, '/api/x'));
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar.className).toMatch(/fixed/);
    expect(bar.className).toMatch(/h-1\.5/);
    expect(bar.className).toMatch(/z-\[999\]/);
    act(() => store.setLoadingStatus(false, '/api/x'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows determinate progress', () => {
    const store = createLoadingStore({ show: true, mode: 'determinate' });
    render(<LoadingBar store={store} label="Loading page" />);
    act(() => store.setProgress(40));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('autoMode=false stops tracking from showing the bar', () => {
    const store = createLoadingStore();
    render(<LoadingBar store={store} autoMode={false} />);
    act(() => store.setLoadingStatus(true, '/api/x'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { concernsData, DATA_CHANGED_EVENT, notifyDataChanged, useDataChanged } from './data-changed';

describe('concernsData', () => {
  it.each([
    [{ domains: ['apps.notes'] }, ['apps.notes'], true],
    [{ domains: ['apps.contacts.tags'] }, ['apps.contacts'], true],
    [{ domains: ['apps.contactsx'] }, ['apps.contacts'], false],
    [{ domains: ['apps.tasks'] }, ['apps.notes'], false],
    [{ domains: ['*'] }, ['apps.notes'], true],
    [{}, ['apps.notes'], true],
    [{ domains: ['apps.tasks'] }, undefined, true],
  ])('%j concerns a screen of %j: %s', (changed, wanted, expected) => {
    expect(concernsData(changed, wanted)).toBe(expected);
  });
});

describe('useDataChanged', () => {
  it('calls back on the window event for the data it shows, and stops when unmounted', () => {
    const callback = vi.fn();
    const { unmount } = renderHook(() => useDataChanged(callback, { domains: ['apps.notes'] }));
    act(() => notifyDataChanged({ domains: ['apps.tasks'] }));
    expect(callback).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new CustomEvent(DATA_CHANGED_EVENT, { detail: { domains: ['apps.notes'] } })));
    expect(callback).toHaveBeenCalledWith({ domains: ['apps.notes'] });
    unmount();
    act(() => notifyDataChanged());
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not listen with a null callback', () => {
    const spy = vi.spyOn(window, 'addEventListener');
    renderHook(() => useDataChanged(null));
    expect(spy.mock.calls.filter(([type]) => type === DATA_CHANGED_EVENT)).toEqual([]);
    spy.mockRestore();
  });
});

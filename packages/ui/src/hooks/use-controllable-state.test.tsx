import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './use-controllable-state';

describe('useControllableState', () => {
  it('keeps its own state when uncontrolled and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1]((previous) => previous + 3));
    expect(result.current[0]).toBe(5);
    expect(onChange.mock.calls).toEqual([[2], [5]]);
  });

  it('follows the controlled value and only asks for changes', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState({ value, defaultValue: 0, onChange }), {
      initialProps: { value: 10 },
    });
    act(() => result.current[1](11));
    expect(result.current[0]).toBe(10);
    expect(onChange).toHaveBeenCalledWith(11);
    rerender({ value: 11 });
    expect(result.current[0]).toBe(11);
  });

  it('does not call onChange when the value does not change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 'a', onChange }));
    act(() => result.current[1]('a'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

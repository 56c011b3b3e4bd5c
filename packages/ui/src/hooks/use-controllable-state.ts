import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Options of {@link useControllableState}. */
export interface UseControllableStateOptions<T> {
  /** The controlled value. When it is not `undefined` the component is controlled. */
  value?: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not (not called when the value is unchanged). */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * State that a parent may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`). The setter accepts a value or an updater, like `useState`, and keeps a stable
 * identity while the component stays controlled or uncontrolled.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T | ((previous: T) => T)) => void] {
  const [internal, setInternal] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;
  // The latest value and callback, for the stable setter. Synced after render, never during it.
  const latest = useRef({ current, onChange });
  useLayoutEffect(() => {
    latest.current = { current, onChange };
  });

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const previous = latest.current.current;
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
      if (Object.is(resolved, previous)) return;
      // Successive calls in one event see each other's result.
      latest.current = { ...latest.current, current: resolved };
      if (!controlled) setInternal(resolved);
      latest.current.onChange?.(resolved);
    },
    [controlled],
  );

  return [current, setValue];
}

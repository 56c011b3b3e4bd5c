import { useCallback, useRef, useState } from 'react';

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
 * (`defaultValue`). The setter accepts a value or an updater, like `useState`.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T | ((previous: T) => T)) => void] {
  const [internal, setInternal] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;
  const currentRef = useRef(current);
  currentRef.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved =
        typeof next === 'function' ? (next as (previous: T) => T)(currentRef.current) : next;
      if (Object.is(resolved, currentRef.current)) return;
      currentRef.current = resolved;
      if (!controlled) setInternal(resolved);
      onChangeRef.current?.(resolved);
    },
    [controlled],
  );

  return [current, setValue];
}

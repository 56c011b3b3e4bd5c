import { useCallback, useSyncExternalStore } from 'react';

const matchMediaSafe = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * Whether a CSS media query matches, updated live through `change` events. Renders `false` on
 * the server and where `matchMedia` does not exist.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMediaSafe(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMediaSafe(query)?.matches ?? false,
    () => false,
  );
}

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Tracks a CSS media query (`'(min-width: 960px)'`, `'(prefers-reduced-motion: reduce)'`).
 * Returns `serverValue` (default false) during server rendering and where `matchMedia` is missing.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window === 'undefined' || !window.matchMedia ? serverValue : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}

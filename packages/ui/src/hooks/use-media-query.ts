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

/** The design-system breakpoints in px (theme.css `--breakpoint-*`). */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** True when the viewport is at least as wide as the breakpoint (`useBreakpoint('md')` on tablets and up). */
export function useBreakpoint(breakpoint: Breakpoint, serverValue = false): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS[breakpoint]}px)`, serverValue);
}

import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';

const matchMediaSafe = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Answers a media query where there is no window (a server render or a build-time prerender). */
export type ServerMediaMatcher = (query: string) => boolean;

const ServerMediaContext = createContext<ServerMediaMatcher | null>(null);

export interface ServerMediaProviderProps {
  /**
   * Whether a media query matches in the render without a window: for example
   * `() => true` to prerender the wide-screen frame (every `min-width` query matches). Without a
   * provider every query renders `false` there. The browser always answers from `matchMedia`.
   */
  matches: ServerMediaMatcher;
  children?: ReactNode;
}

/**
 * Says which media queries match when rendering on the server or at build time (React's
 * `prerender` of `react-dom/static`), so a prerendered screen can be the wide-screen one:
 * `useMediaQuery` (and `useIsSmallScreen`, `useBreakpoints`) answer from `matches` there.
 */
export function ServerMediaProvider({ matches, children }: ServerMediaProviderProps) {
  return <ServerMediaContext value={matches}>{children}</ServerMediaContext>;
}

/**
 * Whether a CSS media query matches, updated live through `change` events. Renders `false` on
 * the server and where `matchMedia` does not exist, unless a `ServerMediaProvider` says otherwise.
 */
export function useMediaQuery(query: string): boolean {
  const server = useContext(ServerMediaContext);
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
    () => server?.(query) ?? false,
  );
}

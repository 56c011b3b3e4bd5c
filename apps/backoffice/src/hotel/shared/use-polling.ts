import { useEffect, useEffectEvent, useState } from 'react';

/** How often live screens (kitchen display, live tables) load again while visible. */
export const LIVE_POLL_MS = 15_000;

/**
 * Calls `tick` every `ms` while the page is visible, and once when it becomes visible again (a
 * hidden tab does not poll; on return it catches up at once). `ms` null stops it.
 */
export function usePolling(tick: () => void, ms: number | null = LIVE_POLL_MS): void {
  const run = useEffectEvent(tick);
  useEffect(() => {
    if (ms === null) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined) timer = setInterval(() => run(), ms);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        run();
        start();
      } else stop();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms]);
}

/** The current time in ms, renewed every `ms` (default 30 s) while the page is visible: for ages that count up. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  usePolling(() => setNow(Date.now()), ms);
  return now;
}

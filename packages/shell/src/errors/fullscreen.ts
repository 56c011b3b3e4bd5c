import { useCallback, useSyncExternalStore } from 'react';

export const FULLSCREEN_UNAVAILABLE_MESSAGE = 'Fullscreen is not available in this browser.';
export const FULLSCREEN_FAILED_MESSAGE = 'Entering fullscreen mode failed.';

/** Whether the Fullscreen API can be used on this document. */
export const isFullscreenSupported = (doc: Document = document): boolean =>
  !!doc.fullscreenEnabled && typeof doc.documentElement.requestFullscreen === 'function';

/**
 * Exits fullscreen when active, otherwise requests it on `<html>`. Resolves to whether fullscreen
 * is now on. Unsupported → logs 'Fullscreen is not available in this browser.'; a refused request
 * → logs 'Entering fullscreen mode failed.'.
 */
export async function toggleFullscreen(doc: Document = document): Promise<boolean> {
  if (!isFullscreenSupported(doc)) {
    console.warn(FULLSCREEN_UNAVAILABLE_MESSAGE);
    return false;
  }
  if (doc.fullscreenElement) {
    try {
      await doc.exitFullscreen();
    } catch {
      // Already left (e.g. with Escape).
    }
    return false;
  }
  try {
    await doc.documentElement.requestFullscreen();
    return true;
  } catch {
    console.warn(FULLSCREEN_FAILED_MESSAGE);
    return false;
  }
}

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** Fullscreen state for the header toggle: live `isFullscreen`, `supported` and `toggle()`. */
export function useFullscreen(): { isFullscreen: boolean; supported: boolean; toggle: () => Promise<boolean> } {
  const isFullscreen = useSyncExternalStore(subscribe, () => !!document.fullscreenElement, () => false);
  const supported = useSyncExternalStore(subscribe, () => isFullscreenSupported(), () => false);
  const toggle = useCallback(() => toggleFullscreen(), []);
  return { isFullscreen, supported, toggle };
}

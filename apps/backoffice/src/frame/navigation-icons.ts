import { useEffect } from 'react';
import type { NavigationLocation, ShellNavigationItem } from '@hotel/shell';
import { parseIconName, registerIcons } from '@hotel/ui';
import { preloadDiscoveredRoutes } from '../routes/route-discovery';
import { firstScreenNavigationIcons } from './first-screen-icons';
import { FRAME_ICONS } from './frame-icons.generated';

let loading: Promise<void> | null = null;

/**
 * Loads and registers the navigation's other icons (navigation-icons.generated.ts: those inside
 * collapsed groups, asides and flyouts), once; a failed load is tried again on the next call.
 */
export function loadNavigationIcons(): Promise<void> {
  loading ??= import('./navigation-icons.generated')
    .then((module) => registerIcons(module.NAVIGATION_ICONS))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Whether the frame's own pack draws an icon (`heroicons_outline:x` and `heroicons-outline:x` alike). */
function inFramePack(name: string): boolean {
  const { set, name: icon } = parseIconName(name);
  return set !== null && `${set}:${icon}` in FRAME_ICONS;
}

/**
 * Called by the frame's route loader before the first screen renders: when the screen at
 * `location` draws a navigation icon the frame's pack lacks (a reload inside a collapsed group
 * opens it; another role's welcome cards), the navigation's other icons load first, so nothing
 * draws late. A failed load is not the screen's failure: those icons then load their set as any
 * unregistered icon does.
 */
export async function ensureFirstScreenIcons(navigation: readonly ShellNavigationItem[] | undefined, location: NavigationLocation): Promise<void> {
  if (!navigation) return;
  const icons = firstScreenNavigationIcons(navigation, location);
  if ([...icons].every(inFramePack)) return;
  await loadNavigationIcons().catch(() => undefined);
}

/** The navigation's elements (the vertical one, docked or in the drawer, and the horizontal bar). */
export const NAVIGATION = '[data-slot="vertical-navigation"], [data-slot="horizontal-navigation"]';
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * The navigation's intent: the first pointer over it, focus inside it or touch on it loads the
 * navigation's other icons, the routes discovered on navigation (routes/route-discovery.ts) and
 * the links' prefetcher, so a group opened, or a link hovered or followed, a moment later finds
 * them there.
 */
export function useNavigationIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(NAVIGATION)) return;
      stop();
      void loadNavigationIcons().catch(() => undefined);
      preloadDiscoveredRoutes();
      // The links' prefetcher (link-prefetch.ts), so the first link hovered does not wait for it.
      void import('../routes/route-prefetch').catch(() => undefined);
    };
    const stop = () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, true));
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
    return stop;
  }, []);
}

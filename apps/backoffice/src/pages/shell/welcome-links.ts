import type { ShellNavigationItem } from '@hotel/shell';
import { flattenNavigation } from '@hotel/shell';

/** How many of the user's menu links the welcome page shows as cards. */
export const WELCOME_LINK_COUNT = 12;

/** The paths that show the welcome page ('/' redirects to /welcome). */
export const WELCOME_PATHS: readonly string[] = ['/', '/welcome', '/start'];

/** The welcome page's cards: the first enabled in-app links of the visible menu, in its order. */
export function welcomeLinks<T extends ShellNavigationItem>(visible: readonly T[]): T[] {
  return flattenNavigation(visible)
    .filter((item) => item.link && !item.disabled && !item.externalLink)
    .slice(0, WELCOME_LINK_COUNT);
}

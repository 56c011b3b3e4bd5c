import { useMediaQuery } from '../media/use-media-query';

/** The media query behind the `auto` scheme. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the operating system prefers dark; updates live on change events. */
export function usePrefersDark(): boolean {
  return useMediaQuery(PREFERS_DARK_QUERY);
}

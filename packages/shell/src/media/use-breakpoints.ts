import { useMediaQuery } from './use-media-query';

/** Breakpoints of the spec in pixels (min-width). Below `md` is a small screen. */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Below the `sm` breakpoint (600 px): a phone. Header panels cover the whole screen, and the header moves its secondary tools into a menu. */
export const PHONE_QUERY = '(max-width: 599.98px)';

/** Which breakpoints currently match (`min-width`), live. */
export interface Breakpoints {
  sm: boolean;
  md: boolean;
  lg: boolean;
  xl: boolean;
}

const query = (bp: Breakpoint) => `(min-width: ${BREAKPOINTS[bp]}px)`;

/** The spec's breakpoints as booleans, each true when the viewport is at least that wide. */
export function useBreakpoints(): Breakpoints {
  const sm = useMediaQuery(query('sm'));
  const md = useMediaQuery(query('md'));
  const lg = useMediaQuery(query('lg'));
  const xl = useMediaQuery(query('xl'));
  return { sm, md, lg, xl };
}

/** True below the `md` breakpoint (960 px): navigation becomes an overlay drawer. */
export function useIsSmallScreen(): boolean {
  return !useMediaQuery(query('md'));
}

export { BREAKPOINTS, useBreakpoints, useIsSmallScreen, type Breakpoint, type Breakpoints } from './use-breakpoints';
export { useMediaQuery } from './use-media-query';

export { BREAKPOINTS, useBreakpoints, useIsSmallScreen, type Breakpoint, type Breakpoints } from './use-breakpoints';
export { useMediaQuery } from './use-media-query';
export { useOnlineStatus } from './use-online-status';

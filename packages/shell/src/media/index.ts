export { BREAKPOINTS, useBreakpoints, useIsSmallScreen, type Breakpoint, type Breakpoints } from './use-breakpoints';
export { ServerMediaProvider, useMediaQuery, type ServerMediaMatcher, type ServerMediaProviderProps } from './use-media-query';
export { useOnlineStatus } from './use-online-status';

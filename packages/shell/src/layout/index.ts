export { RoutedLayout, ShellLayout } from './layout';
export { LayoutFrameContext, useLayoutFrame, type LayoutFrameContextValue } from './layout-context';
export { LAYOUT_DEFINITIONS, QUICK_CHAT_LAYOUTS, type LayoutDefinition } from './layout-definitions';
export { HeaderTools, OVERFLOW_TOOLS } from './header-tools';
export { DenseToggle, LayoutFooter, NavigationToggle, ShellLogo, SkipLink } from './layout-parts';
export { HEADER_TOOL_ORDER, type HeaderTool, type LayoutProps, type LayoutSlots } from './types';
export { useNavigationRequest, type NavigationRequestState } from './use-navigation-request';

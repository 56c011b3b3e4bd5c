export {
  VERTICAL_NAVIGATION_WIDTHS,
  VerticalNavigation,
  type VerticalNavigationMode,
  type VerticalNavigationPosition,
  type VerticalNavigationProps,
} from './vertical-navigation';
export type { VerticalNavigationAppearance } from './vertical-navigation-items';
export { useVerticalNavigation, type UseVerticalNavigationOptions, type VerticalNavigationState } from './use-vertical-navigation';

export { HorizontalNavigation, type HorizontalNavigationProps } from './horizontal';
export {
  useVerticalNavigation,
  VERTICAL_NAVIGATION_WIDTHS,
  VerticalNavigation,
  type UseVerticalNavigationOptions,
  type VerticalNavigationAppearance,
  type VerticalNavigationMode,
  type VerticalNavigationPosition,
  type VerticalNavigationProps,
  type VerticalNavigationState,
} from './vertical';

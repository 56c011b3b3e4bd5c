export { HorizontalNavigation, type HorizontalNavigationProps } from './horizontal-navigation';

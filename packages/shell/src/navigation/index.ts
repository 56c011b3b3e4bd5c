export {
  activeTrail,
  filterByRoles,
  findItem,
  findParent,
  flattenNavigation,
  isItemActive,
  isItemHidden,
  updateItemInTree,
  visibleItems,
} from './model';
export { NavigationProvider, useActiveTrail, useNavigation, type NavigationContextValue, type NavigationProviderProps } from './navigation-provider';
export type { NavigationLocation, ShellNavigationItem } from './types';

export { UserMenu, type UserMenuProps } from './user-menu';
export { USER_MENU_LINKS, USER_STATUSES, UserMenuView, type UserMenuViewProps } from './user-menu-view';
export { USER_LOAD_FAILED_MESSAGE, useUserMenu, type UserMenuState } from './use-user-menu';
export {
  DEFAULT_SIGN_OUT_HREF,
  DEFAULT_USER_MENU_ITEMS,
  resolveUserMenuConfig,
  useUserMenuConfig,
  type ResolvedUserMenuConfig,
  type UserMenuConfig,
  type UserMenuItem,
  type UserMenuNavigate,
} from './user-menu-config';
export { UserMenuConfigProvider, type UserMenuConfigProviderProps } from './user-menu-config-context';

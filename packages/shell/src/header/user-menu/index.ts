export { UserMenu, type UserMenuProps } from './user-menu';
export { USER_MENU_LINKS, USER_STATUSES, UserMenuView, type UserMenuViewProps } from './user-menu-view';
export { USER_LOAD_FAILED_MESSAGE, useUserMenu, type UserMenuState } from './use-user-menu';
export {
  DEFAULT_SIGN_OUT_HREF,
  DEFAULT_USER_MENU_ITEMS,
  resolveUserMenuConfig,
  useUserMenuConfig,
  UserMenuConfigProvider,
  type ResolvedUserMenuConfig,
  type UserMenuConfig,
  type UserMenuConfigProviderProps,
  type UserMenuItem,
  type UserMenuNavigate,
} from './user-menu-config';

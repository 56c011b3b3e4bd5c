export { UserMenu, type UserMenuProps } from './user-menu';
export { USER_MENU_LINKS, USER_STATUSES, UserMenuView, type UserMenuViewProps } from './user-menu-view';
export { USER_LOAD_FAILED_MESSAGE, useUserMenu, type UserMenuState } from './use-user-menu';

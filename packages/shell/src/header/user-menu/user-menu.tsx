import type { UserMenuViewProps } from './user-menu-view';
import { UserMenuView } from './user-menu-view';
import { useUserMenu } from './use-user-menu';

export type UserMenuProps = Omit<UserMenuViewProps, 'user' | 'onStatusChange'>;

/** The header's user menu, wired to the session and PATCH api/common/users. */
export function UserMenu(props: UserMenuProps) {
  const { user, setStatus } = useUserMenu();
  return <UserMenuView user={user} onStatusChange={(status) => void setStatus(status)} {...props} />;
}

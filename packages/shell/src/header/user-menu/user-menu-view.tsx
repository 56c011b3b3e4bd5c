import { useTranslation } from 'react-i18next';
import { Avatar, cn, Icon, iconButtonVariants, lazyWithPreload } from '@hotel/ui';
import type { User, UserStatus } from '../../api';
import { LazyPopup } from '../../lazy/lazy-popup';
import type { UserMenuConfig } from './user-menu-config';

/** The menu itself (Radix DropdownMenu with its submenu and positioning) loads on intent. */
const menu = lazyWithPreload(() => import('./user-menu-content').then((m) => m.UserMenuContent));

/** The statuses of the Status submenu, in order, with their dot colours. */
export const USER_STATUSES: readonly { id: UserStatus; dot: string }[] = [
  { id: 'online', dot: 'bg-success' },
  { id: 'away', dot: 'bg-warning' },
  { id: 'busy', dot: 'bg-warn' },
  { id: 'not-visible', dot: 'bg-hint' },
];

/** Where the default menu's links go (see DEFAULT_USER_MENU_ITEMS and DEFAULT_SIGN_OUT_HREF). */
export const USER_MENU_LINKS = {
  profile: '/profile',
  settings: '/settings',
  changePassword: '/reset-password',
  signOut: '/sign-out',
} as const;

export interface UserMenuViewProps extends UserMenuConfig {
  /** The user, or null when it could not be loaded (the menu still works). */
  user: User | null;
  /** Show the avatar in the trigger (otherwise a user-circle icon). Default true. */
  showAvatar?: boolean;
  /** Called with the chosen status. */
  onStatusChange?: (status: UserStatus) => void;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * The user menu (pure): the avatar with its status dot as trigger; 'Signed in as' and the email;
 * the configured items (by default Profile, Settings, Change Password); the Status submenu
 * (Online, Away, Busy, Invisible); Sign out. Items and sign-out come from the `UserMenuConfig`
 * props over ShellProviders' `userMenu` over the defaults. The trigger renders at first paint; the
 * menu loads when it is hovered, focused or pressed.
 */
export function UserMenuView({
  user,
  showAvatar = true,
  onStatusChange,
  open,
  defaultOpen,
  onOpenChange,
  className,
  items,
  showStatus,
  signOutRedirect,
  signOutHref,
}: UserMenuViewProps) {
  const { t } = useTranslation();
  // Resolved (defaults, validation) by the menu's own code, which loads on intent.
  const config: UserMenuConfig = { items, showStatus, signOutRedirect, signOutHref };
  return (
    <LazyPopup
      content={menu}
      name={t('user.menu')}
      popup="menu"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={
        <button
          type="button"
          data-slot="user-menu-trigger"
          data-status={user?.status}
          aria-label={t('user.menu')}
          className={cn(iconButtonVariants({ variant: 'ghost', size: 'md' }), className)}
        >
          {showAvatar && user?.avatar ? (
            <span aria-hidden="true" className="flex">
              <Avatar name={user.name} src={user.avatar} status={user.status} size="xs" className="size-7" />
            </span>
          ) : (
            <span className="relative">
              <Icon name="heroicons_outline:user-circle" size="lg" />
              {user ? (
                <span
                  aria-hidden="true"
                  className={cn('absolute end-0 bottom-0 size-2 rounded-full ring-2 ring-card', USER_STATUSES.find((s) => s.id === user.status)?.dot)}
                />
              ) : null}
            </span>
          )}
        </button>
      }
    >
      {(Menu, popup) => <Menu {...popup} user={user} onStatusChange={onStatusChange} config={config} />}
    </LazyPopup>
  );
}

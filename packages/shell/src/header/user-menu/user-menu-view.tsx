import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Avatar,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  Icon,
  iconButtonVariants,
} from '@hotel/ui';
import type { User, UserStatus } from '../../api';

/** The statuses of the Status submenu, in order, with their dot colours. */
export const USER_STATUSES: readonly { id: UserStatus; dot: string }[] = [
  { id: 'online', dot: 'bg-success' },
  { id: 'away', dot: 'bg-warning' },
  { id: 'busy', dot: 'bg-warn' },
  { id: 'not-visible', dot: 'bg-hint' },
];

/** Where the menu's links go. */
export const USER_MENU_LINKS = {
  profile: '/profile',
  settings: '/settings',
  changePassword: '/reset-password',
  signOut: '/sign-out',
} as const;

export interface UserMenuViewProps {
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

function MenuLink({ to, icon, children }: { to: string; icon: string; children: ReactNode }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        <Icon name={icon} size="md" />
        {children}
      </Link>
    </DropdownMenuItem>
  );
}

/**
 * The user menu (pure): the avatar with its status dot as trigger; 'Signed in as' and the email;
 * Profile, Settings, Change Password; the Status submenu (Online, Away, Busy, Invisible); Sign out.
 */
export function UserMenuView({ user, showAvatar = true, onStatusChange, open, defaultOpen, onOpenChange, className }: UserMenuViewProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
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
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-60" data-slot="user-menu">
        <DropdownMenuLabel className="flex flex-col gap-0.5 px-3 py-2 text-sm font-normal">
          <span className="text-muted-foreground">{t('user.signedInAs')}</span>
          <span className="truncate font-medium text-foreground">{user?.email ?? '—'}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuLink to={USER_MENU_LINKS.profile} icon="heroicons_outline:user-circle">
          {t('user.profile')}
        </MenuLink>
        <MenuLink to={USER_MENU_LINKS.settings} icon="heroicons_outline:cog-8-tooth">
          {t('user.settings')}
        </MenuLink>
        <MenuLink to={USER_MENU_LINKS.changePassword} icon="heroicons_outline:key">
          {t('user.changePassword')}
        </MenuLink>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger disabled={!user} data-slot="user-menu-status">
            <Icon name="heroicons_outline:ellipsis-horizontal-circle" size="md" />
            {t('user.status')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup value={user?.status} onValueChange={(value) => onStatusChange?.(value as UserStatus)}>
              {USER_STATUSES.map((status) => (
                <DropdownMenuRadioItem key={status.id} value={status.id}>
                  <span aria-hidden="true" className={cn('size-3 rounded-full', status.dot)} />
                  {t(`status.${status.id}`)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <MenuLink to={USER_MENU_LINKS.signOut} icon="heroicons_outline:arrow-right-on-rectangle">
          {t('user.signOut')}
        </MenuLink>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

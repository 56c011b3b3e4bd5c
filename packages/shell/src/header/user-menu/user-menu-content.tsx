import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
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
} from '@hotel/ui';
import type { User, UserStatus } from '../../api';
import type { PopupContentProps } from '../../lazy/lazy-popup';
import { USER_MENU_LINKS, USER_STATUSES } from './user-menu-view';

export interface UserMenuContentProps extends PopupContentProps {
  /** The user, or null when it could not be loaded (the menu still works). */
  user: User | null;
  /** Called with the chosen status. */
  onStatusChange?: (status: UserStatus) => void;
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

/** The user menu around its trigger (loaded on intent by UserMenuView). */
export function UserMenuContent({ trigger, open, onOpenChange, user, onStatusChange }: UserMenuContentProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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

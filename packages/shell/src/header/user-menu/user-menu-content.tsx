import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
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
import { useOptionalAuth } from '../../auth/auth-provider';
import type { PopupContentProps } from '../../lazy/lazy-popup';
import { useUserMenuConfig, type ResolvedUserMenuConfig, type UserMenuConfig } from './user-menu-config';
import { USER_STATUSES } from './user-menu-view';

export interface UserMenuContentProps extends PopupContentProps {
  /** The user, or null when it could not be loaded (the menu still works). */
  user: User | null;
  /** Called with the chosen status. */
  onStatusChange?: (status: UserStatus) => void;
  /** The items and the sign-out action given as props (over ShellProviders' `userMenu`, over the defaults). */
  config?: UserMenuConfig;
}

function MenuEntry({ id, href, onSelect, icon, children }: { id: string; href?: string; onSelect?: () => void; icon?: string; children: ReactNode }) {
  const content = (
    <>
      {icon ? <Icon name={icon} size="md" /> : null}
      {children}
    </>
  );
  if (href === undefined) {
    return (
      <DropdownMenuItem data-item={id} onSelect={onSelect}>
        {content}
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem asChild data-item={id}>
      <Link to={href}>{content}</Link>
    </DropdownMenuItem>
  );
}

/** Signs out through the session (the auth provider), then goes where the app says. */
function useSignOutAction(redirect: ResolvedUserMenuConfig['signOutRedirect']) {
  const auth = useOptionalAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await auth?.signOut();
    if (typeof redirect === 'function') redirect((to, options) => void navigate(to, options));
    else if (redirect !== undefined) void navigate(redirect, { replace: true });
  }, [auth, navigate, redirect]);
}


/** The user menu around its trigger (loaded on intent by UserMenuView). */
export function UserMenuContent({ trigger, open, onOpenChange, user, onStatusChange, config: overrides }: UserMenuContentProps) {
  const { t } = useTranslation();
  const config = useUserMenuConfig(overrides);
  const signOut = useSignOutAction(config.signOutRedirect);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-60" data-slot="user-menu">
        <DropdownMenuLabel className="flex flex-col gap-0.5 px-3 py-2 text-sm font-normal">
          <span className="text-muted-foreground">{t('user.signedInAs')}</span>
          <span className="truncate font-medium text-foreground">{user?.email ?? '—'}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {config.items.map((item) => (
          <MenuEntry key={item.id} id={item.id} href={item.href} onSelect={item.onSelect} icon={item.icon}>
            {item.labelKey ? t(item.labelKey, { defaultValue: item.label ?? item.labelKey }) : item.label}
          </MenuEntry>
        ))}
        {config.showStatus ? (
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
        ) : null}
        <DropdownMenuSeparator />
        <MenuEntry
          id="sign-out"
          href={config.signOutRedirect === undefined ? config.signOutHref : undefined}
          onSelect={config.signOutRedirect === undefined ? undefined : () => void signOut()}
          icon="heroicons_outline:arrow-right-on-rectangle"
        >
          {t('user.signOut')}
        </MenuEntry>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import type { ReactNode } from 'react';
import { Avatar, cn, Icon } from '@hotel/ui';
import { useTranslation } from 'react-i18next';
import { useOptionalAuth } from '../auth/auth-provider';
import { VerticalNavigation } from '../navigation/components/vertical';
import type { ShellNavigationItem } from '../navigation/types';
import { useLayoutFrame } from './layout-context';
import type { LayoutDefinition } from './layout-definitions';
import { ShellLogo } from './layout-parts';
import type { LayoutSlots } from './types';

export interface LayoutNavigationProps {
  definition: LayoutDefinition;
  items: readonly ShellNavigationItem[];
  slots: LayoutSlots;
  logo?: ReactNode;
  appName: string;
  version: string;
}

/** The vertical navigation of a layout with its slots (or the over-mode menu of horizontal layouts below md). */
export function LayoutNavigation({ definition, items, slots, logo, appName, version }: LayoutNavigationProps) {
  const { layout, small, navOpen, setNavOpen, dense } = useLayoutFrame();
  if (definition.navigation === 'none') return null;
  if (definition.navigation === 'horizontal' && !small) return null;

  const horizontal = definition.navigation === 'horizontal';
  const appearance = small || horizontal ? 'default' : layout === 'dense' ? (dense ? 'dense' : 'default') : definition.appearance;
  const logoNode = logo ?? <ShellLogo appName={appName} iconOnly={appearance === 'thin' || appearance === 'dense' || appearance === 'compact'} />;
  const slotProps: Partial<Record<'header' | 'contentHeader' | 'contentFooter' | 'footer', ReactNode>> = {};

  if (horizontal) {
    slotProps.contentHeader = <div className="flex h-20 items-center px-6">{logoNode}</div>;
  } else if (layout === 'classy') {
    slotProps.contentHeader = <ClassyNavigationHeader slots={slots} logo={logo ?? <ShellLogo appName={appName} iconOnly />} version={version} />;
    slotProps.contentFooter = (
      <div className="mt-8 mb-4 flex items-center justify-center opacity-20" aria-hidden="true">
        <Icon name="heroicons_outline:building-office-2" size={48} />
      </div>
    );
  } else if (layout === 'futuristic') {
    slotProps.header = <div className="flex h-20 items-center px-8">{logo ?? <ShellLogo appName={appName} />}</div>;
    slotProps.footer = <NavigationUser slots={slots} className="border-t border-border px-6 py-5" />;
  } else {
    slotProps.contentHeader = (
      <div className={cn('flex h-20 items-center', appearance === 'default' ? 'px-8' : 'justify-center px-2')}>{logoNode}</div>
    );
  }

  return (
    <VerticalNavigation
      items={items}
      appearance={appearance}
      mode={small ? 'over' : 'side'}
      open={navOpen}
      onOpenChange={setNavOpen}
      className={definition.navigationClass}
      {...slotProps}
    />
  );
}

/** Classy: logo, notifications and user menu at the top, then the user card and the version label. */
function ClassyNavigationHeader({ slots, logo, version }: { slots: LayoutSlots; logo: ReactNode; version: string }) {
  const { t } = useTranslation();
  const user = useOptionalAuth()?.user ?? null;
  return (
    <div data-slot="classy-navigation-header">
      <div className="flex items-center gap-1 p-4 ps-6">
        {logo}
        <div className="ms-auto flex items-center gap-1">
          {slots.notifications}
          {slots.user}
        </div>
      </div>
      <div className="flex flex-col items-center px-6 pt-2 pb-4 text-center">
        {user ? (
          <Avatar name={user.name} src={user.avatar} size="xl" className="size-24 text-2xl" />
        ) : (
          <Icon name="heroicons_outline:user-circle" size={96} className="text-muted-foreground" />
        )}
        {user ? (
          <>
            <p data-slot="user-name" className="mt-6 w-full truncate text-base font-medium">{user.name}</p>
            <p data-slot="user-email" className="mt-0.5 w-full truncate text-sm font-medium text-muted-foreground">{user.email}</p>
          </>
        ) : null}
        <p data-slot="version" className="mt-3 rounded-full bg-hover px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
          {t('app.version', { version })}
        </p>
      </div>
    </div>
  );
}

/** Futuristic: the user menu with the name and email at the bottom of the navigation. */
function NavigationUser({ slots, className }: { slots: LayoutSlots; className?: string }) {
  const user = useOptionalAuth()?.user ?? null;
  return (
    <div data-slot="navigation-user" className={cn('flex items-center gap-3', className)}>
      {slots.user}
      {user ? (
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium">{user.name}</span>
          <span className="truncate text-sm text-muted-foreground">{user.email}</span>
        </div>
      ) : null}
    </div>
  );
}

import { createContext, use, type ReactNode } from 'react';
import type { UserMenuConfig } from './user-menu-config';

const UserMenuConfigContext = createContext<UserMenuConfig | null>(null);

export interface UserMenuConfigProviderProps {
  /** The app's user menu configuration (ShellProviders passes its `userMenu`). */
  config?: UserMenuConfig;
  children?: ReactNode;
}

/** Provides the user menu's configuration to every UserMenu below (ShellProviders renders it). */
export function UserMenuConfigProvider({ config, children }: UserMenuConfigProviderProps) {
  return <UserMenuConfigContext value={config ?? null}>{children}</UserMenuConfigContext>;
}

/** The configuration of the nearest UserMenuConfigProvider, as given (null outside one: the defaults apply). */
export function useProvidedUserMenuConfig(): UserMenuConfig | null {
  return use(UserMenuConfigContext);
}

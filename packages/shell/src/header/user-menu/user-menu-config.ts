import { useMemo } from 'react';
import { useProvidedUserMenuConfig } from './user-menu-config-context';

/** Navigates within the app (react-router's `navigate`). */
export type UserMenuNavigate = (to: string, options?: { replace?: boolean }) => void;

/** One entry of the user menu, between the 'Signed in as' label and the Status submenu. */
export interface UserMenuItem {
  /** Stable id: the React key and the item's `data-item`. */
  id: string;
  /** i18n key of the label (a shell key such as 'user.profile', or one of the app's). */
  labelKey?: string;
  /** The label as is, or the fallback when `labelKey` has no translation. One of the two is required. */
  label?: string;
  /** Icon name 'set:name', e.g. 'heroicons_outline:user-circle'. */
  icon?: string;
  /** Where the item goes: a path of the app (a router link) or an absolute URL. Give `href` or `onSelect`. */
  href?: string;
  /** What the item does when chosen (instead of `href`). */
  onSelect?: () => void;
}

/** The user menu's configuration (`ShellProviders userMenu`, or `UserMenu` props over it). */
export interface UserMenuConfig {
  /** The entries. Default: `DEFAULT_USER_MENU_ITEMS` (Profile, Settings, Change Password). */
  items?: readonly UserMenuItem[];
  /** Show the Status submenu (online, away, busy, invisible). Default true. */
  showStatus?: boolean;
  /**
   * Sign out here: the session signs out through the auth provider, then the menu navigates to this
   * path (replacing the entry), or calls this function with `navigate`. When absent, Sign out is a
   * link to `signOutHref` (a route of the app that signs out itself).
   */
  signOutRedirect?: string | ((navigate: UserMenuNavigate) => void);
  /** The app's sign-out route Sign out links to, when there is no `signOutRedirect`. Default '/sign-out'. */
  signOutHref?: string;
}

/** The defaults of the user menu (what the back-office shows). */
export const DEFAULT_USER_MENU_ITEMS: readonly UserMenuItem[] = [
  { id: 'profile', labelKey: 'user.profile', label: 'Profile', icon: 'heroicons_outline:user-circle', href: '/profile' },
  { id: 'settings', labelKey: 'user.settings', label: 'Settings', icon: 'heroicons_outline:cog-8-tooth', href: '/settings' },
  { id: 'change-password', labelKey: 'user.changePassword', label: 'Change Password', icon: 'heroicons_outline:key', href: '/reset-password' },
];

/** The default sign-out route. */
export const DEFAULT_SIGN_OUT_HREF = '/sign-out';

/** A user menu configuration with every default filled in. */
export type ResolvedUserMenuConfig = Required<Pick<UserMenuConfig, 'items' | 'showStatus' | 'signOutHref'>> & Pick<UserMenuConfig, 'signOutRedirect'>;

/** Throws a clear error for an item without a label or without exactly one of `href` and `onSelect`. */
export function assertUserMenuItems(items: readonly UserMenuItem[]): void {
  const ids = new Set<string>();
  for (const item of items) {
    if (!item || typeof item.id !== 'string' || !item.id) throw new TypeError('Every user menu item needs an id.');
    if (ids.has(item.id)) throw new TypeError(`Two user menu items have the id '${item.id}'.`);
    ids.add(item.id);
    if (!item.label && !item.labelKey) throw new TypeError(`User menu item '${item.id}' needs a label or a labelKey.`);
    if ((item.href === undefined) === (item.onSelect === undefined)) throw new TypeError(`User menu item '${item.id}' needs exactly one of href and onSelect.`);
  }
}

/** Fills in the defaults under `config` (later configs win, field by field). */
export function resolveUserMenuConfig(...configs: (UserMenuConfig | null | undefined)[]): ResolvedUserMenuConfig {
  const merged: UserMenuConfig = {};
  for (const config of configs) {
    if (!config) continue;
    for (const [key, value] of Object.entries(config)) if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  const items = merged.items ?? DEFAULT_USER_MENU_ITEMS;
  assertUserMenuItems(items);
  return {
    items,
    showStatus: merged.showStatus ?? true,
    signOutHref: merged.signOutHref ?? DEFAULT_SIGN_OUT_HREF,
    signOutRedirect: merged.signOutRedirect,
  };
}

/** The user menu's configuration: the provider's with `overrides` over it and the defaults under it. */
export function useUserMenuConfig(overrides?: UserMenuConfig): ResolvedUserMenuConfig {
  const provided = useProvidedUserMenuConfig();
  const { items, showStatus, signOutRedirect, signOutHref } = overrides ?? {};
  return useMemo(
    () => resolveUserMenuConfig(provided, { items, showStatus, signOutRedirect, signOutHref }),
    [provided, items, showStatus, signOutRedirect, signOutHref],
  );
}

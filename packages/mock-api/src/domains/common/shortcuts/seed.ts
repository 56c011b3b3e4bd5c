import type { Shortcut } from '@hotel/shell/api';
import type { Domain } from '../../../core/db';
import { usersDomain } from '../../users/seed';
import { navigationFor } from '../navigation/handlers';
import { visibleLinks } from '../navigation/filter';

/** Shortcuts per user id: admin's routes differ from a receptionist's, so each user has a list. */
export type ShortcutsState = Record<string, Shortcut[]>;

const RELOAD: Shortcut = {
  id: 'shortcut-reload',
  label: 'Reload',
  description: 'Reload the app',
  icon: 'heroicons_outline:arrow-path',
  link: '/dashboards',
  useRouter: false,
};

/** The 8 shortcuts of the template (fuse-behaviour 4.5), with links that resolve in our app. */
export function adminShortcuts(): Shortcut[] {
  return [
    { id: 'shortcut-changelog', label: 'Changelog', description: 'List of changes', icon: 'heroicons_outline:newspaper', link: '/docs/changelog', useRouter: true },
    { id: 'shortcut-documentation', label: 'Documentation', description: 'Getting started', icon: 'heroicons_outline:book-open', link: '/apps/help-center/guides', useRouter: true },
    { id: 'shortcut-help-center', label: 'Help center', description: 'FAQs and guides', icon: 'heroicons_outline:information-circle', link: '/apps/help-center', useRouter: true },
    { id: 'shortcut-dashboard', label: 'Dashboard', description: 'User analytics', icon: 'heroicons_outline:chart-pie', link: '/dashboards', useRouter: true },
    { id: 'shortcut-mailbox', label: 'Mailbox', description: '5 new e-mails', icon: 'heroicons_outline:envelope', link: '/apps/mailbox', useRouter: true },
    { id: 'shortcut-tasks', label: 'Tasks', description: '12 unfinished tasks', icon: 'heroicons_outline:check-circle', link: '/apps/tasks', useRouter: true },
    { id: 'shortcut-contacts', label: 'Contacts', description: 'List all contacts', icon: 'heroicons_outline:user-group', link: '/apps/contacts', useRouter: true },
    RELOAD,
  ];
}

/** A user's seed: admin gets the 8; anyone else the first 4 links of their own menu plus Reload. */
export async function shortcutsForRoles(roles: readonly string[]): Promise<Shortcut[]> {
  if (roles.includes('admin')) return adminShortcuts();
  const links = visibleLinks(await navigationFor(roles)).slice(0, 4);
  const first = links[0]?.link;
  return [
    ...links.map((item) => ({
      id: `shortcut-${item.id}`,
      label: item.title ?? item.id,
      description: item.subtitle ?? item.link ?? '',
      icon: item.icon ?? 'heroicons_outline:bookmark',
      link: item.link ?? '/',
      useRouter: true,
    })),
    // Reload reloads the first page the user may open (the welcome page for a user with no links).
    { ...RELOAD, link: first ?? '/welcome' },
  ];
}

/** Every demo user's shortcuts; a user added later (sign-up) gets theirs on first use. */
export const shortcutsDomain: Domain<ShortcutsState> = {
  name: 'shortcuts',
  // Loaded when a stored entry is first read (zod stays out of start-up).
  schema: async () => (await import('./stored-shape')).shortcutsSchema,
  seed: async ({ get }) => {
    const users = await get(usersDomain);
    const state: ShortcutsState = {};
    for (const user of users) state[user.id] = await shortcutsForRoles(user.roles);
    return state;
  },
};

import { filterByRoles, type ShellNavigationItem } from '@hotel/shell';

/** Who may open the rooms board (the route) and see its menu item. `admin` is listed: the menu filter has no admin exception. */
export const ROOMS_ROLES = ['admin', 'manager', 'receptionist', 'front-office-supervisor', 'housekeeping', 'housekeeping-supervisor'];

/** Who may open the guest list. */
export const GUESTS_ROLES = ['admin', 'manager', 'receptionist', 'front-office-supervisor'];

/**
 * The app's own menu. Titles are translated by id from the `nav` namespace (src/i18n.ts); the
 * English title is the fallback. An item without `roles` is for every signed-in user.
 */
export const MENU: ShellNavigationItem[] = [
  { id: 'today', type: 'basic', title: 'Today', icon: 'heroicons_outline:home', link: '/', exactMatch: true },
  { id: 'rooms', type: 'basic', title: 'Rooms', icon: 'heroicons_outline:key', link: '/rooms', roles: ROOMS_ROLES },
  { id: 'guests', type: 'basic', title: 'Guests', icon: 'heroicons_outline:user-group', link: '/guests', roles: GUESTS_ROLES },
];

/** The menu a user with these roles sees. */
export const menuFor = (roles: readonly string[]): ShellNavigationItem[] => filterByRoles(MENU, roles);

import { activeTrail, visibleItems, type NavigationLocation, type ShellNavigationItem } from '@hotel/shell';
import { WELCOME_PATHS, welcomeLinks } from '../pages/shell/welcome-links';

/**
 * The navigation icons a first screen at `location` draws before anyone touches the menu: the
 * items at the top of the menu and inside its groups (group headings always show their items; a
 * rail shows them too, a horizontal bar fewer), the items of the collapsables opened because they
 * hold the current page, and on the welcome page its cards. Items inside the other collapsables,
 * asides and flyouts only show after the navigation is used: their icons load on its intent.
 */
export function firstScreenNavigationIcons(items: readonly ShellNavigationItem[], location: NavigationLocation): Set<string> {
  const visible = visibleItems(items);
  const trail = new Set(activeTrail(visible, location));
  const icons = new Set<string>();
  const walk = (list: readonly ShellNavigationItem[]) => {
    for (const item of list) {
      if (item.icon) icons.add(item.icon);
      if (item.children && (item.type === 'group' || (item.type === 'collapsable' && trail.has(item.id)))) walk(item.children);
    }
  };
  walk(visible);
  if (WELCOME_PATHS.includes(location.pathname)) for (const item of welcomeLinks(visible)) if (item.icon) icons.add(item.icon);
  return icons;
}

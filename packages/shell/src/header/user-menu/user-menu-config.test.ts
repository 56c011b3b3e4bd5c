import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_OUT_HREF, DEFAULT_USER_MENU_ITEMS, resolveUserMenuConfig } from './user-menu-config';
import { USER_MENU_LINKS } from './user-menu-view';

describe('resolveUserMenuConfig', () => {
  it('defaults to today’s menu: Profile, Settings, Change Password, the Status submenu and a link to /sign-out', () => {
    const config = resolveUserMenuConfig();
    expect(config.items.map((item) => [item.labelKey, item.href])).toEqual([
      ['user.profile', USER_MENU_LINKS.profile],
      ['user.settings', USER_MENU_LINKS.settings],
      ['user.changePassword', USER_MENU_LINKS.changePassword],
    ]);
    expect(config).toMatchObject({ showStatus: true, signOutHref: USER_MENU_LINKS.signOut, signOutRedirect: undefined });
    expect(DEFAULT_SIGN_OUT_HREF).toBe('/sign-out');
  });

  it('later configs win field by field; undefined leaves the earlier value', () => {
    const items = [{ id: 'billing', label: 'Billing', href: '/billing' }];
    const config = resolveUserMenuConfig({ items, signOutRedirect: '/login' }, { showStatus: false, items: undefined });
    expect(config.items).toBe(items);
    expect(config.showStatus).toBe(false);
    expect(config.signOutRedirect).toBe('/login');
    expect(resolveUserMenuConfig({ items: [] }).items).toEqual([]);
    expect(resolveUserMenuConfig(null, undefined).items).toBe(DEFAULT_USER_MENU_ITEMS);
  });

  it.each([
    [[{ id: '', label: 'X', href: '/x' }], 'Every user menu item needs an id.'],
    [[{ id: 'x', href: '/x' }], "User menu item 'x' needs a label or a labelKey."],
    [[{ id: 'x', label: 'X' }], "User menu item 'x' needs exactly one of href and onSelect."],
    [[{ id: 'x', label: 'X', href: '/x', onSelect: () => {} }], "User menu item 'x' needs exactly one of href and onSelect."],
    [[{ id: 'x', label: 'X', href: '/x' }, { id: 'x', label: 'Y', href: '/y' }], "Two user menu items have the id 'x'."],
  ])('refuses bad items with a clear error (%#)', (items, message) => {
    expect(() => resolveUserMenuConfig({ items })).toThrow(message);
  });
});

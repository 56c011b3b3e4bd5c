import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '@hotel/ui';
import { filterNavigation, navigationTree, ROLES } from '@hotel/mock-api';
import { firstScreenIconKeys, frameIconUses, normaliseIconName, readIconSet, registeredByUi, sourceIconUses } from '../../../../scripts/frame-icons';
import { firstScreenNavigationIcons } from './first-screen-icons';
import { FRAME_ICONS } from './frame-icons.generated';
import { loadNavigationIcons } from './navigation-icons';
import { NAVIGATION_ICONS } from './navigation-icons.generated';

/*
 * The frame's icon packs (frame-icons.generated.ts, registered with the frame, and
 * navigation-icons.generated.ts, loaded on the navigation's intent) must hold exactly the icons
 * the signed-in frame can show, as its sets draw them, the first screens' in the frame's pack;
 * otherwise a screen loads a whole set again, draws an icon late, or draws a stale one. Fix a
 * failure with `npm run generate:frame-icons`.
 */
const REGENERATE = 'the frame icon pack is stale: run `npm run generate:frame-icons`';
const { byName, computed, unknown } = frameIconUses();
const ALL_ICONS = { ...FRAME_ICONS, ...NAVIGATION_ICONS };
const packed = Object.keys(ALL_ICONS);
const whereOf = (key: string) => byName.get(key)?.map((use) => use.where).join('; ');

describe('the frame icon pack', () => {
  it('reads the navigation tree and the frame, header and welcome page modules', () => {
    const fromNavigation = [...byName.values()].flat().filter((use) => use.where.startsWith('navigation: '));
    expect(fromNavigation.length).toBeGreaterThan(50);
    expect(sourceIconUses().files).toEqual(
      expect.arrayContaining([
        'apps/backoffice/src/frame/frame-slots.tsx',
        'packages/shell/src/header/shortcuts/shortcuts-content.tsx',
        'packages/shell/src/header/user-menu/user-menu-view.tsx',
        'packages/shell/src/layout/layout-parts.tsx',
        'packages/shell/src/settings/settings-drawer.tsx',
        'packages/ui/src/components/alert/alert.tsx',
      ]),
    );
  });

  it('holds every icon the navigation and the frame name, unless @hotel/ui registers it', () => {
    const missing = [...byName.keys()].filter((key) => !(key in ALL_ICONS) && !registeredByUi(key));
    expect(missing.map((key) => `${key} (${whereOf(key)})`), REGENERATE).toEqual([]);
  });

  it('holds nothing else, and each icon in one pack only', () => {
    const extra = packed.filter((key) => !byName.has(key) || registeredByUi(key));
    expect(extra, REGENERATE).toEqual([]);
    expect(Object.keys(FRAME_ICONS).filter((key) => key in NAVIGATION_ICONS)).toEqual([]);
  });

  it("the frame's pack holds what the frame's code names and every role's first screen draws; the navigation's pack the rest", () => {
    const source = new Set(sourceIconUses().uses.map((use) => normaliseIconName(use.name)));
    const first = firstScreenIconKeys();
    expect(Object.keys(FRAME_ICONS).filter((key) => !source.has(key) && !first.has(key)), REGENERATE).toEqual([]);
    expect(Object.keys(NAVIGATION_ICONS).filter((key) => source.has(key) || first.has(key)), REGENERATE).toEqual([]);
    expect(Object.keys(NAVIGATION_ICONS).length).toBeGreaterThan(10);
  });

  it.each([...new Set([...ROLES, 'admin'])])("%s: the welcome page draws no navigation icon outside the frame's pack", (role) => {
    const icons = [...firstScreenNavigationIcons(filterNavigation(navigationTree, [role]), { pathname: '/welcome' })].map(normaliseIconName);
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.filter((key) => !key || (!(key in FRAME_ICONS) && !registeredByUi(key)))).toEqual([]);
  });

  it('can see every name: none is computed at run time or names an unknown set', () => {
    expect([...computed, ...unknown]).toEqual([]);
  });

  it.each(packed)('%s is an exact copy of its set', (key) => {
    expect(normaliseIconName(key)).toBe(key);
    const [set, name = ''] = key.split(':') as [Parameters<typeof readIconSet>[0], string];
    const data = readIconSet(set);
    expect(ALL_ICONS[key], REGENERATE).toEqual({ width: data.width, height: data.height, nodes: data.icons[name] });
  });

  it('is registered by the frame and on the navigation\'s intent: once both have loaded, each icon draws on its first render', async () => {
    await import('./app-frame');
    await loadNavigationIcons();
    const { container } = render(
      <>
        {packed.map((key) => (
          <Icon key={key} name={key.replace('heroicons-outline:', 'heroicons_outline:')} />
        ))}
      </>,
    );
    const states = [...container.querySelectorAll('[data-slot="icon"]')].map((icon) => icon.getAttribute('data-state'));
    expect(states).toEqual(packed.map(() => 'ready'));
  });
});

describe('the first screen and the navigation pack', () => {
  const tree = filterNavigation(navigationTree, ['admin']);
  const deep = Object.keys(NAVIGATION_ICONS)[0]!;
  const insideCollapsed = (() => {
    const find = (items: typeof tree, trail: string[]): { link: string; trail: string[] } | null => {
      for (const item of items) {
        if (item.type === 'basic' && item.link && item.icon && normaliseIconName(item.icon) === deep && trail.length) return { link: item.link, trail };
        const found = item.children ? find(item.children, item.type === 'collapsable' ? [...trail, item.id] : trail) : null;
        if (found) return found;
      }
      return null;
    };
    return find(tree, []);
  })();

  it('a screen inside a collapsed group opens it: its icons are the first screen\'s', () => {
    expect(insideCollapsed).not.toBeNull();
    expect([...firstScreenNavigationIcons(tree, { pathname: insideCollapsed!.link })].map(normaliseIconName)).toContain(deep);
    expect([...firstScreenNavigationIcons(tree, { pathname: '/dashboards' })].map(normaliseIconName)).not.toContain(deep);
  });

  it('the loader waits for the navigation pack only when the first screen needs it', async () => {
    const imported = vi.fn();
    vi.doMock('./navigation-icons.generated', async (original) => {
      imported();
      return original();
    });
    vi.resetModules();
    const fresh = await import('./navigation-icons');
    await fresh.ensureFirstScreenIcons(tree, { pathname: '/welcome' });
    await fresh.ensureFirstScreenIcons(undefined, { pathname: insideCollapsed!.link });
    expect(imported).not.toHaveBeenCalled();
    await fresh.ensureFirstScreenIcons(tree, { pathname: insideCollapsed!.link });
    expect(imported).toHaveBeenCalledTimes(1);
    vi.doUnmock('./navigation-icons.generated');
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '@hotel/ui';
import { frameIconUses, normaliseIconName, readIconSet, registeredByUi, sourceIconUses } from '../../../../scripts/frame-icons';
import { FRAME_ICONS } from './frame-icons.generated';

/*
 * The frame's icon pack (frame-icons.generated.ts) must hold exactly the icons the signed-in frame
 * can show, as its sets draw them; otherwise the first screen loads icons by name again, or draws
 * a stale icon. Fix a failure with `npm run generate:frame-icons`.
 */
const REGENERATE = 'the frame icon pack is stale: run `npm run generate:frame-icons`';
const { byName, computed, unknown } = frameIconUses();
const packed = Object.keys(FRAME_ICONS);
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
    const missing = [...byName.keys()].filter((key) => !(key in FRAME_ICONS) && !registeredByUi(key));
    expect(missing.map((key) => `${key} (${whereOf(key)})`), REGENERATE).toEqual([]);
  });

  it('holds nothing else', () => {
    const extra = packed.filter((key) => !byName.has(key) || registeredByUi(key));
    expect(extra, REGENERATE).toEqual([]);
  });

  it('can see every name: none is computed at run time or names an unknown set', () => {
    expect([...computed, ...unknown]).toEqual([]);
  });

  it.each(packed)('%s is an exact copy of its set', (key) => {
    expect(normaliseIconName(key)).toBe(key);
    const [set, name = ''] = key.split(':') as [Parameters<typeof readIconSet>[0], string];
    const data = readIconSet(set);
    expect(FRAME_ICONS[key], REGENERATE).toEqual({ width: data.width, height: data.height, nodes: data.icons[name] });
  });

  it('is registered by the frame: once app-frame has loaded, each icon draws on its first render', async () => {
    await import('./app-frame');
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

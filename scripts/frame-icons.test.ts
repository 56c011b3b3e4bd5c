import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '@hotel/shell/api';
import { navigationIconUses, normaliseIconName, scanModule } from './frame-icons';

describe('scanModule', () => {
  const source = `
    import { Icon } from '@hotel/ui';
    import type { IconPack } from '@hotel/ui';
    import { type Breakpoint, useBreakpoint } from './hooks';
    export { Button } from './button';
    export type { ButtonProps } from './button';
    const Panel = lazy(() => import('./panel'));
    // <Icon name="heroicons_outline:in-a-comment" />
    /** Icon name, e.g. 'heroicons_outline:in-jsdoc'. */
    type Name = 'heroicons_outline:a-type';
    const PACK = { 'heroicons-solid:a-key': 1 };
    const SHIFTS = { morning: 'heroicons_outline:sun', night: \`heroicons-outline:moon\` };
    export const A = (open: boolean) => <Icon name={open ? 'heroicons_outline:arrows-pointing-in' : "Material_Solid:hotel"} />;
    export const B = () => <Icon name="feather:bell" />;
    export const C = (name: string) => <Icon name={\`heroicons_outline:\${name}\`} />;
    export const D = (name: string) => 'heroicons_mini:' + name;
    export const E = 'https://example.test/a:b', F = 'fontawesome:home', G = 'Title: subtitle';
  `;
  const scanned = scanModule('example.tsx', source);

  it('finds each icon name written as a string in code, with its line', () => {
    expect(scanned.names).toEqual([
      { name: 'heroicons_outline:sun', line: 12 },
      { name: 'heroicons-outline:moon', line: 12 },
      { name: 'heroicons_outline:arrows-pointing-in', line: 13 },
      { name: 'Material_Solid:hotel', line: 13 },
      { name: 'feather:bell', line: 14 },
    ]);
  });

  it('reports a name completed at run time, which no pack can hold', () => {
    expect(scanned.computed).toEqual([
      { text: '`heroicons_outline:${name}`', line: 15 },
      { text: 'heroicons_mini:', line: 16 },
    ]);
  });

  it('follows value imports and re-exports, lazy ones marked, never type-only ones', () => {
    expect(scanned.imports).toEqual([
      { specifier: '@hotel/ui', dynamic: false },
      { specifier: './hooks', dynamic: false },
      { specifier: './button', dynamic: false },
      { specifier: './panel', dynamic: true },
    ]);
  });
});

describe('navigationIconUses', () => {
  it('walks the whole tree, naming where each icon sits', () => {
    const tree: NavigationItem[] = [
      {
        id: 'hotel',
        title: 'Hotel',
        type: 'group',
        children: [
          { id: 'a', title: 'A', type: 'basic', icon: 'heroicons_outline:home', link: '/a' },
          {
            id: 'b',
            title: 'B',
            type: 'collapsable',
            icon: 'heroicons_outline:scale',
            children: [{ id: 'c', type: 'basic', icon: 'heroicons_outline:user', link: '/c' }],
          },
        ],
      },
    ];
    expect(navigationIconUses(tree)).toEqual([
      { name: 'heroicons_outline:home', where: 'navigation: Hotel › A' },
      { name: 'heroicons_outline:scale', where: 'navigation: Hotel › B' },
      { name: 'heroicons_outline:user', where: 'navigation: Hotel › B › c' },
    ]);
  });
});

describe('normaliseIconName', () => {
  it.each([
    ['heroicons_outline:home', 'heroicons-outline:home'],
    [' Material_Solid:hotel ', 'material-solid:hotel'],
    ['home', 'heroicons-outline:home'],
    ['fontawesome:home', undefined],
  ])('%s → %s', (name, key) => expect(normaliseIconName(name)).toBe(key));
});

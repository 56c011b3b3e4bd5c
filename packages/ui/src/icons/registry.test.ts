import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GROUP_BYTES, groupNames, iconExportName } from '../../../../scripts/generate-icons.mjs';
import { SET_SAMPLES_PACK } from '../components/icon/icon-set-samples';
import { loadIconSet, registerIconSets } from '../icon-sets';
import { BUNDLED_ICONS } from './bundled-icons';
import { findIcon, groupIndex } from './by-name/load-by-name';
import { ICON_GROUPS } from './by-name/groups.generated';
import {
  getIcon,
  getRegisteredIcon,
  hasIconLoader,
  ICON_SETS,
  loadIcon,
  parseIconName,
  registerIconLoader,
  registerIcons,
  resetIconLoaders,
  resetIconSetCache,
  resetRegisteredIcons,
  type IconData,
  type IconNode,
  type IconSetData,
  type IconSetId,
} from './registry';

// Vitest runs from the repository root.
const iconsDir = resolve(process.cwd(), 'packages/ui/src/icons') + '/';
const namesDir = resolve(process.cwd(), 'packages/mock-api/src/domains/common/icons/names') + '/';
const readJson = <T,>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** A set's by-name groups, in order, as files. */
const groupFiles = (set: IconSetId) => readdirSync(`${iconsDir}by-name/${set}`).sort();
const readGroups = (set: IconSetId) => groupFiles(set).map((file) => readJson<IconSetData>(`${iconsDir}by-name/${set}/${file}`));
/** A whole set, merged from its groups. */
function readSet(set: IconSetId): IconSetData {
  const groups = readGroups(set);
  return { width: groups[0]!.width, height: groups[0]!.height, icons: Object.assign({}, ...groups.map((group) => group.icons)) as IconSetData['icons'] };
}

const ALLOWED_TAGS = new Set(['path', 'g', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'defs', 'mask', 'clipPath', 'linearGradient', 'radialGradient', 'stop', 'use']);

function* walk(nodes: IconNode[]): Generator<IconNode> {
  for (const node of nodes) {
    yield node;
    if (node[2]) yield* walk(node[2]);
  }
}

beforeEach(() => resetIconLoaders());
afterEach(() => resetRegisteredIcons());

describe('generated icon sets', () => {
  it('has one named-export module with its declarations per set, and nothing else', () => {
    expect(readdirSync(`${iconsDir}sets`).sort()).toEqual(ICON_SETS.flatMap((set) => [`${set}.d.ts`, `${set}.js`]).sort());
  });

  it.each(ICON_SETS)('%s holds only safe element trees', (set) => {
    const data = readSet(set);
    expect(Object.keys(data.icons).length).toBeGreaterThan(200);
    const problems: string[] = [];
    for (const [name, nodes] of Object.entries(data.icons)) {
      for (const [tag, attributes] of walk(nodes)) {
        if (!ALLOWED_TAGS.has(tag)) problems.push(`${name}: <${tag}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on|^style$/i.test(attribute)) problems.push(`${name}: ${attribute}`);
          if (/href$/i.test(attribute) && !value.startsWith('#')) problems.push(`${name}: ${attribute}=${value}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(ICON_SETS)('the mock API name list of %s matches the set', (set) => {
    const names = readJson<{ namespace: string; name: string; grid: string; list: string[] }>(`${namesDir}${set}.json`);
    expect(names.namespace).toBe(set.replaceAll('-', '_'));
    expect(names.list).toEqual(Object.keys(readSet(set).icons).sort());
  });

  it('strips the suffixes that tell heroicons styles apart', () => {
    const mini = readSet('heroicons-mini');
    const solid = readSet('heroicons-solid');
    expect(mini.width).toBe(20);
    expect(Object.keys(mini.icons).some((name) => name.endsWith('-solid'))).toBe(false);
    expect(Object.keys(solid.icons)).toContain('home');
  });
});

describe('the by-name groups', () => {
  it.each(ICON_SETS)('%s: consecutive names, in the table in order, none over the group size', (set) => {
    const groups = readGroups(set);
    const table = ICON_GROUPS[set];
    expect(groupFiles(set)).toEqual(table.map((_group, index) => `${String(index).padStart(2, '0')}.json`));
    // Sorted: an object lists integer-like keys ('123', '360') first, whatever the order written.
    const names = groups.map((group) => Object.keys(group.icons).sort());
    expect(names.map((group) => group[0])).toEqual(table.map(([first]) => first));
    expect(names.flat()).toEqual(names.flat().toSorted());
    for (const group of groups) expect(JSON.stringify(group.icons).length).toBeLessThanOrEqual(GROUP_BYTES + 2);
    // One icon by name never fetches its whole set.
    expect(groups.length).toBeGreaterThan(2);
  });

  it.each(ICON_SETS)('%s: groupIndex finds the group holding each icon', (set) => {
    const wrong = readGroups(set).flatMap((group, index) => Object.keys(group.icons).filter((name) => groupIndex(set, name) !== index));
    expect(wrong).toEqual([]);
  });

  it('groupNames cuts a run when the next icon would pass the limit', () => {
    const icon = (d: string): IconNode[] => [['path', { d }]];
    const icons = { c: icon('M3'), a: icon('M1'), b: icon('M2'), d: icon('M4') };
    const one = JSON.stringify('a').length + JSON.stringify(icons.a).length + 2;
    expect(groupNames(icons, one * 2)).toEqual([['a', 'b'], ['c', 'd']]);
    expect(groupNames(icons, one)).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('findIcon draws an icon from its group, and knows a name no group holds', async () => {
    const twotone = readSet('material-twotone');
    const last = Object.keys(twotone.icons).at(-1)!;
    expect(await findIcon('material-twotone', 'hotel')).toEqual({ width: 24, height: 24, nodes: twotone.icons.hotel });
    expect(await findIcon('material-twotone', last)).toEqual({ width: 24, height: 24, nodes: twotone.icons[last] });
    expect(await findIcon('heroicons-mini', 'bell')).toMatchObject({ width: 20, height: 20 });
    expect(await findIcon('feather', 'no-such-icon')).toBeUndefined();
    expect(await findIcon('feather', '000-before-everything')).toBeUndefined();
    expect(await findIcon('feather', 'constructor')).toBeUndefined();
  });
});

describe('@hotel/ui/icons/<set>', () => {
  /** `/** \`set:name\` *\/ export declare const id: IconData;` pairs of a declarations file. */
  const declared = (set: IconSetId) =>
    [...readFileSync(`${iconsDir}sets/${set}.d.ts`, 'utf8').matchAll(/\/\*\* `([\w-]+):([\w-]+)` \*\/\nexport declare const (\w+): IconData;/g)].map(
      ([, inSet, name, id]) => ({ inSet, name, id }),
    );

  it.each(ICON_SETS)('%s exports each icon under its name, as its group draws it, and declares each', async (set) => {
    const module = (await import(`./sets/${set}.js`)) as Record<string, IconData>;
    const data = readSet(set);
    const names = Object.keys(data.icons).sort();
    expect(Object.keys(module).sort()).toEqual(names.map(iconExportName).sort());
    for (const name of names) expect(module[iconExportName(name)], name).toEqual({ width: data.width, height: data.height, nodes: data.icons[name] });
    expect(declared(set)).toEqual(names.map((name) => ({ inSet: set, name, id: iconExportName(name) })));
  });

  it.each([
    ['home', 'home'],
    ['chevron-right', 'chevronRight'],
    ['arrow-down-0-1', 'arrowDown01'],
    ['3d-rotation', '_3dRotation'],
    ['10k', '_10k'],
    ['delete', '_delete'],
    ['package', '_package'],
  ])('the export name of %s is %s', (name, id) => expect(iconExportName(name)).toBe(id));
});

describe('loading by name', () => {
  const DRAWN: IconData = { width: 16, height: 16, nodes: [['path', { d: 'M1 1h14v14H1z' }]] };

  it('without a loader, an icon that is not registered is not found, and nothing is fetched', async () => {
    expect(hasIconLoader('feather')).toBe(false);
    expect(getIcon('feather', 'bell')).toBeUndefined();
    expect(await loadIcon('feather', 'bell')).toBeUndefined();
  });

  it('asks the set loader once per icon, shares a pending request and caches the answer', async () => {
    const loader = vi.fn((name: string) => Promise.resolve(name === 'bell' ? DRAWN : undefined));
    registerIconLoader('feather', loader);
    const first = loadIcon('feather', 'bell');
    expect(loadIcon('feather', 'bell')).toBe(first);
    expect(await first).toBe(DRAWN);
    expect(getIcon('feather', 'bell')).toBe(DRAWN);
    expect(await loadIcon('feather', 'bell')).toBe(DRAWN);
    expect(await loadIcon('feather', 'nope')).toBeUndefined();
    expect(getIcon('feather', 'nope')).toBeNull();
    await loadIcon('feather', 'nope');
    expect(loader.mock.calls).toEqual([['bell'], ['nope']]);
  });

  it('a failed load is not cached: the icon may be asked for again', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(DRAWN);
    registerIconLoader('feather', loader);
    await expect(loadIcon('feather', 'bell')).rejects.toThrow('offline');
    expect(await loadIcon('feather', 'bell')).toBe(DRAWN);
  });

  it('a registered icon never asks the loader', async () => {
    const loader = vi.fn(() => Promise.resolve(undefined));
    registerIconLoader('feather', loader);
    registerIcons({ 'feather:bell': DRAWN });
    expect(await loadIcon('feather', 'bell')).toBe(DRAWN);
    expect(loader).not.toHaveBeenCalled();
  });

  it('refuses a loader for a set Icon does not know', () => {
    expect(() => registerIconLoader('fontawesome' as IconSetId, () => Promise.resolve(undefined))).toThrow("registerIconLoader: 'fontawesome' is not a set");
  });

  it('registerIconSets registers a loader per set (all by default) that finds icons in the groups', async () => {
    registerIconSets(['feather']);
    expect(ICON_SETS.filter(hasIconLoader)).toEqual(['feather']);
    expect(await loadIcon('feather', 'bell')).toEqual({ width: 24, height: 24, nodes: readSet('feather').icons.bell });
    registerIconSets();
    expect(ICON_SETS.filter(hasIconLoader)).toEqual([...ICON_SETS]);
  });

  it('registerIconSets refuses an unknown set and then registers none', () => {
    expect(() => registerIconSets(['feather', 'fontawesome' as IconSetId])).toThrow("registerIconSets: 'fontawesome' is not a set");
    expect(ICON_SETS.filter(hasIconLoader)).toEqual([]);
  });

  it('loadIconSet assembles a whole set from its groups', async () => {
    expect(await loadIconSet('heroicons-outline')).toEqual(readSet('heroicons-outline'));
    expect(() => loadIconSet('nope' as IconSetId)).toThrow("loadIconSet: 'nope' is not a set");
  });

  it('resetIconSetCache forgets what loaders found', async () => {
    registerIconLoader('feather', () => Promise.resolve(DRAWN));
    await loadIcon('feather', 'bell');
    resetIconSetCache();
    expect(getIcon('feather', 'bell')).toBeUndefined();
  });
});

describe('bundled icons', () => {
  it('are registered by @hotel/ui itself, under their normalised names', () => {
    for (const [key, icon] of Object.entries(BUNDLED_ICONS)) {
      const { set, name } = parseIconName(key);
      expect(`${set}:${name}`).toBe(key);
      expect(getRegisteredIcon(set!, name)).toBe(icon);
    }
  });

  it.each(Object.keys(BUNDLED_ICONS))('%s is an exact copy of its set', (key) => {
    const { set, name } = parseIconName(key);
    const data = readSet(set!);
    expect(BUNDLED_ICONS[key]).toEqual({ width: data.width, height: data.height, nodes: data.icons[name] });
  });
});

describe("the Icon story's samples", () => {
  it.each(Object.keys(SET_SAMPLES_PACK))('%s is an exact copy of its set', (key) => {
    const { set, name } = parseIconName(key);
    const data = readSet(set!);
    expect(SET_SAMPLES_PACK[key]).toEqual({ width: data.width, height: data.height, nodes: data.icons[name] });
  });
});

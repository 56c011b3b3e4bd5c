import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { SET_SAMPLES_PACK } from '../components/icon/icon-set-samples';
import { BUNDLED_ICONS } from './bundled-icons';
import {
  getLoadedIconSet,
  getRegisteredIcon,
  ICON_SETS,
  loadIconSet,
  parseIconName,
  resetIconSetCache,
  type IconNode,
  type IconSetData,
} from './registry';

// Vitest runs from the repository root.
const setsDir = resolve(process.cwd(), 'packages/ui/src/icons/sets') + '/';
const namesDir = resolve(process.cwd(), 'packages/mock-api/src/domains/common/icons/names') + '/';
const readJson = <T,>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

const ALLOWED_TAGS = new Set(['path', 'g', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'defs', 'mask', 'clipPath', 'linearGradient', 'radialGradient', 'stop', 'use']);

function* walk(nodes: IconNode[]): Generator<IconNode> {
  for (const node of nodes) {
    yield node;
    if (node[2]) yield* walk(node[2]);
  }
}

beforeEach(() => resetIconSetCache());

describe('generated icon sets', () => {
  it('has one JSON per set, and nothing else', () => {
    expect(readdirSync(setsDir).sort()).toEqual(ICON_SETS.map((set) => `${set}.json`).sort());
  });

  it.each(ICON_SETS)('%s holds only safe element trees', (set) => {
    const data = readJson<IconSetData>(`${setsDir}${set}.json`);
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
    const data = readJson<IconSetData>(`${setsDir}${set}.json`);
    const names = readJson<{ namespace: string; name: string; grid: string; list: string[] }>(`${namesDir}${set}.json`);
    expect(names.namespace).toBe(set.replaceAll('-', '_'));
    expect(names.list).toEqual(Object.keys(data.icons).sort());
  });

  it('strips the suffixes that tell heroicons styles apart', () => {
    const mini = readJson<IconSetData>(`${setsDir}heroicons-mini.json`);
    const solid = readJson<IconSetData>(`${setsDir}heroicons-solid.json`);
    expect(mini.width).toBe(20);
    expect(Object.keys(mini.icons).some((name) => name.endsWith('-solid'))).toBe(false);
    expect(Object.keys(solid.icons)).toContain('home');
  });
});

describe('loadIconSet', () => {
  it('shares one request per set between concurrent callers and caches the result', async () => {
    const first = loadIconSet('feather');
    const second = loadIconSet('feather');
    expect(second).toBe(first);
    const data = await first;
    expect(getLoadedIconSet('feather')).toBe(data);
    expect(await loadIconSet('feather')).toBe(data);
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
    const [set = '', name = ''] = key.split(':');
    const data = JSON.parse(readFileSync(`${setsDir}${set}.json`, 'utf8')) as IconSetData;
    expect(BUNDLED_ICONS[key]).toEqual({ width: data.width, height: data.height, nodes: data.icons[name] });
  });
});

describe("the Icon story's samples", () => {
  it.each(Object.keys(SET_SAMPLES_PACK))('%s is an exact copy of its set', (key) => {
    const { set, name } = parseIconName(key);
    const data = JSON.parse(readFileSync(`${setsDir}${set}.json`, 'utf8')) as IconSetData;
    expect(SET_SAMPLES_PACK[key]).toEqual({ width: data.width, height: data.height, nodes: data.icons[name] });
  });
});

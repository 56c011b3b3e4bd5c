/**
 * Where <Icon> finds its drawings. Registered icons (an app's pack, and @hotel/ui's own frame icons)
 * are drawn at once. Every other icon comes from its set: a JSON module written by
 * scripts/generate-icons.mjs and loaded with a dynamic import the first time one of its icons
 * renders; one request per set, cached.
 */
import { BUNDLED_ICONS } from './bundled-icons';

/** One element of an icon: [tag, attributes] or [tag, attributes, children]. */
export type IconNode = [tag: string, attributes: Record<string, string>, children?: IconNode[]];

/** A loaded icon set: its view box size and every icon's element tree. */
export interface IconSetData {
  width: number;
  height: number;
  icons: Record<string, IconNode[]>;
}

/** One icon on its own: its set's view box size and its element tree. */
export interface IconData {
  width: number;
  height: number;
  nodes: IconNode[];
}

/**
 * Icons by full name, 'set:name' as <Icon> takes it: `'heroicons-outline:home'` or
 * `'heroicons_outline:home'` (a name without a set is heroicons outline).
 */
export type IconPack = Readonly<Record<string, IconData>>;

/** The sets <Icon> can draw from, by id (`heroicons-outline`; `heroicons_outline` is accepted too). */
export const ICON_SETS = [
  'heroicons-outline',
  'heroicons-solid',
  'heroicons-mini',
  'material-solid',
  'material-outline',
  'material-twotone',
  'feather',
] as const;

export type IconSetId = (typeof ICON_SETS)[number];

type Loader = () => Promise<{ default: unknown }>;

const loaders: Record<IconSetId, Loader> = {
  'heroicons-outline': () => import('./sets/heroicons-outline.json'),
  'heroicons-solid': () => import('./sets/heroicons-solid.json'),
  'heroicons-mini': () => import('./sets/heroicons-mini.json'),
  'material-solid': () => import('./sets/material-solid.json'),
  'material-outline': () => import('./sets/material-outline.json'),
  'material-twotone': () => import('./sets/material-twotone.json'),
  feather: () => import('./sets/feather.json'),
};

const loaded = new Map<IconSetId, IconSetData>();
const pending = new Map<IconSetId, Promise<IconSetData>>();

/** Whether a string names a known set. */
export function isIconSet(value: string): value is IconSetId {
  return (ICON_SETS as readonly string[]).includes(value);
}

/**
 * Splits 'heroicons_outline:home' or 'heroicons-outline:home' into set and icon name. A name
 * without a set uses `heroicons-outline`. Returns `set: null` for a set we do not know.
 */
export function parseIconName(full: string): { set: IconSetId | null; name: string; rawSet: string } {
  const index = full.indexOf(':');
  const rawSet = index === -1 ? 'heroicons-outline' : full.slice(0, index);
  const name = index === -1 ? full : full.slice(index + 1);
  const normalised = rawSet.trim().toLowerCase().replaceAll('_', '-');
  return { set: isIconSet(normalised) ? normalised : null, name: name.trim(), rawSet };
}

/** Registered icons by 'set:name', the set id normalised ('heroicons-outline:home'). */
const registered = new Map<string, IconData>();

/**
 * Ships icons with your own code, so <Icon> draws them at once: on its first render, with no
 * loading placeholder and without requesting their set. Register the few icons a first screen
 * needs (its navigation, its header) where that screen's code starts; every other icon still
 * loads with its set on first use.
 *
 * Names are spelled as <Icon> takes them (`heroicons_outline:home` and `heroicons-outline:home`
 * are the same icon); copy each icon's data from its set, as `scripts/generate-frame-icons.ts`
 * does for the back-office. A name registered again is replaced. Register before the icons
 * render: an <Icon> already on screen keeps what it drew.
 *
 * @throws {TypeError} when a name's set is not one of {@link ICON_SETS}; then nothing is registered.
 *
 * @example
 * registerIcons({
 *   'heroicons_outline:home': { width: 24, height: 24, nodes: [['path', { d: 'M2.25 12…' }]] },
 * });
 */
export function registerIcons(pack: IconPack): void {
  // Every name is checked before any is registered, so a bad pack changes nothing.
  const entries = Object.entries(pack).map(([full, icon]) => {
    const { set, name, rawSet } = parseIconName(full);
    if (!set) throw new TypeError(`registerIcons: '${full}' names the set '${rawSet}'; known sets are ${ICON_SETS.join(', ')}.`);
    return [`${set}:${name}`, icon] as const;
  });
  for (const [key, icon] of entries) registered.set(key, icon);
}

/** A registered icon, or undefined (then <Icon> loads its set). */
export function getRegisteredIcon(set: IconSetId, name: string): IconData | undefined {
  return registered.get(`${set}:${name}`);
}

/** Forgets every registered icon but @hotel/ui's own (tests only). */
export function resetRegisteredIcons(): void {
  registered.clear();
  registerIcons(BUNDLED_ICONS);
}

// @hotel/ui's own use of the mechanism: the icons the shell frame draws on every screen.
registerIcons(BUNDLED_ICONS);

/** The set if it has already loaded (synchronous, for the first render). */
export function getLoadedIconSet(set: IconSetId): IconSetData | undefined {
  return loaded.get(set);
}

/** Loads a set once; concurrent callers share one request. A failed load may be retried later. */
export function loadIconSet(set: IconSetId): Promise<IconSetData> {
  const done = loaded.get(set);
  if (done) return Promise.resolve(done);
  let request = pending.get(set);
  if (!request) {
    request = loaders[set]()
      .then((module) => {
        const data = module.default as IconSetData;
        loaded.set(set, data);
        return data;
      })
      .finally(() => pending.delete(set));
    pending.set(set, request);
  }
  return request;
}

/** Forgets every loaded set (tests only). */
export function resetIconSetCache(): void {
  loaded.clear();
  pending.clear();
}

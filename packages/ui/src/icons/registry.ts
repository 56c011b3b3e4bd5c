/**
 * Where <Icon> finds its drawings. Registered icons (an app's pack, icons imported one by one from
 * `@hotel/ui/icons/<set>`, and @hotel/ui's own frame icons) are drawn at once. Any other icon is
 * drawn only if its set has a loader: the core registers none, so an app that uses `Icon` bundles
 * no set. `registerIconSets()` from `@hotel/ui/icon-sets` registers loaders that fetch an icon by
 * name with the small group of its set it belongs to (scripts/generate-icons.mjs).
 */
import { BUNDLED_ICONS } from './bundled-icons';

/** One element of an icon: [tag, attributes] or [tag, attributes, children]. */
export type IconNode = [tag: string, attributes: Record<string, string>, children?: IconNode[]];

/** A loaded icon set (or a part of one): its view box size and its icons' element trees by name. */
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

/**
 * Finds one icon of a set by name: its drawing, or undefined when the set has no such icon. A
 * rejected promise is a failed load (the icon may be asked for again later).
 */
export type IconLoader = (name: string) => Promise<IconData | undefined>;

/** Whether a string names a known set. */
export function isIconSet(value: string): value is IconSetId {
  return (ICON_SETS as readonly string[]).includes(value);
}

/**
 * Throws a TypeError naming `caller` unless every id is one of {@link ICON_SETS}; checking all
 * before acting lets a caller change nothing on bad input.
 */
export function assertIconSets(sets: readonly string[], caller: string): asserts sets is readonly IconSetId[] {
  const unknown = sets.filter((set) => !isIconSet(set));
  if (unknown.length) throw new TypeError(`${caller}: ${unknown.map((set) => `'${set}'`).join(', ')} is not a set; known sets are ${ICON_SETS.join(', ')}.`);
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
/** Icons found by a loader ('set:name' → drawing, or null: the set has no such icon). */
const loaded = new Map<string, IconData | null>();
const pending = new Map<string, Promise<IconData | undefined>>();
const loaders = new Map<IconSetId, IconLoader>();

/**
 * Ships icons with your own code, so <Icon> draws them at once: on its first render, with no
 * loading placeholder and no request. Take the drawings from `@hotel/ui/icons/<set>` (each icon is
 * a named export, so you bundle only those you import), or copy them, as
 * `scripts/generate-frame-icons.ts` does for the back-office.
 *
 * Names are spelled as <Icon> takes them (`heroicons_outline:home` and `heroicons-outline:home`
 * are the same icon). A name registered again is replaced. Register before the icons render: an
 * <Icon> already on screen keeps what it drew.
 *
 * @throws {TypeError} when a name's set is not one of {@link ICON_SETS}; then nothing is registered.
 *
 * @example
 * import { home, key } from '@hotel/ui/icons/heroicons-outline';
 * registerIcons({ 'heroicons-outline:home': home, 'heroicons-outline:key': key });
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

/** A registered icon, or undefined. */
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

/**
 * Lets <Icon> draw any icon of `set` by name: an icon that is not registered shows a placeholder
 * while `loader` finds it. Registering again replaces the set's loader (icons already found stay
 * cached). `registerIconSets()` from `@hotel/ui/icon-sets` registers loaders for the bundled sets;
 * pass your own to fetch drawings from elsewhere (a CDN, your API).
 *
 * @throws {TypeError} when `set` is not one of {@link ICON_SETS}.
 */
export function registerIconLoader(set: IconSetId, loader: IconLoader): void {
  assertIconSets([set], 'registerIconLoader');
  loaders.set(set, loader);
}

/** An icon set that loads by name: what `@hotel/ui/icon-sets/<set>` exports (`heroiconsOutline`). */
export interface IconSource {
  /** The set's id, as `<Icon name="set:name">` names it. */
  readonly set: IconSetId;
  /** An icon by name, or undefined when the set has none. */
  find(name: string): Promise<IconData | undefined>;
}

/**
 * Lets <Icon> draw the icons of these sets by name, each set from its source: an app that names
 * icons at run time (from data) and wants only some sets imports their sources, so its build holds
 * no other set's groups.
 *
 * @example
 * import { registerIconSources } from '@hotel/ui';
 * import { heroiconsOutline } from '@hotel/ui/icon-sets/heroicons-outline';
 * registerIconSources(heroiconsOutline);
 */
export function registerIconSources(...sources: readonly IconSource[]): void {
  for (const source of sources) registerIconLoader(source.set, (name) => source.find(name));
}

/** Whether <Icon> can load icons of `set` by name (a loader is registered for it). */
export function hasIconLoader(set: IconSetId): boolean {
  return loaders.has(set);
}

/**
 * An icon drawn without waiting: registered, or already found by its set's loader. `null` when the
 * loader said the set has no such icon; undefined when it is not known yet.
 */
export function getIcon(set: IconSetId, name: string): IconData | null | undefined {
  return registered.get(`${set}:${name}`) ?? loaded.get(`${set}:${name}`);
}

/**
 * Finds an icon by name: registered, cached, or through its set's loader (once: concurrent callers
 * share one request, and a failed request may be retried later). Undefined when the set has no
 * such icon or no loader.
 */
export function loadIcon(set: IconSetId, name: string): Promise<IconData | undefined> {
  const key = `${set}:${name}`;
  const known = registered.get(key) ?? loaded.get(key);
  if (known !== undefined) return Promise.resolve(known ?? undefined);
  const loader = loaders.get(set);
  if (!loader) return Promise.resolve(undefined);
  let request = pending.get(key);
  if (!request) {
    request = loader(name)
      .then((icon) => {
        loaded.set(key, icon ?? null);
        return icon;
      })
      .finally(() => pending.delete(key));
    pending.set(key, request);
  }
  return request;
}

/** Forgets every icon found by a loader (tests only). */
export function resetIconSetCache(): void {
  loaded.clear();
  pending.clear();
}

/** Forgets every loader (tests only): icons that are not registered are then missing. */
export function resetIconLoaders(): void {
  loaders.clear();
  resetIconSetCache();
}

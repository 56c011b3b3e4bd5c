/**
 * `@hotel/ui/icon-sets`: icons by name at run time, for apps whose icon names come from data (a
 * navigation from an API, user-chosen shortcuts, an icon picker). Opt-in: `@hotel/ui` alone bundles
 * no icon set. This entry costs well under 1 KB gzip; the first icon it loads fetches the table of
 * groups (~2 KB gzip), then each icon fetches the group of its set it belongs to (at most ~32 KB,
 * ~10 KB gzip; a heroicons set has 4 to 6 groups, a Material set 20 to 30), each group once.
 */
import { assertIconSets, ICON_SETS, registerIconLoader, type IconSetData, type IconSetId } from './icons/registry';

/** The groups' table and their loaders: a chunk of its own, fetched on the first icon loaded by name. */
const loadByName = () => import('./icons/by-name/load-by-name');

/**
 * Lets <Icon name="set:name"> draw any icon of the given sets (all seven by default): an icon that is
 * not registered shows a same-size placeholder while the small group holding it loads. Call it once
 * where the app starts, before icons render. Icons registered with `registerIcons` still draw at once.
 *
 * @throws {TypeError} when a set is not one of `ICON_SETS`; then no loader is registered.
 *
 * @example
 * import { registerIconSets } from '@hotel/ui/icon-sets';
 * registerIconSets(); // or registerIconSets(['heroicons-outline', 'feather'])
 */
export function registerIconSets(sets: readonly IconSetId[] = ICON_SETS): void {
  assertIconSets(sets, 'registerIconSets');
  for (const set of sets) registerIconLoader(set, (name) => loadByName().then((module) => module.findIcon(set, name)));
}

/**
 * Every icon of one set (for a picker that lists a whole set): all of its groups, each requested
 * once and shared with <Icon>. Heroicons sets are 130 to 170 KB, Material sets 650 to 970 KB.
 *
 * @throws {TypeError} when `set` is not one of `ICON_SETS`.
 */
export function loadIconSet(set: IconSetId): Promise<IconSetData> {
  assertIconSets([set], 'loadIconSet');
  return loadByName().then((module) => module.loadWholeSet(set));
}


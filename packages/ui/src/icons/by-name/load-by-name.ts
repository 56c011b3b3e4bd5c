/**
 * Every set by name, from the generated groups (groups.generated.ts): what `@hotel/ui/icon-sets`
 * (`registerIconSets`, `loadIconSet`) loads on the first icon it is asked for. An app that wants
 * only some sets imports their sources instead (`@hotel/ui/icon-sets/<set>`), so its build holds
 * no other set's groups.
 */
import type { IconData, IconSetData, IconSetId } from '../registry';
import { ICON_GROUPS } from './groups.generated';
import { groupIndexIn, iconSetSource, type IconSetSource } from './set-source';

const sources = new Map<IconSetId, IconSetSource>();
const sourceOf = (set: IconSetId): IconSetSource => {
  let source = sources.get(set);
  if (!source) sources.set(set, (source = iconSetSource(set, ICON_GROUPS[set])));
  return source;
};

/** The index of the group of `set` that would hold `name`. */
export const groupIndex = (set: IconSetId, name: string): number => groupIndexIn(ICON_GROUPS[set], name);

/** An icon of a set by name, or undefined when the set has no such icon. */
export const findIcon = (set: IconSetId, name: string): Promise<IconData | undefined> => sourceOf(set).find(name);

/** Every icon of a set: all its groups, merged. */
export const loadWholeSet = (set: IconSetId): Promise<IconSetData> => sourceOf(set).loadAll();

/**
 * Icons by name from the generated groups (groups.generated.ts): each set is cut into groups of
 * consecutive names of at most ~32 KB, so one icon fetches its group, never its whole set. Loaded
 * by `@hotel/ui/icon-sets` on the first icon it is asked for; each group is requested once.
 */
import type { IconData, IconSetData, IconSetId } from '../registry';
import { ICON_GROUPS } from './groups.generated';

const groups = new Map<string, Promise<IconSetData>>();

/** The index of the group that would hold `name`: the last whose first name sorts at or before it. */
export function groupIndex(set: IconSetId, name: string): number {
  const table = ICON_GROUPS[set];
  let low = 0;
  let high = table.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (table[middle]![0] <= name) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** One group of a set, requested once (a failed request is forgotten, so it can be retried). */
export function loadGroup(set: IconSetId, index: number): Promise<IconSetData> {
  const key = `${set}/${index}`;
  let request = groups.get(key);
  if (!request) {
    const group = ICON_GROUPS[set][index];
    if (!group) return Promise.reject(new RangeError(`${set} has no icon group ${index}.`));
    request = group[1]().then((module) => module.default as IconSetData);
    request.catch(() => groups.delete(key));
    groups.set(key, request);
  }
  return request;
}

/** An icon of a set by name, or undefined when the set has no such icon. */
export async function findIcon(set: IconSetId, name: string): Promise<IconData | undefined> {
  const group = await loadGroup(set, groupIndex(set, name));
  const nodes = Object.hasOwn(group.icons, name) ? group.icons[name] : undefined;
  return nodes ? { width: group.width, height: group.height, nodes } : undefined;
}

/** Every icon of a set: all its groups, merged. */
export async function loadWholeSet(set: IconSetId): Promise<IconSetData> {
  const parts = await Promise.all(ICON_GROUPS[set].map((_group, index) => loadGroup(set, index)));
  const [first] = parts;
  if (!first) throw new RangeError(`${set} has no icons.`);
  return { width: first.width, height: first.height, icons: Object.assign({}, ...parts.map((part) => part.icons)) as IconSetData['icons'] };
}

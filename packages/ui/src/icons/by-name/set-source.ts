/**
 * One icon set by name, from its table of groups (tables/<set>.generated.ts): each group is a JSON
 * file of consecutive names of at most ~32 KB, so an icon fetches its group, never its whole set.
 * Each group is requested once, shared by every source of the set.
 */
import type { IconSetData, IconSetId, IconSource } from '../registry';

/** One group: its first icon name, and the import of its JSON (`{ width, height, icons }`). */
export type IconGroup = readonly [first: string, load: () => Promise<{ default: unknown }>];

/**
 * A bundled set that loads by name (`registerIconSources` in `@hotel/ui`): `find` fetches the group
 * holding the icon; `loadAll` every group, for a picker that lists a whole set.
 */
export interface IconSetSource extends IconSource {
  /** Every icon of the set (all its groups). */
  loadAll(): Promise<IconSetData>;
}

const requests = new Map<string, Promise<IconSetData>>();

/** The index of the group that would hold `name`: the last whose first name sorts at or before it. */
export function groupIndexIn(groups: readonly IconGroup[], name: string): number {
  let low = 0;
  let high = groups.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (groups[middle]![0] <= name) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A set's source over its table of groups. */
export function iconSetSource(set: IconSetId, groups: readonly IconGroup[]): IconSetSource {
  /** One group, requested once (a failed request is forgotten, so it can be retried). */
  const load = (index: number): Promise<IconSetData> => {
    const key = `${set}/${index}`;
    let request = requests.get(key);
    if (!request) {
      const group = groups[index];
      if (!group) return Promise.reject(new RangeError(`${set} has no icon group ${index}.`));
      request = group[1]().then((module) => module.default as IconSetData);
      request.catch(() => requests.delete(key));
      requests.set(key, request);
    }
    return request;
  };
  return {
    set,
    async find(name) {
      const group = await load(groupIndexIn(groups, name));
      const nodes = Object.hasOwn(group.icons, name) ? group.icons[name] : undefined;
      return nodes ? { width: group.width, height: group.height, nodes } : undefined;
    },
    async loadAll() {
      const parts = await Promise.all(groups.map((_group, index) => load(index)));
      const [first] = parts;
      if (!first) throw new RangeError(`${set} has no icons.`);
      return { width: first.width, height: first.height, icons: Object.assign({}, ...parts.map((part) => part.icons)) as IconSetData['icons'] };
    },
  };
}

/**
 * On-demand icon sets. Each set is a JSON module written by scripts/generate-icons.mjs and loaded
 * with a dynamic import the first time one of its icons renders; one request per set, cached.
 */

/** One element of an icon: [tag, attributes] or [tag, attributes, children]. */
export type IconNode = [tag: string, attributes: Record<string, string>, children?: IconNode[]];

/** A loaded icon set: its view box size and every icon's element tree. */
export interface IconSetData {
  width: number;
  height: number;
  icons: Record<string, IconNode[]>;
}

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

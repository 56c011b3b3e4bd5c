import type { ShellDataSources } from './types';

/** The names of the data sources. */
export const DATA_SOURCE_KEYS = ['navigation', 'user', 'messages', 'notifications', 'shortcuts', 'search', 'quickChat'] as const satisfies readonly (keyof ShellDataSources)[];

/** Throws a clear error for an unknown key or a source that is not an object; returns the sources given. */
export function assertDataSources(sources: Partial<ShellDataSources> | undefined): Partial<ShellDataSources> {
  for (const [key, value] of Object.entries(sources ?? {})) {
    if (!(DATA_SOURCE_KEYS as readonly string[]).includes(key)) throw new TypeError(`Unknown data source '${key}'; expected one of ${DATA_SOURCE_KEYS.join(', ')}.`);
    if (value !== undefined && (value === null || typeof value !== 'object')) throw new TypeError(`Data source '${key}' must be an object of async functions.`);
  }
  return sources ?? {};
}

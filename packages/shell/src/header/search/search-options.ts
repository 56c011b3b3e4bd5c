import type { SearchResultSet } from '../../api';

/** One choosable row of the search list (a result or a recent search). */
export type SearchOption =
  | { kind: 'contacts' | 'pages' | 'tasks'; key: string; link: string; value: string; set: SearchResultSet['id']; index: number }
  | { kind: 'recent'; key: string; value: string };

/** The rows in display order: every set's results, or the recent searches when there are no results. */
export function searchOptions(results: SearchResultSet[] | null, recent: string[]): SearchOption[] {
  if (results) {
    return results.flatMap((set) =>
      set.results.map((result, index) => ({
        kind: set.id,
        key: `${set.id}:${result.id}`,
        link: result.link,
        value: result.value,
        set: set.id,
        index,
      })),
    );
  }
  return recent.map((value) => ({ kind: 'recent' as const, key: `recent:${value}`, value }));
}

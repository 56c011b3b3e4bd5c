export { Search, type SearchProps } from './search';
export { searchOptions, type SearchOption } from './search-options';
export { searchOptionId, SearchResultsView, type SearchResultsViewProps } from './search-view';
export {
  recentSearchesKey,
  RECENT_SEARCHES_LIMIT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  SEARCH_SUPERSEDE_KEY,
  useSearch,
  type SearchState,
  type UseSearchOptions,
} from './use-search';

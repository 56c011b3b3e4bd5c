export { ShellDataSourcesProvider, type ShellDataSourcesProviderProps } from './data-sources-context';
export { createHttpDataSources, mergeDataSources, resolveDataSources, SEARCH_SUPERSEDE_KEY, type IconSetList } from './http-data-sources';
export type {
  DataRequestOptions,
  FeedSource,
  NavigationSource,
  QuickChatSource,
  SearchSource,
  ShellDataSources,
  ShortcutInput,
  ShortcutsSource,
  UserSource,
} from './types';
export { useShellDataSources } from './use-shell-data-sources';
export { assertDataSources, DATA_SOURCE_KEYS } from './validate';

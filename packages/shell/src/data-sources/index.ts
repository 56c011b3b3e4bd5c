export { ShellDataSourcesProvider, useShellDataSources, type ShellDataSourcesProviderProps } from './data-sources-context';
export { createHttpDataSources, mergeDataSources, SEARCH_SUPERSEDE_KEY, type IconSetList } from './http-data-sources';
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

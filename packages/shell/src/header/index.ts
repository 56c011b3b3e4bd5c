export { HeaderPanel, PHONE_QUERY, type HeaderPanelProps } from './panel';
export { FeedPanel, FeedView, htmlToText, useFeed, type FeedKind, type FeedPanelProps, type FeedState, type FeedStatus, type FeedViewProps, type UseFeedOptions } from './feed';
export { Messages, MessagesView, useMessages, type MessagesProps, type MessagesViewProps } from './messages';
export { Notifications, NotificationsView, useNotifications, type NotificationsProps, type NotificationsViewProps } from './notifications';
export {
  USER_LOAD_FAILED_MESSAGE,
  USER_MENU_LINKS,
  USER_STATUSES,
  UserMenu,
  UserMenuView,
  useUserMenu,
  type UserMenuProps,
  type UserMenuState,
  type UserMenuViewProps,
} from './user-menu';
export {
  ICON_PICKER_SETS,
  IconPicker,
  ShortcutForm,
  Shortcuts,
  shortcutSchema,
  ShortcutsView,
  useIconSet,
  useShortcuts,
  type IconPickerProps,
  type IconSetList,
  type IconSetState,
  type ShortcutFormProps,
  type ShortcutInput,
  type ShortcutsMode,
  type ShortcutsProps,
  type ShortcutsState,
  type ShortcutsViewProps,
  type UseShortcutsOptions,
} from './shortcuts';
export {
  RECENT_SEARCHES_LIMIT,
  recentSearchesKey,
  Search,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  SEARCH_SUPERSEDE_KEY,
  searchOptionId,
  searchOptions,
  SearchResultsView,
  useSearch,
  type SearchOption,
  type SearchProps,
  type SearchResultsViewProps,
  type SearchState,
  type UseSearchOptions,
} from './search';
export {
  chatNotFoundMessage,
  endsRun,
  formatChatTime,
  needsDateDivider,
  QuickChat,
  QuickChatConversation,
  QuickChatList,
  QuickChatProvider,
  QuickChatTitle,
  QuickChatToggle,
  showsTime,
  useQuickChat,
  useQuickChatContext,
  type QuickChatConversationProps,
  type QuickChatListProps,
  type QuickChatProps,
  type QuickChatProviderProps,
  type QuickChatState,
  type UseQuickChatOptions,
} from './quick-chat';
export { Flag, Languages, LanguagesView, useLanguages, type LanguagesProps, type LanguagesState, type LanguagesViewProps } from './languages';
export { ShiftMenu, ShiftMenuView, useShiftMenu, type ShiftMenuProps, type ShiftMenuViewProps } from './shift';
export { FullscreenToggle, FullscreenToggleView, type FullscreenToggleProps, type FullscreenToggleViewProps } from './fullscreen';
export {
  HeaderOverflowMenu,
  HeaderToolContext,
  useHeaderOverflowItem,
  useOverflowFocusReturn,
  type HeaderOverflowItem,
  type HeaderOverflowMenuProps,
  type HeaderOverflowOption,
  type HeaderToolContextValue,
} from './overflow';

/**
 * @hotel/shell: the back-office frame. Every export is listed explicitly.
 */

// ── API contract ────────────────────────────────────────────────────────────────────────────
export { endpoints } from './api';
export type {
  ApiError,
  Chat,
  ChatContact,
  ChatMessage,
  ChatProfile,
  ContactSearchResult,
  Message,
  NavigationBadge,
  NavigationItem,
  NavigationItemType,
  NavigationResponse,
  Notification,
  PageSearchResult,
  SearchResponse,
  SearchResultSet,
  Shortcut,
  SignInRequest,
  SignInResponse,
  SignUpRequest,
  TaskSearchResult,
  User,
  UserStatus,
} from './api';

// ── Auth session, guards, access policy ─────────────────────────────────────────────────────
export {
  AccessDenied,
  ADMIN_ROLE,
  AUTH_INIT_TIMEOUT_MESSAGE,
  AUTH_INIT_TIMEOUT_MS,
  AuthProvider,
  authStorage,
  canAccess,
  createAuthSession,
  createSessionLock,
  createStaticAuthSession,
  getRedirectTarget,
  hasAnyRole,
  RequireAccess,
  RequireAuth,
  RequireGuest,
  RequireRole,
  safeRedirectUrl,
  SessionLockDialog,
  SessionLockHost,
  TOKEN_KEY,
  UnlockForm,
  USER_ID_KEY,
  USER_NAME_KEY,
  useAuth,
  useOptionalAuth,
} from './auth';
export type {
  Access,
  AccessDeniedProps,
  AuthContextValue,
  AuthProviderProps,
  AuthSession,
  AuthState,
  AuthStatus,
  AuthStorage,
  CreateAuthSessionOptions,
  RequireAccessProps,
  RequireAuthProps,
  RequireGuestProps,
  RequireRoleProps,
  SessionLock,
  SessionLockDialogProps,
  SessionLockHostProps,
  SessionLockState,
  SignInOptions,
  UnlockFormProps,
} from './auth';

// ── Config: layout, scheme, theme ───────────────────────────────────────────────────────────
export {
  applyAppearance,
  CONFIG_STORAGE_KEY,
  ConfigProvider,
  createPrePaintScript,
  DEFAULT_CONFIG,
  isDarkScheme,
  isLayout,
  isScheme,
  isTheme,
  LAYOUTS,
  prePaintScript,
  PREFERS_DARK_QUERY,
  readStoredConfig,
  resolveLayout,
  sanitizeConfig,
  SCHEMES,
  THEMES,
  useConfig,
  useLayout,
  usePrefersDark,
  useRouterLayout,
  writeStoredConfig,
} from './config';
export type { ConfigContextValue, ConfigProviderProps, Layout, Scheme, ShellConfig, Theme } from './config';

// ── Open themes: an app registers its own (issue 18) ────────────────────────────────────────
export { DEFAULT_THEMES, resolveThemes } from './config';
export type { BuiltInTheme, PrePaintScriptOptions, ThemeOption } from './config';

// ── Data changed elsewhere (another tab, another user): screens load it again ──────────────
export { concernsData, DATA_CHANGED_EVENT, notifyDataChanged, useDataChanged } from './data';
export type { DataChangedDetail, UseDataChangedOptions } from './data';

// ── Errors and fullscreen ───────────────────────────────────────────────────────────────────
export {
  ErrorPanel,
  errorMessage,
  FULLSCREEN_FAILED_MESSAGE,
  FULLSCREEN_UNAVAILABLE_MESSAGE,
  isChunkLoadError,
  isFullscreenSupported,
  RouteErrorBoundary,
  RouteErrorPage,
  toggleFullscreen,
  useFullscreen,
} from './errors';
export type { ErrorPanelProps, RouteErrorBoundaryProps } from './errors';

// ── HTTP client ─────────────────────────────────────────────────────────────────────────────
export {
  createHttpClient,
  DEFAULT_TIMEOUT_MS,
  decodeJwtPayload,
  HttpClientProvider,
  HttpError,
  httpErrorFromResponse,
  isAbortError,
  isTokenExpired,
  SESSION_EXPIRED_MESSAGE,
  TOKEN_EXPIRY_SKEW_SECONDS,
  useHttpClient,
} from './http';
export type {
  HttpClient,
  HttpClientAuth,
  HttpClientOptions,
  HttpClientProviderProps,
  HttpMethod,
  QueryValue,
  RequestOptions,
} from './http';

// ── i18n, languages and shifts ──────────────────────────────────────────────────────────────
export {
  createI18n,
  createShellBackend,
  DEFAULT_LANGUAGE,
  DEFAULT_SHIFT,
  defaultTranslationLoader,
  flagEmoji,
  getShift,
  isLanguage,
  isShift,
  LANGUAGE_STORAGE_KEY,
  LanguageProvider,
  LANGUAGES,
  loadTranslation,
  readStoredLanguage,
  setShift,
  shiftStorageKey,
  SHIFTS,
  TRANSLATION_LOAD_ERROR,
  useLanguage,
  useShift,
  whenI18nReady,
} from './i18n';
// Any number of languages from configuration; the shell's string keys as types (issue 18).
export {
  DEFAULT_LANGUAGES,
  ENGLISH,
  i18nLanguages,
  languagesLoader,
  namespaceLoaders,
  ShellUiStrings,
  TURKISH,
  validateLanguages,
  withOverrides,
} from './i18n';
export type {
  DeepPartial,
  I18nLanguages,
  LanguageConfig,
  NamespaceLoaders,
  ShellNavKey,
  ShellNavStrings,
  ShellStringKey,
  ShellStringOverrides,
  ShellStrings,
  StringKeys,
  TranslationModule,
  TranslationStrings,
} from './i18n';
export type {
  CreateI18nOptions,
  LanguageContextValue,
  LanguageId,
  LanguageOption,
  LanguageProviderProps,
  ShellBackendOptions,
  Shift,
  TranslationLoader,
  UseShiftResult,
} from './i18n';

// ── Loading bar ─────────────────────────────────────────────────────────────────────────────
export {
  createLoadingStore,
  defaultLoadingStore,
  LoadingBar,
  PROGRESS_RANGE_MESSAGE,
  REQUEST_URL_REQUIRED_MESSAGE,
  RouteHydrateFallback,
  useLoadingBar,
} from './loading';
export type { LoadingBarProps, LoadingMode, LoadingState, LoadingStore, RouteHydrateFallbackProps } from './loading';

// ── Media ───────────────────────────────────────────────────────────────────────────────────
export { BREAKPOINTS, ServerMediaProvider, useBreakpoints, useIsSmallScreen, useMediaQuery, useOnlineStatus } from './media';
export type { Breakpoint, Breakpoints, ServerMediaMatcher, ServerMediaProviderProps } from './media';

// ── Navigation model ────────────────────────────────────────────────────────────────────────
export {
  activeTrail,
  filterByRoles,
  findItem,
  findParent,
  flattenNavigation,
  isItemActive,
  isItemHidden,
  NavigationProvider,
  updateItemInTree,
  useActiveTrail,
  useNavigation,
  visibleItems,
} from './navigation';
export type { NavigationContextValue, NavigationLocation, NavigationProviderProps, ShellNavigationItem } from './navigation';

// ── Layouts, navigation components and settings drawer (frame) ──────────────────────────────
export {
  DenseToggle,
  HEADER_TOOL_ORDER,
  HeaderTools,
  LAYOUT_DEFINITIONS,
  OVERFLOW_TOOLS,
  LayoutFooter,
  LayoutFrameContext,
  NavigationToggle,
  QUICK_CHAT_LAYOUTS,
  RoutedLayout,
  ShellLayout,
  ShellLogo,
  SkipLink,
  useLayoutFrame,
  useNavigationRequest,
} from './layout';
export type { HeaderTool, LayoutDefinition, LayoutFrameContextValue, LayoutProps, LayoutSlots, NavigationRequestState } from './layout';
export {
  HorizontalNavigation,
  useVerticalNavigation,
  VERTICAL_NAVIGATION_WIDTHS,
  VerticalNavigation,
} from './navigation/components';
export type {
  HorizontalNavigationProps,
  UseVerticalNavigationOptions,
  VerticalNavigationAppearance,
  VerticalNavigationMode,
  VerticalNavigationPosition,
  VerticalNavigationProps,
  VerticalNavigationState,
} from './navigation/components';
export { LayoutThumbnail, SettingsDrawer } from './settings';
export type { SettingsDrawerProps } from './settings';

// ── Providers ───────────────────────────────────────────────────────────────────────────────
export { createShellServices, redirectToSignIn, ShellProviders } from './providers';

// ── Forms: unsaved-changes warning and drafts that survive an expired session ───────────────
export { clearAllDrafts, draftIds, draftKey, DraftNotice, loadDraft, saveDraft, useBeforeUnloadWarning, useFormDraft, useUnsavedChanges } from './forms';
export type { DraftNoticeProps, FormDraft, StoredDraft, UnsavedChanges, UseFormDraftOptions, UseUnsavedChangesOptions } from './forms';
export type { CreateShellServicesOptions, ShellProvidersProps, ShellServices } from './providers';

// ── Header panels (search, shortcuts, messages, notifications, user menu, quick chat, languages, shift, fullscreen) ──
export {
  FeedPanel,
  FeedView,
  HeaderPanel,
  htmlToText,
  ICON_PICKER_SETS,
  IconPicker,
  Messages,
  MessagesView,
  Notifications,
  NotificationsView,
  PHONE_QUERY,
  RECENT_SEARCHES_LIMIT,
  recentSearchesKey,
  Search,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  SEARCH_SUPERSEDE_KEY,
  searchOptionId,
  searchOptions,
  SearchResultsView,
  ShortcutForm,
  Shortcuts,
  shortcutSchema,
  ShortcutsView,
  USER_LOAD_FAILED_MESSAGE,
  USER_MENU_LINKS,
  USER_STATUSES,
  UserMenu,
  UserMenuView,
  useFeed,
  useIconSet,
  useMessages,
  useNotifications,
  useSearch,
  useShortcuts,
  useUserMenu,
  chatNotFoundMessage,
  endsRun,
  Flag,
  formatChatTime,
  FullscreenToggle,
  FullscreenToggleView,
  HeaderOverflowMenu,
  HeaderToolContext,
  Languages,
  LanguagesView,
  needsDateDivider,
  QuickChat,
  QuickChatConversation,
  QuickChatList,
  QuickChatProvider,
  QuickChatTitle,
  QuickChatToggle,
  ShiftMenu,
  ShiftMenuView,
  showsTime,
  useLanguages,
  useQuickChat,
  useQuickChatContext,
  useHeaderOverflowItem,
  useOverflowFocusReturn,
  useShiftMenu,
} from './header';
export type {
  FeedKind,
  FeedPanelProps,
  FeedState,
  FeedStatus,
  FeedViewProps,
  HeaderOverflowItem,
  HeaderOverflowMenuProps,
  HeaderOverflowOption,
  HeaderPanelProps,
  HeaderToolContextValue,
  IconPickerProps,
  IconSetList,
  IconSetState,
  MessagesProps,
  MessagesViewProps,
  NotificationsProps,
  NotificationsViewProps,
  SearchOption,
  SearchProps,
  SearchResultsViewProps,
  SearchState,
  ShortcutFormProps,
  ShortcutInput,
  ShortcutsMode,
  ShortcutsProps,
  ShortcutsState,
  ShortcutsViewProps,
  UseFeedOptions,
  UserMenuProps,
  UserMenuState,
  UserMenuViewProps,
  UseSearchOptions,
  UseShortcutsOptions,
  FullscreenToggleProps,
  FullscreenToggleViewProps,
  LanguagesProps,
  LanguagesState,
  LanguagesViewProps,
  QuickChatConversationProps,
  QuickChatListProps,
  QuickChatProps,
  QuickChatProviderProps,
  QuickChatState,
  ShiftMenuProps,
  ShiftMenuViewProps,
  UseQuickChatOptions,
} from './header';

// ── Auth provider, data sources and the user menu's configuration (issue 18) ────────────────
export { assertAuthProvider, createHttpAuthProvider } from './auth';
export type {
  ChangePasswordParams,
  CreateHttpAuthProviderOptions,
  ShellAuthProvider,
  SignInParams,
  UnlockParams,
  UserChanges,
} from './auth';
export {
  assertDataSources,
  createHttpDataSources,
  DATA_SOURCE_KEYS,
  mergeDataSources,
  resolveDataSources,
  ShellDataSourcesProvider,
  useShellDataSources,
} from './data-sources';
export type {
  DataRequestOptions,
  FeedSource,
  NavigationSource,
  QuickChatSource,
  SearchSource,
  ShellDataSources,
  ShellDataSourcesProviderProps,
  ShortcutsSource,
  UserSource,
} from './data-sources';
export { useOptionalHttpClient } from './http';
export {
  DEFAULT_SIGN_OUT_HREF,
  DEFAULT_USER_MENU_ITEMS,
  resolveUserMenuConfig,
  UserMenuConfigProvider,
  useUserMenuConfig,
} from './header';
export type { ResolvedUserMenuConfig, UserMenuConfig, UserMenuConfigProviderProps, UserMenuItem, UserMenuNavigate } from './header';
export type { AuthProviderOption, DataSourcesOption, ShellServiceContext } from './providers';

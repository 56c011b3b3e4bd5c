/**
 * @hotel/shell: the back-office frame. Every export is listed explicitly.
 */
export { endpoints } from './api';
export type {
  ApiError,
  Chat,
  ChatContact,
  ChatMessage,
  Message,
  NavigationItem,
  NavigationResponse,
  Notification,
  SearchResponse,
  SearchResultSet,
  Shortcut,
  SignInResponse,
  User,
  UserStatus,
} from './api';

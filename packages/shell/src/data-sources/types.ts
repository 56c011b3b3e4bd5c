import type { Chat, ChatMessage, Message, NavigationItem, SearchResultSet, Shortcut, User } from '../api';
import type { UserChanges } from '../auth/shell-auth-provider';

/** Options every read of a data source receives. */
export interface DataRequestOptions {
  /** Aborted when the answer is no longer wanted (the panel closed, a newer query); reject or resolve, the shell ignores it. */
  signal?: AbortSignal;
  /** A background refresh (polling, the user menu's user): do not show a loading indicator for it. */
  background?: boolean;
}

/** The navigation tree: the menu for the signed-in user's roles. */
export interface NavigationSource {
  /** The items (filtered for the signed-in user, or filtered by the shell's `roles` on each item). */
  list(options?: DataRequestOptions): Promise<NavigationItem[]>;
}

/** The signed-in user as the user menu shows it. */
export interface UserSource {
  /** The current user. */
  get(options?: DataRequestOptions): Promise<User>;
  /** Saves changes (the status submenu when the session has no user); resolves the saved user. */
  update(changes: UserChanges): Promise<User>;
}

/**
 * A feed of the header: messages or notifications. Each mutation is shown at once by the panel
 * and rolled back (with an error toast) when it rejects.
 */
export interface FeedSource {
  /** The items, newest first. */
  list(options?: DataRequestOptions): Promise<Message[]>;
  /** Marks one item read or unread. */
  setRead(id: string, read: boolean): Promise<void>;
  /** Deletes one item. */
  remove(id: string): Promise<void>;
  /** Marks every item read. */
  markAllAsRead(): Promise<void>;
}

/** What a shortcut is made of (its id is the source's). */
export type ShortcutInput = Omit<Shortcut, 'id'>;

/** The shortcuts panel. */
export interface ShortcutsSource {
  list(options?: DataRequestOptions): Promise<Shortcut[]>;
  /** Creates a shortcut; resolves it with its id. */
  create(input: ShortcutInput): Promise<Shortcut>;
  /** Replaces a shortcut's fields; resolves the saved shortcut. */
  update(id: string, input: ShortcutInput): Promise<Shortcut>;
  remove(id: string): Promise<void>;
  /**
   * The icon names of one set the shortcut form's icon picker offers ('namespace:name', e.g.
   * 'heroicons_outline:home'); `set` is an id of `ICON_PICKER_SETS`.
   */
  icons(set: string, options?: DataRequestOptions): Promise<string[]>;
}

/** The header's search-as-you-type. */
export interface SearchSource {
  /** The result sets matching `query` (at least 2 characters); an empty list shows 'No results found!'. */
  search(query: string, options?: DataRequestOptions): Promise<SearchResultSet[]>;
}

/** The quick chat (the rail and drawer). */
export interface QuickChatSource {
  /** The chats, newest first. */
  chats(options?: DataRequestOptions): Promise<Chat[]>;
  /** One chat with its messages; null when it does not exist. */
  chat(id: string, options?: DataRequestOptions): Promise<Chat | null>;
  /** Clears a chat's unread count (when it is opened). */
  markRead(id: string): Promise<void>;
  /** Sends a message to a chat; resolves the stored message. */
  send(chatId: string, value: string): Promise<ChatMessage>;
}

/**
 * Where the shell's widgets read and write their data: one object per widget, plain async
 * functions, no fetch adapter. `createHttpDataSources(client)` implements the spec's HTTP contract;
 * pass your own (whole or in part: `dataSources: { search: mySearch }`) to `createShellServices`
 * or `ShellProviders` to plug in another backend.
 */
export interface ShellDataSources {
  navigation: NavigationSource;
  user: UserSource;
  messages: FeedSource;
  notifications: FeedSource;
  shortcuts: ShortcutsSource;
  search: SearchSource;
  quickChat: QuickChatSource;
}

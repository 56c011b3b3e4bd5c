import { chatEndpoints, commonEndpoints, uiEndpoints } from '../api/endpoints';
import type { Chat, ChatMessage, Message, NavigationResponse, SearchResponse, SearchResultSet, Shortcut, User } from '../api/types';
import type { HttpClient } from '../http/http-client';
import { HttpError } from '../http/http-error';
import type { DataRequestOptions, FeedSource, ShellDataSources } from './types';
import { assertDataSources } from './validate';

/** The supersede key of search requests: a newer one aborts the older. */
export const SEARCH_SUPERSEDE_KEY = 'header-search';

/** The answer of GET api/ui/icons/{set}. */
export interface IconSetList {
  namespace: string;
  name: string;
  grid: string;
  list: string[];
}

const read = ({ signal, background }: DataRequestOptions = {}) => ({ signal, skipLoading: background });

function feed(client: HttpClient, paths: { list: string; markAll: string; toggle: string; field: string }): FeedSource {
  return {
    list: (options) => client.get<Message[]>(paths.list, read(options)),
    async setRead(id, read) {
      await client.post(paths.toggle, { [paths.field]: { id, read } });
    },
    async remove(id) {
      await client.delete(paths.list, { query: { id } });
    },
    async markAllAsRead() {
      await client.get(paths.markAll);
    },
  };
}

/**
 * The shell's data sources over the spec's HTTP contract (`endpoints`), through `client` (its
 * token, time-outs, retries and loading bar):
 *
 * | source | calls |
 * |---|---|
 * | navigation | GET api/common/navigation → `.default` |
 * | user | GET api/common/user; PATCH api/common/users {user} |
 * | messages, notifications | GET api/common/{kind}; POST …/toggle-read-status {message or notification: {id, read}}; DELETE ?id=; GET …/mark-all-as-read |
 * | shortcuts | GET, POST {shortcut}, PATCH {id, shortcut}, DELETE ?id= on api/common/shortcuts; GET api/ui/icons/{set} |
 * | search | POST api/common/search {query} (a newer search aborts the older) |
 * | quickChat | GET api/apps/chat/chats; GET api/apps/chat/chat?id= (404 → null); PATCH api/apps/chat/chat {id, chat: {unreadCount: 0}}; POST api/apps/chat/message {chatId, value} |
 */
export function createHttpDataSources(client: HttpClient): ShellDataSources {
  return {
    navigation: {
      list: async (options) => (await client.get<NavigationResponse>(commonEndpoints.navigation, read(options))).default ?? [],
    },
    user: {
      get: (options) => client.get<User>(commonEndpoints.user, read(options)),
      update: (changes) => client.patch<User>(commonEndpoints.users, { user: changes }),
    },
    messages: feed(client, {
      list: commonEndpoints.messages,
      markAll: commonEndpoints.messagesMarkAllAsRead,
      toggle: commonEndpoints.messagesToggleReadStatus,
      field: 'message',
    }),
    notifications: feed(client, {
      list: commonEndpoints.notifications,
      markAll: commonEndpoints.notificationsMarkAllAsRead,
      toggle: commonEndpoints.notificationsToggleReadStatus,
      field: 'notification',
    }),
    shortcuts: {
      list: (options) => client.get<Shortcut[]>(commonEndpoints.shortcuts, read(options)),
      create: (input) => client.post<Shortcut>(commonEndpoints.shortcuts, { shortcut: input }),
      update: (id, input) => client.patch<Shortcut>(commonEndpoints.shortcuts, { id, shortcut: input }),
      async remove(id) {
        await client.delete(commonEndpoints.shortcuts, { query: { id } });
      },
      async icons(set, { signal } = {}) {
        const data = await client.get<IconSetList>(uiEndpoints.icons(set), { signal, skipLoading: true });
        return data.list.map((name) => `${data.namespace}:${name}`);
      },
    },
    search: {
      async search(query, { signal } = {}) {
        const answer = await client.post<SearchResponse | { results: SearchResultSet[] }>(
          commonEndpoints.search,
          { query },
          { supersede: SEARCH_SUPERSEDE_KEY, signal },
        );
        // The original mock answers {results: []} for an empty query (quirk 2); treat it as no result.
        return Array.isArray(answer) ? answer : (answer?.results ?? []);
      },
    },
    quickChat: {
      chats: (options) => client.get<Chat[]>(chatEndpoints.chats, read(options)),
      async chat(id, options) {
        try {
          return await client.get<Chat>(chatEndpoints.chat, { ...read(options), query: { id } });
        } catch (error) {
          if (error instanceof HttpError && error.status === 404) return null;
          throw error;
        }
      },
      async markRead(id) {
        await client.patch(chatEndpoints.chat, { id, chat: { unreadCount: 0 } });
      },
      send: (chatId, value) => client.post<ChatMessage>(chatEndpoints.message, { chatId, value }),
    },
  };
}

/**
 * The HTTP defaults with the app's own sources over them (each given source replaces the default
 * one whole). Throws a clear error for an unknown key or a source that is not an object.
 */
export function mergeDataSources(defaults: ShellDataSources, overrides: Partial<ShellDataSources> | undefined): ShellDataSources {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(assertDataSources(overrides))) if (value) merged[key] = value;
  return merged as unknown as ShellDataSources;
}

const resolved = new WeakMap<HttpClient, WeakMap<object, ShellDataSources>>();

/**
 * Every data source: `given` over the HTTP defaults on `client`, the same object for the same
 * client and `given` (so hooks that depend on it do not reload).
 */
export function resolveDataSources(client: HttpClient, given: Partial<ShellDataSources> = NONE): ShellDataSources {
  let byGiven = resolved.get(client);
  if (!byGiven) resolved.set(client, (byGiven = new WeakMap()));
  let sources = byGiven.get(given);
  if (!sources) byGiven.set(given, (sources = mergeDataSources(createHttpDataSources(client), given)));
  return sources;
}

const NONE: Partial<ShellDataSources> = {};

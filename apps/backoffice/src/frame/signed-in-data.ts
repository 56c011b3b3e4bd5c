import {
  endpoints,
  type Chat,
  type HttpClient,
  type Message,
  type NavigationItem,
  type NavigationResponse,
  type Notification,
  type Shortcut,
  type User,
} from '@hotel/shell';

/** What the signed-in area loads before its layout renders (DESIGN.md data flow 2). */
export interface SignedInData {
  navigation: NavigationItem[];
  messages: Message[];
  notifications: Notification[];
  shortcuts: Shortcut[];
  chats: Chat[];
  user: User;
}

export type WidgetKey = keyof SignedInData;

/** One widget's data: loaded, or the error it failed with (shown with a retry in that widget). */
export type WidgetResult<T> = { ok: true; data: T } | { ok: false; error: unknown };

export type SignedInResults = { [K in WidgetKey]: WidgetResult<SignedInData[K]> };

/** The call of each widget. */
export const widgetLoaders: { [K in WidgetKey]: (client: HttpClient, signal?: AbortSignal) => Promise<SignedInData[K]> } = {
  navigation: async (client, signal) => (await client.get<NavigationResponse>(endpoints.common.navigation, { signal })).default,
  messages: (client, signal) => client.get<Message[]>(endpoints.common.messages, { signal }),
  notifications: (client, signal) => client.get<Notification[]>(endpoints.common.notifications, { signal }),
  shortcuts: (client, signal) => client.get<Shortcut[]>(endpoints.common.shortcuts, { signal }),
  chats: (client, signal) => client.get<Chat[]>(endpoints.chat.chats, { signal }),
  user: (client, signal) => client.get<User>(endpoints.common.user, { signal }),
};

export const WIDGET_KEYS = Object.keys(widgetLoaders) as WidgetKey[];

async function settle<T>(promise: Promise<T>): Promise<WidgetResult<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Loads every widget's data IN PARALLEL; one failing call never fails the others. */
export async function loadSignedInData(client: HttpClient, signal?: AbortSignal): Promise<SignedInResults> {
  const load = (key: WidgetKey) => (widgetLoaders[key] as (c: HttpClient, s?: AbortSignal) => Promise<unknown>)(client, signal);
  const entries = await Promise.all(WIDGET_KEYS.map(async (key) => [key, await settle(load(key))] as const));
  return Object.fromEntries(entries) as SignedInResults;
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { endpoints, errorMessage, isAbortError, useHttpClient, type Chat, type ChatMessage } from '@hotel/shell';
import { toast } from '@hotel/ui';

export type LoadStatus = 'loading' | 'error' | 'ready';

/** Contact details as GET api/apps/chat/contact answers them. */
export interface ChatContactDetails {
  id: string;
  name: string;
  avatar: string | null;
  about?: string;
  details?: {
    emails: { email: string; label: string }[];
    phoneNumbers: { country: string; phoneNumber: string; label: string }[];
    title: string;
    company: string;
    birthday: string | null;
    address: string;
  };
}

/** One GET with loading / error / retry; a new `key` or `reload` aborts the call in flight. */
export function useLoad<T>(key: string | null, path: string, query?: Record<string, string>) {
  const client = useHttpClient();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; data: T | undefined; error: string | null } | null>(null);
  const queryKey = JSON.stringify(query ?? {});
  const fullKey = key === null ? null : `${key}|${path}|${queryKey}|${attempt}`;
  useEffect(() => {
    if (fullKey === null) return;
    const controller = new AbortController();
    client.get<T>(path, { query: JSON.parse(queryKey) as Record<string, string>, signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) setResult({ key: fullKey, data: answer, error: null });
      },
      (e: unknown) => {
        if (controller.signal.aborted || isAbortError(e)) return;
        setResult((r) => ({ key: fullKey, data: r?.data, error: errorMessage(e) ?? 'The server did not answer.' }));
      },
    );
    return () => controller.abort();
  }, [client, fullKey, path, queryKey]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((update: (current: T | undefined) => T | undefined) => {
    setResult((r) => (r ? { ...r, data: update(r.data) } : r));
  }, []);
  const status: LoadStatus = result && result.key === fullKey ? (result.error === null ? 'ready' : 'error') : 'loading';
  return { data: result?.data, setData, status, error: result?.key === fullKey ? result.error : null, reload };
}

/** Newest chat first. */
export const byLastMessage = (a: Chat, b: Chat) => b.lastMessageAt.localeCompare(a.lastMessageAt);

/** Chats whose contact name or last message contains `filter` (case-insensitive). */
export function filterChats(chats: Chat[], filter: string): Chat[] {
  const needle = filter.trim().toLocaleLowerCase();
  if (!needle) return chats;
  return chats.filter((c) => c.contact.name.toLocaleLowerCase().includes(needle) || c.lastMessage.toLocaleLowerCase().includes(needle));
}

/**
 * The chats list and the open conversation, with mute, mark-read, clear, send and start (a chat
 * with a contact). Mutations are
 * optimistic and roll back with an error toast when the call fails.
 */
export function useChats(chatId: string | undefined) {
  const client = useHttpClient();
  const list = useLoad<Chat[]>('chats', endpoints.chat.chats);
  const conversation = useLoad<Chat>(chatId ?? null, endpoints.chat.chat, chatId ? { id: chatId } : undefined);
  const chats = useMemo(() => list.data ?? [], [list.data]);
  const chatsRef = useRef(chats);
  useEffect(() => {
    chatsRef.current = chats;
  }, [chats]);
  const { setData: setChats } = list;
  const { setData: setConversation } = conversation;

  const patchLocal = useCallback(
    (id: string, changes: Partial<Chat>) => {
      setChats((all) => all?.map((c) => (c.id === id ? { ...c, ...changes } : c)));
      setConversation((c) => (c && c.id === id ? { ...c, ...changes } : c));
    },
    [setChats, setConversation],
  );

  const update = useCallback(
    async (id: string, changes: { muted?: boolean; unreadCount?: number }, failure: string) => {
      const before = chatsRef.current.find((c) => c.id === id);
      patchLocal(id, changes);
      try {
        await client.patch<Chat>(endpoints.chat.chat, { id, chat: changes });
        return true;
      } catch (e) {
        if (before) patchLocal(id, { muted: before.muted, unreadCount: before.unreadCount });
        toast.error(failure, { description: errorMessage(e) ?? undefined });
        return false;
      }
    },
    [client, patchLocal],
  );

  const setMuted = useCallback((id: string, muted: boolean) => update(id, { muted }, muted ? 'The chat could not be muted.' : 'The chat could not be unmuted.'), [update]);

  // Opening a chat reads it.
  const opened = conversation.status === 'ready' ? conversation.data : undefined;
  useEffect(() => {
    if (!opened || opened.unreadCount === 0) return;
    void update(opened.id, { unreadCount: 0 }, 'The chat could not be marked as read.');
  }, [opened, update]);

  const clear = useCallback(
    async (id: string) => {
      try {
        const cleared = await client.delete<Chat>(endpoints.chat.messages, { query: { chatId: id } });
        patchLocal(id, { lastMessage: cleared.lastMessage, unreadCount: 0, messages: [] });
        toast.success('Messages cleared');
        return true;
      } catch (e) {
        toast.error('The messages could not be cleared.', { description: errorMessage(e) ?? undefined });
        return false;
      }
    },
    [client, patchLocal],
  );

  /** Sends `value` (plain text, line breaks kept); resolves false (and keeps the text) on failure. */
  const send = useCallback(
    async (id: string, text: string) => {
      const value = textToHtml(text);
      try {
        const message = await client.post<ChatMessage>(endpoints.chat.message, { chatId: id, value });
        setConversation((c) => (c && c.id === id ? { ...c, lastMessage: value, lastMessageAt: message.createdAt, messages: [...(c.messages ?? []), message] } : c));
        setChats((all) => all?.map((c) => (c.id === id ? { ...c, lastMessage: value, lastMessageAt: message.createdAt } : c)).sort(byLastMessage));
        return true;
      } catch (e) {
        toast.error('The message could not be sent.', { description: errorMessage(e) ?? 'Your text is kept; try again.' });
        return false;
      }
    },
    [client, setChats, setConversation],
  );

  /**
   * 'New chat' with a contact: POST chat {contactId} answers the contact's chat, or a new empty one,
   * which joins the list. Resolves its id, or null (with an error toast) when the call fails.
   */
  const start = useCallback(
    async (contactId: string): Promise<string | null> => {
      try {
        const chat = await client.post<Chat>(endpoints.chat.chat, { contactId });
        const { messages: _messages, ...listed } = chat;
        setChats((all) => (all?.some((c) => c.id === chat.id) ? all : [...(all ?? []), listed].sort(byLastMessage)));
        return chat.id;
      } catch (e) {
        toast.error('The chat could not be started.', { description: errorMessage(e) ?? undefined });
        return null;
      }
    },
    [client, setChats],
  );

  return { list, conversation, chats, setMuted, clear, send, start };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text typed in the composer → the HTML a message holds (escaped, line breaks as <br>). */
export function textToHtml(text: string): string {
  return text
    .trim()
    .replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch)
    .replace(/\r?\n/g, '<br>');
}

/** How one message sits in the conversation: divider before it, run position, time under it. */
export interface MessageLayout {
  message: ChatMessage;
  /** A date divider goes before this message (first message, or the day changed). */
  divider: boolean;
  /** First of a run from the same sender. */
  first: boolean;
  /** Last of a run from the same sender (the bubble gets its tail). */
  last: boolean;
  /** Show HH:mm under the bubble. */
  showTime: boolean;
}

const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};
const minuteKey = (iso: string) => {
  const d = new Date(iso);
  return `${dayKey(iso)} ${d.getHours()}:${d.getMinutes()}`;
};

/**
 * The quick chat's rules (fuse-behaviour 3.6): a divider before the first message and whenever the
 * day changes; a run ends when the sender changes; the time shows on the first or last of a run,
 * or when the next message's time (to the minute) differs.
 */
export function layoutMessages(messages: ChatMessage[]): MessageLayout[] {
  return messages.map((message, i) => {
    const prev = messages[i - 1];
    const next = messages[i + 1];
    const divider = !prev || dayKey(prev.createdAt) !== dayKey(message.createdAt);
    const first = !prev || prev.isMine !== message.isMine || divider;
    const last = !next || next.isMine !== message.isMine || dayKey(next.createdAt) !== dayKey(message.createdAt);
    const showTime = first || last || !next || minuteKey(next.createdAt) !== minuteKey(message.createdAt);
    return { message, divider, first, last, showTime };
  });
}

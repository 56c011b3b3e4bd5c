import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@hotel/ui';
import type { Chat, ChatMessage } from '../../api';
import { useShellDataSources } from '../../data-sources/use-shell-data-sources';
import { errorMessage } from '../../errors/error-panel';
import { isAbortError } from '../../http/http-error';

/** The error of a chat that does not exist (000 section 8, exact text). */
export const chatNotFoundMessage = (id: string) => `Could not found chat with id of ${id}!`;

export interface UseQuickChatOptions {
  /** Chats already loaded (route loader); skips the first fetch. */
  initialChats?: Chat[];
  /** Initial open state of the drawer. */
  defaultOpen?: boolean;
}

export interface QuickChatState {
  /** The chat list (newest first). */
  chats: Chat[];
  chatsStatus: 'loading' | 'error' | 'ready';
  chatsError: string | null;
  /** Whether the drawer is open. */
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** The chosen chat's id, or null ('Select a conversation'). */
  selectedId: string | null;
  /** The chosen chat with its messages (oldest first). */
  chat: Chat | null;
  chatStatus: 'idle' | 'loading' | 'error' | 'ready';
  /** e.g. 'Could not found chat with id of x!'. */
  chatError: string | null;
  /** Opens the drawer on a chat and loads it; its unread count is cleared. */
  selectChat: (id: string) => void;
  /** Whether a message is being sent. */
  sending: boolean;
  /** Why the last send failed (the composer keeps its text). */
  sendError: string | null;
  /** Sends a message to the chosen chat; resolves true when stored. */
  send: (value: string) => Promise<boolean>;
  reloadChats: () => void;
}

const byTime = (a: ChatMessage, b: ChatMessage) => a.createdAt.localeCompare(b.createdAt);

/**
 * State of the quick chat, through the `quickChat` data source (by default the chat endpoints):
 * the chats (GET api/apps/chat/chats), the drawer, the chosen chat (GET api/apps/chat/chat?id=;
 * null or 404 shows 'Could not found chat…'; its unread count cleared with PATCH), and sending
 * (POST api/apps/chat/message; on failure the error is kept and the composer keeps its text).
 */
export function useQuickChat({ initialChats, defaultOpen = false }: UseQuickChatOptions = {}): QuickChatState {
  const { quickChat: source } = useShellDataSources();
  const { t } = useTranslation();
  const [chats, setChats] = useState<Chat[]>(initialChats ?? []);
  const [chatsStatus, setChatsStatus] = useState<QuickChatState['chatsStatus']>(initialChats ? 'ready' : 'loading');
  const [chatsError, setChatsError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(initialChats ? 0 : 1);
  const [open, setOpen] = useState(defaultOpen);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [chat, setChat] = useState<Chat | null>(null);
  const [chatStatus, setChatStatus] = useState<QuickChatState['chatStatus']>('idle');
  const [chatError, setChatError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const chatController = useRef<AbortController | null>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const controller = new AbortController();
    source.chats({ signal: controller.signal }).then(
      (list) => {
        if (controller.signal.aborted) return;
        setChats(list);
        setChatsError(null);
        setChatsStatus('ready');
      },
      (cause: unknown) => {
        if (isAbortError(cause) || controller.signal.aborted) return;
        setChatsError(errorMessage(cause) ?? t('errors.unknown'));
        setChatsStatus('error');
      },
    );
    return () => controller.abort();
  }, [source, attempt, t]);

  useEffect(() => () => chatController.current?.abort(), []);

  const selectChat = useCallback(
    (id: string) => {
      setOpen(true);
      setSelectedId(id);
      setSendError(null);
      setChatStatus('loading');
      setChatError(null);
      chatController.current?.abort();
      const controller = new AbortController();
      chatController.current = controller;
      source.chat(id, { signal: controller.signal }).then(
        (loaded) => {
          if (controller.signal.aborted) return;
          if (!loaded) {
            setChat(null);
            setChatError(chatNotFoundMessage(id));
            setChatStatus('error');
            return;
          }
          setChat({ ...loaded, messages: [...(loaded.messages ?? [])].sort(byTime) });
          setChatStatus('ready');
          if (loaded.unreadCount > 0) {
            setChats((list) => list.map((item) => (item.id === id ? { ...item, unreadCount: 0 } : item)));
            source.markRead(id).catch((cause: unknown) => {
              setChats((list) => list.map((item) => (item.id === id ? { ...item, unreadCount: loaded.unreadCount } : item)));
              toast.error(t('panel.saveFailed', { defaultValue: 'The change could not be saved and was undone.' }), {
                description: errorMessage(cause),
              });
            });
          }
        },
        (cause: unknown) => {
          if (isAbortError(cause) || controller.signal.aborted) return;
          setChat(null);
          setChatError(errorMessage(cause) ?? t('errors.unknown'));
          setChatStatus('error');
        },
      );
    },
    [source, t],
  );

  const send = useCallback(
    async (value: string) => {
      const text = value.trim();
      if (!text || !chat || sending) return false;
      setSending(true);
      setSendError(null);
      try {
        const message = await source.send(chat.id, text);
        setChat((current) => (current && current.id === message.chatId ? { ...current, messages: [...(current.messages ?? []), message] } : current));
        setChats((list) =>
          [...list.map((item) => (item.id === message.chatId ? { ...item, lastMessage: message.value, lastMessageAt: message.createdAt } : item))].sort((a, b) =>
            b.lastMessageAt.localeCompare(a.lastMessageAt),
          ),
        );
        return true;
      } catch (cause) {
        setSendError(errorMessage(cause) ?? t('errors.unknown'));
        return false;
      } finally {
        setSending(false);
      }
    },
    [chat, sending, source, t],
  );

  return {
    chats,
    chatsStatus,
    chatsError,
    open,
    setOpen,
    toggle: useCallback(() => setOpen((o) => !o), []),
    selectedId,
    chat,
    chatStatus,
    chatError,
    selectChat,
    sending,
    sendError,
    send,
    reloadChats: useCallback(() => {
      setChatsStatus('loading');
      setAttempt((n) => n + 1);
    }, []),
  };
}

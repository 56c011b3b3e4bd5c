import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@hotel/ui';
import type { Message } from '../../api';
import { useShellDataSources } from '../../data-sources/use-shell-data-sources';
import { errorMessage } from '../../errors/error-panel';
import { isAbortError } from '../../http/http-error';

/** Which list a feed panel shows; messages and notifications share one implementation. */
export type FeedKind = 'messages' | 'notifications';

/** Loading state of a list panel. */
export type FeedStatus = 'loading' | 'error' | 'ready';

export interface UseFeedOptions {
  /** Items already loaded (e.g. by the route loader); skips the first fetch. */
  initialItems?: Message[];
  /** Re-fetch every N ms to pick up new items (0 turns polling off). Default 60 000. */
  pollInterval?: number;
}

export interface FeedState {
  kind: FeedKind;
  status: FeedStatus;
  /** The items, newest first as the server sends them. */
  items: Message[];
  /** The load error's message when status is 'error'. */
  error: string | null;
  /** Items with read = false. */
  unreadCount: number;
  /** The last new-item announcement for the polite live region ('' when none). */
  announcement: string;
  /** Loads the list again (shows loading only when there is nothing yet). */
  reload: () => Promise<void>;
  /** Flips one item's read flag at once; rolled back with an error toast when the server refuses. */
  toggleRead: (id: string) => Promise<void>;
  /** Removes one item at once; put back with an error toast when the server refuses. */
  remove: (id: string) => Promise<void>;
  /** Marks every item read at once; rolled back with an error toast when the server refuses. */
  markAllAsRead: () => Promise<void>;
}

/** Plain text of an HTML fragment, for announcements (parsing never runs scripts). */
export function htmlToText(html: string | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * State of the messages or notifications panel: the list (the `messages` or `notifications` data
 * source; by default GET api/common/{kind}), its unread
 * count, and the read toggle, remove and mark-all-as-read mutations, each shown at once and
 * rolled back with an error toast when the server refuses. New unread items found by a later load
 * are announced once (politely) through `announcement`.
 */
export function useFeed(kind: FeedKind, { initialItems, pollInterval = 60_000 }: UseFeedOptions = {}): FeedState {
  const source = useShellDataSources()[kind];
  const { t } = useTranslation();
  const [items, setItems] = useState<Message[]>(initialItems ?? []);
  const [status, setStatus] = useState<FeedStatus>(initialItems ? 'ready' : 'loading');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const known = useRef<Set<string> | null>(initialItems ? new Set(initialItems.map((item) => item.id)) : null);
  const pending = useRef(0);
  const hasItems = useRef(!!initialItems);
  const controller = useRef<AbortController | null>(null);

  const announce = useCallback(
    (list: Message[]) => {
      const seen = known.current;
      known.current = new Set([...(seen ?? []), ...list.map((item) => item.id)]);
      if (!seen) return;
      const fresh = list.filter((item) => !item.read && !seen.has(item.id));
      const first = fresh[0];
      if (!first) return;
      const label = t(`${kind}.new`, {
        count: fresh.length,
        title: htmlToText(first.title) || htmlToText(first.description),
        defaultValue: kind === 'messages' ? 'New message: {{title}}' : 'New notification: {{title}}',
        defaultValue_other: kind === 'messages' ? '{{count}} new messages' : '{{count}} new notifications',
      });
      setAnnouncement(label);
    },
    [kind, t],
  );

  const load = useCallback(
    async (quiet: boolean) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      try {
        const list = await source.list({ signal: abort.signal, background: quiet });
        if (abort.signal.aborted) return;
        // A mutation in flight owns the list; its own answer or rollback settles it.
        if (pending.current > 0) return;
        announce(list);
        setItems(list);
        hasItems.current = true;
        setError(null);
        setStatus('ready');
      } catch (cause) {
        if (isAbortError(cause) || abort.signal.aborted) return;
        if (quiet && hasItems.current) return;
        setError(errorMessage(cause) ?? t('errors.unknown'));
        setStatus('error');
      }
    },
    [source, announce, t],
  );

  useEffect(() => {
    // load() sets state only once the request has answered (after an await).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!initialItems) void load(false);
    return () => controller.current?.abort();
    // Load once per kind; initialItems only seeds the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  useEffect(() => {
    if (!pollInterval) return;
    const timer = setInterval(() => void load(true), pollInterval);
    return () => clearInterval(timer);
  }, [load, pollInterval]);

  /** Applies a change at once, sends it, and restores the previous items when the server refuses. */
  const mutate = useCallback(
    async (change: (list: Message[]) => Message[], send: () => Promise<unknown>, restore: (list: Message[], before: Message[]) => Message[]) => {
      let before: Message[] = [];
      setItems((list) => {
        before = list;
        return change(list);
      });
      pending.current += 1;
      try {
        await send();
      } catch (cause) {
        setItems((list) => restore(list, before));
        toast.error(t('panel.saveFailed', { defaultValue: 'The change could not be saved and was undone.' }), {
          description: errorMessage(cause),
        });
      } finally {
        pending.current -= 1;
      }
    },
    [t],
  );

  const toggleRead = useCallback(
    async (id: string) => {
      const current = items.find((item) => item.id === id);
      if (!current) return;
      const read = !current.read;
      await mutate(
        (list) => list.map((item) => (item.id === id ? { ...item, read, ...(read ? { seen: true } : {}) } : item)),
        () => source.setRead(id, read),
        (list, before) => {
          const previous = before.find((item) => item.id === id);
          return previous ? list.map((item) => (item.id === id ? previous : item)) : list;
        },
      );
    },
    [items, mutate, source],
  );

  const remove = useCallback(
    async (id: string) => {
      await mutate(
        (list) => list.filter((item) => item.id !== id),
        () => source.remove(id),
        (list, before) => {
          const index = before.findIndex((item) => item.id === id);
          const previous = before[index];
          if (!previous || list.some((item) => item.id === id)) return list;
          const next = [...list];
          next.splice(Math.min(index, next.length), 0, previous);
          return next;
        },
      );
    },
    [mutate, source],
  );

  const markAllAsRead = useCallback(async () => {
    await mutate(
      (list) => list.map((item) => (item.read ? item : { ...item, read: true, seen: true })),
      () => source.markAllAsRead(),
      (list, before) => list.map((item) => before.find((old) => old.id === item.id && !old.read) ?? item),
    );
  }, [mutate, source]);

  const unreadCount = useMemo(() => items.filter((item) => !item.read).length, [items]);
  const reload = useCallback(async () => {
    if (!hasItems.current) setStatus('loading');
    await load(false);
  }, [load]);

  return { kind, status, items, error, unreadCount, announcement, reload, toggleRead, remove, markAllAsRead };
}

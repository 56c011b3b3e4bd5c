import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, isAbortError, useDataChanged, useHttpClient } from '@hotel/shell';
import { toast } from '@hotel/ui';
import { SAMPLE_DATA } from '../api/data-names';
import {
  MAILS_PER_PAGE,
  mailboxEndpoints,
  type Mail,
  type MailFilter,
  type MailFolder,
  type MailLabel,
  type MailLabelColor,
  type MailListItem,
  type MailSettings,
  type MailsPage,
} from '../api/mailbox';
import { mailsQuery, type MailListView } from './mail-model';

export type LoadStatus = 'loading' | 'error' | 'ready';
/** The fields of a mail that PATCH mail changes. */
export type MailChanges = Partial<Pick<Mail, 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>;

const fail = (message: string, e: unknown) => toast.error(message, { description: errorMessage(e) ?? undefined });

/** Folders (with counts), filters, labels and settings, with the label and settings calls. */
export function useMailboxMeta() {
  const client = useHttpClient();
  const [folders, setFolders] = useState<MailFolder[]>([]);
  const [filters, setFilters] = useState<MailFilter[]>([]);
  const [labels, setLabels] = useState<MailLabel[]>([]);
  const [settings, setSettings] = useState<MailSettings>({ messageLayout: 'right' });
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([
      client.get<MailFolder[]>(mailboxEndpoints.folders),
      client.get<MailFilter[]>(mailboxEndpoints.filters),
      client.get<MailLabel[]>(mailboxEndpoints.labels),
      client.get<MailSettings>(mailboxEndpoints.settings),
    ]).then(
      ([fo, fi, la, se]) => {
        if (!live) return;
        setFolders(fo);
        setFilters(fi);
        setLabels(la);
        setSettings(se);
        setStatus('ready');
        setError(null);
      },
      (e: unknown) => {
        if (!live || isAbortError(e)) return;
        setError(errorMessage(e) ?? 'The mailbox could not be loaded.');
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);

  const reload = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  // The mailbox changed elsewhere (another tab): folders, counts and labels load again quietly.
  useDataChanged(() => setAttempt((n) => n + 1), { domains: [SAMPLE_DATA.mailbox] });

  /** Re-reads the folder counts (after reading, moving or sending mail). */
  const refreshCounts = useCallback(async () => {
    try {
      setFolders(await client.get<MailFolder[]>(mailboxEndpoints.folders));
    } catch {
      // The counts stay as they were; the next change tries again.
    }
  }, [client]);

  const createLabel = useCallback(
    async (title: string, color: MailLabelColor): Promise<MailLabel | null> => {
      try {
        const label = await client.post<MailLabel>(mailboxEndpoints.label, { label: { title, color } });
        setLabels((list) => [...list, label]);
        return label;
      } catch (e) {
        fail('The label could not be created.', e);
        return null;
      }
    },
    [client],
  );

  const updateLabel = useCallback(
    async (id: string, changes: { title?: string; color?: MailLabelColor }): Promise<MailLabel | null> => {
      try {
        const label = await client.patch<MailLabel>(mailboxEndpoints.label, { id, label: changes });
        setLabels((list) => list.map((l) => (l.id === id ? label : l)));
        return label;
      } catch (e) {
        fail('The label could not be saved.', e);
        return null;
      }
    },
    [client],
  );

  const deleteLabel = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await client.delete<boolean>(mailboxEndpoints.label, { query: { id } });
        setLabels((list) => list.filter((l) => l.id !== id));
        return true;
      } catch (e) {
        fail('The label could not be deleted.', e);
        return false;
      }
    },
    [client],
  );

  const saveSettings = useCallback(
    async (changes: Partial<MailSettings>): Promise<boolean> => {
      try {
        setSettings(await client.patch<MailSettings>(mailboxEndpoints.settings, { settings: changes }));
        return true;
      } catch (e) {
        fail('The settings could not be saved.', e);
        return false;
      }
    },
    [client],
  );

  return useMemo(
    () => ({ folders, filters, labels, settings, status, error, reload, refreshCounts, createLabel, updateLabel, deleteLabel, saveSettings }),
    [folders, filters, labels, settings, status, error, reload, refreshCounts, createLabel, updateLabel, deleteLabel, saveSettings],
  );
}

export type MailboxMeta = ReturnType<typeof useMailboxMeta>;

type PagesState = {
  key: string;
  total: number | null;
  pages: Record<number, MailListItem[]>;
  beyond: number | null;
  error: string | null;
};

/**
 * A list view as one long list read page by page (10 mails a page): `total` rows, `rowAt(i)` once
 * its page is in, `ensure(page)` asks for a page (the list calls it for the rows in view). The page
 * of the URL is read first; `beyond` is the last page when that page is past the end.
 */
export function useMailPages(view: Pick<MailListView, 'kind' | 'slug'> | null, startPage: number) {
  const client = useHttpClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PagesState | null>(null);
  const requested = useRef(new Set<string>());
  const first = useRef(startPage);
  useEffect(() => {
    first.current = startPage;
  }, [startPage]);
  const key = view ? `${view.kind}:${view.slug}#${attempt}` : null;

  const fetchPage = useCallback(
    (forKey: string, kind: string, slug: string, page: number) => {
      if (requested.current.has(`${forKey}@${page}`)) return;
      requested.current.add(`${forKey}@${page}`);
      client.get<MailsPage>(mailboxEndpoints.mails, { query: mailsQuery({ kind: kind as MailListView['kind'], slug, page }) }).then(
        (result) =>
          setState((s) => {
            const base: PagesState = s && s.key === forKey ? s : { key: forKey, total: null, pages: {}, beyond: null, error: null };
            if (result.mails === null) return base.total === null ? { ...base, beyond: result.pagination.lastPage } : base;
            return { ...base, total: result.pagination.totalResults, pages: { ...base.pages, [page]: result.mails }, beyond: null, error: null };
          }),
        (e: unknown) => {
          requested.current.delete(`${forKey}@${page}`);
          if (isAbortError(e)) return;
          setState((s) => {
            const base: PagesState = s && s.key === forKey ? s : { key: forKey, total: null, pages: {}, beyond: null, error: null };
            return base.total === null ? { ...base, error: errorMessage(e) ?? 'The mails could not be loaded.' } : base;
          });
        },
      );
    },
    [client],
  );

  useEffect(() => {
    if (key && view) fetchPage(key, view.kind, view.slug, first.current);
    // The view's kind and slug are in the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, fetchPage]);

  const current = state && state.key === key ? state : null;
  const beyondPage = current && current.total === null ? current.beyond : null;
  // Past the end: read the last page instead (the page moves the URL there).
  useEffect(() => {
    if (key && view && beyondPage !== null) fetchPage(key, view.kind, view.slug, beyondPage);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, beyondPage, fetchPage]);
  const status: LoadStatus = !current || (current.total === null && current.error === null) ? 'loading' : current.total === null ? 'error' : 'ready';
  const pages = current?.pages;
  const ensure = useCallback(
    (page: number) => {
      if (key && view && !pages?.[page]) fetchPage(key, view.kind, view.slug, page);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, pages, fetchPage],
  );
  const rowAt = useCallback((index: number) => pages?.[Math.floor(index / MAILS_PER_PAGE) + 1]?.[index % MAILS_PER_PAGE], [pages]);
  /** Reads the view again from the page at the top of the list (after a move or a send). */
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // The mailbox changed elsewhere (another tab): the view is read again.
  useDataChanged(reload, { domains: [SAMPLE_DATA.mailbox] });
  /** Applies changes to a listed mail without a call. */
  const patchLocal = useCallback(
    (id: string, changes: MailChanges) =>
      setState((s) =>
        s ? { ...s, pages: Object.fromEntries(Object.entries(s.pages).map(([n, list]) => [n, list.map((m) => (m.id === id ? { ...m, ...changes } : m))])) } : s,
      ),
    [],
  );
  const total = current?.total ?? 0;
  const beyond = current?.beyond ?? null;
  const error = current?.error ?? null;
  return useMemo(() => ({ total, rowAt, ensure, beyond, status, error, reload, patchLocal }), [total, rowAt, ensure, beyond, status, error, reload, patchLocal]);
}

export type MailPages = ReturnType<typeof useMailPages>;

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, isAbortError, useHttpClient } from '@hotel/shell';
import { toast } from '@hotel/ui';
import { mailboxEndpoints, type Mail, type MailDraft } from '../api/mailbox';
import type { LoadStatus, MailChanges } from './use-mailbox';

const fail = (message: string, e: unknown) => toast.error(message, { description: errorMessage(e) ?? undefined });

/** One mail by id (null while nothing is open or it loads). */
export function useMail(id: string | undefined) {
  const client = useHttpClient();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; mail: Mail | null; error: string | null } | null>(null);
  const key = id ? `${id}#${attempt}` : null;

  useEffect(() => {
    if (!id || !key) return;
    let live = true;
    client.get<Mail>(mailboxEndpoints.mail, { query: { id } }).then(
      (mail) => {
        if (live) setLoaded({ key, mail, error: null });
      },
      (e: unknown) => {
        if (!live || isAbortError(e)) return;
        setLoaded({ key, mail: null, error: errorMessage(e) ?? 'The mail could not be loaded.' });
      },
    );
    return () => {
      live = false;
    };
  }, [client, id, key]);

  const current = loaded && loaded.key === key ? loaded : null;
  const status: LoadStatus = !current ? 'loading' : current.error !== null ? 'error' : 'ready';
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Replaces the open mail locally (optimistic changes and their results). */
  const setMail = useCallback((next: Mail | ((mail: Mail | null) => Mail | null)) => {
    setLoaded((l) => {
      if (!l) return l;
      const mail = typeof next === 'function' ? next(l.mail) : next;
      return mail && l.mail && mail.id !== l.mail.id ? l : { ...l, mail };
    });
  }, []);
  const mail = current?.mail ?? null;
  const error = current?.error ?? null;
  return useMemo(() => ({ mail, setMail, status, error, reload }), [mail, setMail, status, error, reload]);
}

/** PATCH mail and POST mail (send or save a draft). */
export function useMailCalls() {
  const client = useHttpClient();
  const busy = useRef(false);
  const update = useCallback(
    async (id: string, changes: MailChanges): Promise<Mail | null> => {
      try {
        return await client.patch<Mail>(mailboxEndpoints.mail, { id, mail: changes });
      } catch (e) {
        fail('The mail could not be updated.', e);
        return null;
      }
    },
    [client],
  );
  const send = useCallback(
    async (draft: MailDraft): Promise<Mail | null> => {
      if (busy.current) return null;
      busy.current = true;
      try {
        const mail = await client.post<Mail>(mailboxEndpoints.mail, { mail: draft });
        toast.success(draft.draft ? 'Saved in Drafts' : 'Your mail was sent');
        return mail;
      } catch (e) {
        fail(draft.draft ? 'The draft could not be saved.' : 'The mail could not be sent.', e);
        return null;
      } finally {
        busy.current = false;
      }
    },
    [client],
  );
  return useMemo(() => ({ update, send }), [update, send]);
}

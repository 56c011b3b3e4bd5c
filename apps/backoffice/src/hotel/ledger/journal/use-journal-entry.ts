import { useState } from 'react';
import { ledgerPaths, type JournalEntryView } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { fieldErrorsOf, messageOf, useRequest, type RequestState } from '../../shared/use-request';

export interface JournalEntryState {
  /** GET api/hotel/ledger/journal/<id>: the entry as it is now. */
  entry: RequestState<JournalEntryView>;
  /** Reverses the entry with a reason; resolves with the reversal, or undefined when refused. */
  reverse: (reason: string) => Promise<JournalEntryView | undefined>;
  /** True while the reversal is posted. */
  busy: boolean;
  /** The server's refusal (409 for an automatic or already reversed entry). */
  error: string | undefined;
  /** The reason's own error (client check or the server's field error). */
  reasonError: string | undefined;
}

/** One journal entry, read fresh, and its reversal. */
export function useJournalEntry(id: string): JournalEntryState {
  const client = useHttpClient();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [reasonError, setReasonError] = useState<string>();
  const entry = useRequest(`journal/${id}#${version}`, (signal) => client.get<JournalEntryView>(ledgerPaths.journalEntry(id), { signal }));

  const reverse = async (reason: string) => {
    setError(undefined);
    if (!reason.trim()) {
      setReasonError('A reason is required');
      return undefined;
    }
    setReasonError(undefined);
    setBusy(true);
    try {
      return await client.post<JournalEntryView>(ledgerPaths.journalReverse(id), { reason: reason.trim() });
    } catch (refusal) {
      setError(messageOf(refusal));
      setReasonError(fieldErrorsOf(refusal)?.reason);
      return undefined;
    } finally {
      setBusy(false);
      // Reversed or refused, the entry is read again (a refusal may mean someone else reversed it).
      setVersion((v) => v + 1);
    }
  };

  return { entry, reverse, busy, error, reasonError };
}

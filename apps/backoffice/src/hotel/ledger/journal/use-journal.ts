import { useCallback, useState } from 'react';
import type { PaginationState } from '@tanstack/react-table';
import { ledgerPaths, type JournalEntryView, type JournalListResponse, type JournalSourceKind } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { toDate } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { useRequest, type RequestState } from '../../shared/use-request';

/** The journal's filters; '' leaves one open. */
export interface JournalFilters {
  from: string;
  to: string;
  /** Account id: entries with a line on it. */
  account: string;
  source: JournalSourceKind | '';
  /** Text in the number, reference or narration. */
  search: string;
}

export const NO_FILTERS: JournalFilters = { from: '', to: '', account: '', source: '', search: '' };

export interface JournalState {
  filters: JournalFilters;
  /** Changes some filters (back to the first page). */
  setFilters: (change: Partial<JournalFilters>) => void;
  pagination: PaginationState;
  setPagination: (page: PaginationState) => void;
  /** GET api/hotel/ledger/journal: a page of entries, newest first. */
  list: RequestState<JournalListResponse>;
  /** Id of the entry shown in the dialog. */
  openId: string | undefined;
  setOpenId: (id: string | undefined) => void;
  /** The last change's outcome for the live region ('JE-001514 posted on 25-Nov-2026.'), in the user's language. */
  notice: string | undefined;
  /** A new entry was posted: every filter clears so it heads the list. */
  posted: (entry: JournalEntryView) => void;
  /** An entry was reversed: the list is read again. */
  reversed: (reversal: JournalEntryView, original: string) => void;
}

/** State of the journal: filters, the page, the open entry, and what follows a posting or a reversal. */
export function useJournal(): JournalState {
  const client = useHttpClient();
  const { t } = useHotelText();
  const [filters, setAll] = useState<JournalFilters>(NO_FILTERS);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 });
  const [openId, setOpenId] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [version, setVersion] = useState(0);
  const search = useDebouncedValue(filters.search.trim());
  const query = {
    from: filters.from || undefined,
    to: filters.to || undefined,
    account: filters.account || undefined,
    source: filters.source || undefined,
    search: search || undefined,
    page: pagination.pageIndex + 1,
    size: pagination.pageSize,
  };
  const list = useRequest(`journal?${JSON.stringify(query)}#${version}`, (signal) => client.get<JournalListResponse>(ledgerPaths.journal, { query, signal }));

  const setFilters = useCallback((change: Partial<JournalFilters>) => {
    setAll((current) => ({ ...current, ...change }));
    setPagination((page) => ({ ...page, pageIndex: 0 }));
  }, []);

  const posted = (entry: JournalEntryView) => {
    setAll(NO_FILTERS);
    setPagination((page) => ({ ...page, pageIndex: 0 }));
    setNotice(t('{{entry}} posted on {{date}}.', { entry: entry.number, date: toDate(entry.date) }));
    setVersion((v) => v + 1);
  };

  const reversed = (reversal: JournalEntryView, original: string) => {
    setNotice(t('{{original}} reversed by {{reversal}}.', { original, reversal: reversal.number }));
    setVersion((v) => v + 1);
  };

  return { filters, setFilters, pagination, setPagination, list, openId, setOpenId, notice, posted, reversed };
}

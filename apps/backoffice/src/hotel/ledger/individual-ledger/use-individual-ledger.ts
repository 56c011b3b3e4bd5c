import { useState } from 'react';
import type { PaginationState } from '@tanstack/react-table';
import { folioKey, ledgerPaths, parseFolioKey, type FolioKind, type FolioListResponse, type FolioRef, type FolioResponse } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { useRequest, type RequestState } from '../../shared/use-request';
import type { DateRange } from '../shared/date-range-form';
import { useRangeParams } from '../shared/use-range-params';

export interface FolioSearch {
  /** Which folios ('' for every kind). */
  kind: FolioKind | '';
  setKind: (kind: FolioKind | '') => void;
  /** Name, number or room. */
  text: string;
  setText: (text: string) => void;
  pagination: PaginationState;
  setPagination: (page: PaginationState) => void;
  /** GET api/hotel/folios?kind&search&page&size: matching folios, largest balance first. */
  results: RequestState<FolioListResponse>;
}

export interface IndividualLedgerState {
  search: FolioSearch;
  /** The chosen folio (kept in the URL as `folio=stay:<id>`). */
  folio: FolioRef | undefined;
  choose: (folio: FolioRef) => void;
  /** The range ('' ends: the whole folio). */
  range: DateRange;
  setRange: (range: DateRange) => void;
  /** GET the folio with from/to: opening, lines with running balance, closing. */
  ledger: RequestState<FolioResponse>;
}

const WHOLE: DateRange = { from: '', to: '' };

/** State of the individual ledgers: the folio search, the chosen folio and range (in the URL), and its lines. */
export function useIndividualLedger(): IndividualLedgerState {
  const client = useHttpClient();
  const params = useRangeParams(WHOLE);
  const folio = parseFolioKey(params.get('folio'));
  const range = params.range ?? WHOLE;
  const [kind, setKindState] = useState<FolioKind | ''>('');
  const [text, setTextState] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 5 });
  const search = useDebouncedValue(text.trim());
  const query = { kind: kind || undefined, search: search || undefined, page: pagination.pageIndex + 1, size: pagination.pageSize };
  const results = useRequest(`folios?${JSON.stringify(query)}`, (signal) => client.get<FolioListResponse>(ledgerPaths.folios, { query, signal, supersede: 'ledger-folio-search' }));
  const rangeQuery = { from: range.from || undefined, to: range.to || undefined };
  const ledger = useRequest(folio ? `folio/${folioKey(folio)}?${JSON.stringify(rangeQuery)}` : null, (signal) => client.get<FolioResponse>(ledgerPaths.folio(folio as FolioRef), { query: rangeQuery, signal }));
  const firstPage = () => setPagination((page) => ({ ...page, pageIndex: 0 }));

  return {
    search: {
      kind,
      setKind: (next) => {
        setKindState(next);
        firstPage();
      },
      text,
      setText: (next) => {
        setTextState(next);
        firstPage();
      },
      pagination,
      setPagination,
      results,
    },
    folio,
    choose: (next) => params.set({ folio: folioKey(next) }),
    range,
    setRange: (next) => params.set({ ...next }),
    ledger,
  };
}

import { useState } from 'react';
import type { PaginationState } from '@tanstack/react-table';
import { ledgerPaths, type FolioListResponse } from '@hotel/domain';
import { useHttpClient, type HttpClient } from '@hotel/shell';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { useRequest, type RequestState } from '../../shared/use-request';

/** Which accounts by balance: every one, those owing the hotel, those in credit, or those not settled. */
export type BalanceFilter = '' | 'debtors' | 'creditors' | 'open';

export interface CityLedgerState {
  search: string;
  setSearch: (text: string) => void;
  balance: BalanceFilter;
  setBalance: (balance: BalanceFilter) => void;
  pagination: PaginationState;
  setPagination: (page: PaginationState) => void;
  /** GET api/hotel/folios?kind=city: the accounts (largest balance first) with totals over every match. */
  list: RequestState<FolioListResponse>;
  /** The query without its page, for the CSV export. */
  query: { kind: 'city'; search?: string; balance?: Exclude<BalanceFilter, ''> };
}

/** Every city-ledger account matching a query (pages of 1000). */
export async function fetchCityLedger(client: HttpClient, query: CityLedgerState['query']): Promise<FolioListResponse> {
  const first = await client.get<FolioListResponse>(ledgerPaths.folios, { query: { ...query, page: 1, size: 1000 } });
  const items = [...first.items];
  for (let page = 2; items.length < first.total; page++) {
    const next = await client.get<FolioListResponse>(ledgerPaths.folios, { query: { ...query, page, size: 1000 } });
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return { ...first, items };
}

/** State of the city ledger: search, balance filter, page, and the accounts with their totals. */
export function useCityLedger(): CityLedgerState {
  const client = useHttpClient();
  const [search, setSearchState] = useState('');
  const [balance, setBalanceState] = useState<BalanceFilter>('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 });
  const text = useDebouncedValue(search.trim());
  const query: CityLedgerState['query'] = { kind: 'city', ...(text ? { search: text } : {}), ...(balance ? { balance } : {}) };
  const paged = { ...query, page: pagination.pageIndex + 1, size: pagination.pageSize };
  const list = useRequest(`city-ledger?${JSON.stringify(paged)}`, (signal) => client.get<FolioListResponse>(ledgerPaths.folios, { query: paged, signal }));
  const firstPage = () => setPagination((page) => ({ ...page, pageIndex: 0 }));
  return {
    search,
    setSearch: (next) => {
      setSearchState(next);
      firstPage();
    },
    balance,
    setBalance: (next) => {
      setBalanceState(next);
      firstPage();
    },
    pagination,
    setPagination,
    list,
    query,
  };
}

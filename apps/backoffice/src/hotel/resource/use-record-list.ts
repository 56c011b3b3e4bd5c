import { useMemo, useState } from 'react';
import type { PaginationState, RowSelectionState, SortingState } from '@tanstack/react-table';
import type { HotelListQuery, HotelListResponse, Resource } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { fetchList } from '../shared/hotel-api';
import { useDebouncedValue } from '../shared/use-debounced-value';
import { useRequest, type RequestState } from '../shared/use-request';
import { FIRST_PAGE_SIZE, initialSorting, listQueryOf } from './list-query';

export interface RecordListState {
  search: string;
  setSearch: (value: string) => void;
  sorting: SortingState;
  setSorting: (value: SortingState) => void;
  pagination: PaginationState;
  setPagination: (value: PaginationState) => void;
  selection: RowSelectionState;
  setSelection: (value: RowSelectionState) => void;
  /** The query of the current filter (no paging): what CSV export fetches. */
  query: HotelListQuery;
  page: RequestState<HotelListResponse>;
}

/**
 * Server list state: debounced search, sort by column, paging, selection; reloads on any change.
 * `serverOrder` starts unsorted, in the order the server chooses (the front desk's due order),
 * until a column is sorted.
 */
export function useRecordList(resource: Resource, base: HotelListQuery, initialSize = FIRST_PAGE_SIZE, serverOrder = false): RecordListState {
  const client = useHttpClient();
  const [search, setSearchText] = useState('');
  const [sorting, setSortingState] = useState<SortingState>(() => initialSorting(resource, serverOrder));
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: initialSize });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const debounced = useDebouncedValue(search.trim(), 250);
  const baseKey = JSON.stringify(base);
  const query = useMemo<HotelListQuery>(() => listQueryOf(JSON.parse(baseKey) as HotelListQuery, debounced, sorting), [baseKey, debounced, sorting]);
  const key = `${resource.name}?${JSON.stringify(query)}&page=${pagination.pageIndex + 1}&size=${pagination.pageSize}`;
  const page = useRequest(key, (signal) => fetchList(client, resource.name, { ...query, page: pagination.pageIndex + 1, size: pagination.pageSize }, signal));

  return {
    search,
    setSearch: (value) => {
      setSearchText(value);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    sorting,
    setSorting: (value) => {
      setSortingState(value);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    pagination,
    setPagination,
    selection,
    setSelection,
    query,
    page,
  };
}

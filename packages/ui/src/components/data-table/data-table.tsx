import * as React from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type TableOptions,
  type TableState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cn } from '../../lib/cn';
import { Checkbox } from '../checkbox/checkbox';
import { Input } from '../input/input';
import { Pagination } from '../pagination/pagination';
import { useUiStrings, type DataTableLabels } from '../ui-strings/ui-strings';
import { DataTableRow } from './data-table-row';
import { ariaSort, ErrorMessage, MessageRow, SelectAllCheckbox, SkeletonRows, SortButton } from './data-table-parts';

type DataTableProps<TData> = {
  /** Column definitions (TanStack Table v8). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<TData, any>[];
  /** The rows (the current page only when `manualPagination`). */
  data: TData[];
  /** Accessible name of the table and of its scroll region. */
  'aria-label': string;
  /** Stable row id (defaults to the index); needed for selection that survives sorting and paging. */
  getRowId?: (row: TData, index: number) => string;
  /** Shows skeleton rows and sets `aria-busy`. */
  loading?: boolean;
  /** Error to show instead of rows. */
  error?: React.ReactNode;
  /** Retry handler of the error state. */
  onRetry?: () => void;
  /** Replaces the default empty text. */
  emptyState?: React.ReactNode;
  /** Controlled sorting. */
  sorting?: SortingState;
  /** Called when sorting changes. */
  onSortingChange?: OnChangeFn<SortingState>;
  /** Sorting happens on the server: rows are shown in the given order. */
  manualSorting?: boolean;
  /** Shows the search field and filters rows client-side (unless `manualFiltering`). */
  searchable?: boolean;
  /** Controlled search text. */
  globalFilter?: string;
  /** Called with the new search text. */
  onGlobalFilterChange?: (value: string) => void;
  /** Filtering happens on the server. */
  manualFiltering?: boolean;
  /** `false` shows every row (use with `virtual` for large data); an object sets the page sizes. */
  pagination?: false | { pageSizeOptions?: number[] };
  /** Controlled page state (0-based `pageIndex`). */
  paginationState?: PaginationState;
  /** Called when the page or page size changes. */
  onPaginationChange?: OnChangeFn<PaginationState>;
  /** Paging happens on the server; pass `rowCount`. */
  manualPagination?: boolean;
  /** Total rows on the server, for manual pagination. */
  rowCount?: number;
  /** Adds a checkbox column with select-all. */
  enableRowSelection?: boolean | ((row: Row<TData>) => boolean);
  /** Controlled selection (row id → selected). */
  rowSelection?: RowSelectionState;
  /** Called when the selection changes. */
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  /** Row activation by click, Enter or Space; rows become focusable. */
  onRowClick?: (row: TData) => void;
  /** Render only the visible rows; on by default when there are over 200 rows and no pagination. */
  virtual?: boolean;
  /** Estimated row height in px for virtual rows. */
  rowHeight?: number;
  /** Max height of the scroll region (CSS length); needed for virtual rows and a sticky header. */
  maxHeight?: number | string;
  /** Translated texts. */
  labels?: Partial<DataTableLabels>;
  /** Class names for the outer wrapper. */
  className?: string;
};

/**
 * A data grid on TanStack Table: sorting (aria-sort), client or server pagination, search,
 * row selection, virtual rows for large data, sticky header, and loading, empty and error states.
 */
function DataTable<TData>(props: DataTableProps<TData>) {
  const {
    columns: userColumns,
    data,
    getRowId,
    loading = false,
    error,
    onRetry,
    emptyState,
    searchable = false,
    pagination = { pageSizeOptions: [5, 10, 25, 100] },
    manualPagination = false,
    rowCount,
    enableRowSelection = false,
    onRowClick,
    rowHeight = 44,
    maxHeight,
    className,
  } = props;
  const labels = { ...useUiStrings('dataTable'), ...props.labels };
  const [innerFilter, setInnerFilter] = React.useState('');
  const filter = props.globalFilter ?? innerFilter;
  const setFilter = (value: string) => {
    if (props.globalFilter === undefined) setInnerFilter(value);
    props.onGlobalFilterChange?.(value);
  };

  const columns = React.useMemo(() => {
    if (!enableRowSelection) return userColumns;
    const select: ColumnDef<TData, unknown> = {
      id: '__select',
      enableSorting: false,
      enableGlobalFilter: false,
      header: ({ table }) => <SelectAllCheckbox table={table} label={labels.selectAll} />,
      cell: ({ row }) => (
        <Checkbox
          aria-label={labels.selectRow}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onCheckedChange={(v) => row.toggleSelected(v === true)}
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
        />
      ),
    };
    return [select, ...userColumns];
  }, [userColumns, enableRowSelection, labels.selectAll, labels.selectRow]);

  const state: Partial<TableState> = { globalFilter: filter };
  if (props.sorting) state.sorting = props.sorting;
  if (props.paginationState) state.pagination = props.paginationState;
  if (props.rowSelection) state.rowSelection = props.rowSelection;
  const options: TableOptions<TData> = {
    data,
    columns,
    state,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    onGlobalFilterChange: (updater) => setFilter(typeof updater === 'function' ? updater(filter) : updater),
    manualSorting: props.manualSorting,
    manualFiltering: props.manualFiltering,
    manualPagination,
    rowCount,
    enableRowSelection,
    // Every column sorts ascending first (TanStack defaults numbers to descending first).
    sortDescFirst: false,
    autoResetPageIndex: !manualPagination,
  };
  if (pagination !== false) options.getPaginationRowModel = getPaginationRowModel();
  if (props.onSortingChange) options.onSortingChange = props.onSortingChange;
  if (props.onPaginationChange) options.onPaginationChange = props.onPaginationChange;
  if (props.onRowSelectionChange) options.onRowSelectionChange = props.onRowSelectionChange;
  // TanStack Table returns a new object each render by design; the compiler must not memoise it.
  const table = useReactTable(options);

  const rows = table.getRowModel().rows;
  const virtual = props.virtual ?? (pagination === false && rows.length > 200);
  const scrollRef = React.useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const visible = virtual ? items.flatMap((item) => (rows[item.index] ? [{ row: rows[item.index] as Row<TData>, index: item.index }] : [])) : rows.map((row, index) => ({ row, index }));
  const colCount = table.getVisibleLeafColumns().length;
  const pageSize = table.getState().pagination.pageSize;
  const totalRows = manualPagination ? (rowCount ?? data.length) : table.getFilteredRowModel().rows.length;

  // One stable handler for every row, so memoised rows stay untouched while the list scrolls.
  const onRowClickRef = React.useRef(onRowClick);
  React.useLayoutEffect(() => {
    onRowClickRef.current = onRowClick;
  });
  const activate = React.useCallback((row: Row<TData>) => onRowClickRef.current?.(row.original), []);

  let body: React.ReactNode;
  if (loading) body = <SkeletonRows rows={Math.min(pageSize, 8)} columns={colCount} />;
  else if (error != null && error !== false) {
    body = (
      <MessageRow columns={colCount} slot="data-table-error">
        <ErrorMessage error={error} onRetry={onRetry} retryLabel={labels.retry} />
      </MessageRow>
    );
  } else if (rows.length === 0) {
    body = (
      <MessageRow columns={colCount} slot="data-table-empty">
        {filter ? labels.noMatches(filter) : (emptyState ?? labels.empty)}
      </MessageRow>
    );
  } else {
    body = (
      <>
        {padTop > 0 ? <tr aria-hidden="true" style={{ height: padTop }} /> : null}
        {visible.map(({ row, index }) => (
          <DataTableRow
            key={row.id}
            row={row}
            index={index}
            selected={row.getIsSelected()}
            columns={columns}
            height={virtual ? rowHeight : undefined}
            onActivate={onRowClick ? activate : undefined}
          />
        ))}
        {padBottom > 0 ? <tr aria-hidden="true" style={{ height: padBottom }} /> : null}
      </>
    );
  }

  return (
    <div data-slot="data-table" className={cn('grid gap-3', className)}>
      {searchable ? (
        <Input
          type="search"
          aria-label={labels.search}
          placeholder={`${labels.search}…`}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="max-w-xs"
        />
      ) : null}
      <div
        ref={scrollRef}
        role="region"
        aria-label={props['aria-label']}
        // A scrollable region must be keyboard-reachable so it can scroll with the arrow keys (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-slot="data-table-scroll"
        className="relative overflow-auto rounded-md border border-border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
        style={{ maxHeight: maxHeight ?? (virtual ? 480 : undefined) }}
      >
        <table
          aria-label={props['aria-label']}
          aria-busy={loading || undefined}
          aria-rowcount={loading || error ? undefined : rows.length + 1}
          className="w-full caption-bottom border-collapse text-sm text-foreground"
        >
          <thead data-slot="data-table-header" className="sticky top-0 z-10 bg-card shadow-[inset_0_-1px_0_var(--color-border)]">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort(header)}
                    className={cn('h-11 whitespace-nowrap px-3 text-start align-middle font-medium text-muted-foreground', header.column.id === '__select' && 'w-10')}
                  >
                    {header.isPlaceholder ? null : <SortButton header={header}>{flexRender(header.column.columnDef.header, header.getContext())}</SortButton>}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody data-slot="data-table-body">{body}</tbody>
        </table>
      </div>
      {pagination !== false && !error ? (
        <Pagination
          page={table.getState().pagination.pageIndex + 1}
          pageCount={table.getPageCount()}
          total={totalRows}
          pageSize={pageSize}
          pageSizeOptions={pagination.pageSizeOptions}
          onPageSizeChange={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
          onPageChange={(page) => table.setPageIndex(page - 1)}
          disabled={loading}
        />
      ) : null}
    </div>
  );
}

export { DataTable, type DataTableLabels, type DataTableProps };

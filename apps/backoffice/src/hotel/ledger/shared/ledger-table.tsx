import { useMemo } from 'react';
import type { ColumnDef, PaginationState } from '@tanstack/react-table';
import { DataTable, toDate } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { Amount } from './amount';
import { english, type Translate } from './english';
import { useTableLabels } from './use-table-labels';

/** One row of a ledger: the opening balance, a line with its running balance, the period's totals, or the closing balance. */
export interface LedgerRow {
  id: string;
  kind: 'opening' | 'line' | 'totals' | 'closing';
  /** Business date of the line (the range's ends for the opening and closing rows). */
  date: string | null;
  /** Journal entry number (JE-000123). */
  entry: string;
  /** Reference of the entry, or the kind of folio line. */
  reference: string;
  /** Narration or description. */
  description: string;
  /** A second line under the description (the line's memo, a transfer's other folio). */
  detail?: string | null;
  debit: number | null;
  credit: number | null;
  /** Balance after the line, debits minus credits. */
  balance: number | null;
}

/** The figures a ledger page needs to frame its lines. */
export interface LedgerFrame {
  from: string | null;
  to: string | null;
  opening: number;
  /** Sums over the whole range. */
  debit: number;
  credit: number;
  closing: number;
  /** Whether this is the first page (it carries the opening row) and the last (the totals and closing rows). */
  first: boolean;
  last: boolean;
}

/** A page of lines framed by the opening balance (first page) and the period's totals and closing balance (last page), their descriptions by `t`. */
export function framedRows(frame: LedgerFrame, lines: readonly LedgerRow[], t: Translate = english): LedgerRow[] {
  const rows: LedgerRow[] = [];
  if (frame.first) rows.push({ id: 'opening', kind: 'opening', date: frame.from, entry: '', reference: '', description: t('Opening balance'), debit: null, credit: null, balance: frame.opening });
  rows.push(...lines);
  if (frame.last) {
    rows.push({ id: 'totals', kind: 'totals', date: null, entry: '', reference: '', description: t('Totals for the period'), debit: frame.debit, credit: frame.credit, balance: null });
    rows.push({ id: 'closing', kind: 'closing', date: frame.to, entry: '', reference: '', description: t('Closing balance'), debit: null, credit: null, balance: frame.closing });
  }
  return rows;
}

export interface LedgerTableProps {
  /** Accessible name of the table (in the user's language). */
  label: string;
  /** The framed rows of the page. */
  rows: readonly LedgerRow[];
  /** Header of the reference column ('Reference' by default, 'Kind'), in the user's language. */
  referenceHeader?: string;
  /** First load (skeleton rows). */
  loading: boolean;
  /** A newer page is being read (the rows dim). */
  refreshing: boolean;
  error: string | undefined;
  onRetry: () => void;
  /** Server paging of the lines: the page, its setter, and the number of lines; without it every row shows. */
  paging?: { pagination: PaginationState; onPaginationChange: (page: PaginationState) => void; lineCount: number };
}

const strong = (row: LedgerRow) => (row.kind === 'line' ? undefined : 'font-semibold');

/** An account's or a folio's lines with their running balance ('$x Dr/Cr'), framed by opening, totals and closing rows. */
export function LedgerTable({ label, rows, referenceHeader, loading, refreshing, error, onRetry, paging }: LedgerTableProps) {
  const { t } = useHotelText();
  const tableLabels = useTableLabels();
  const columns = useMemo<ColumnDef<LedgerRow>[]>(
    () => [
      { id: 'date', header: t('Date'), enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap">{row.original.date ? toDate(row.original.date) : ''}</span> },
      { id: 'entry', header: t('Entry'), enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap font-mono text-xs">{row.original.entry}</span> },
      { id: 'reference', header: referenceHeader ?? t('Reference'), enableSorting: false, cell: ({ row }) => <span className="line-clamp-1 max-w-40 [overflow-wrap:anywhere]">{row.original.reference}</span> },
      {
        id: 'description',
        header: t('Description'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="block min-w-48 max-w-96 [overflow-wrap:anywhere]">
            <span className={strong(row.original)}>{row.original.description}</span>
            {row.original.detail ? <span className="block text-xs text-muted-foreground">{row.original.detail}</span> : null}
          </span>
        ),
      },
      { id: 'debit', header: () => <span className="block text-end">{t('Debit')}</span>, enableSorting: false, cell: ({ row }) => (row.original.debit === null ? null : <Amount value={row.original.debit} blankZero={row.original.kind === 'line'} className={strong(row.original)} />) },
      { id: 'credit', header: () => <span className="block text-end">{t('Credit')}</span>, enableSorting: false, cell: ({ row }) => (row.original.credit === null ? null : <Amount value={row.original.credit} blankZero={row.original.kind === 'line'} className={strong(row.original)} />) },
      { id: 'balance', header: () => <span className="block text-end">{t('Balance')}</span>, enableSorting: false, cell: ({ row }) => (row.original.balance === null ? null : <Amount value={row.original.balance} balance className={strong(row.original)} />) },
    ],
    [referenceHeader, t],
  );
  return (
    <div data-slot="ledger-table" aria-busy={refreshing || undefined}>
      <DataTable
        labels={tableLabels}
        aria-label={label}
        columns={columns}
        data={rows as LedgerRow[]}
        getRowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        {...(paging
          ? {
              manualPagination: true,
              rowCount: paging.lineCount,
              paginationState: paging.pagination,
              onPaginationChange: (updater) => paging.onPaginationChange(typeof updater === 'function' ? updater(paging.pagination) : updater),
              pagination: { pageSizeOptions: [100, 500, 1000] },
              virtual: paging.pagination.pageSize > 100,
              maxHeight: paging.pagination.pageSize > 100 ? '70vh' : undefined,
            }
          : { pagination: false, maxHeight: rows.length > 200 ? '70vh' : undefined })}
        className={refreshing ? 'opacity-70 transition-opacity' : undefined}
      />
    </div>
  );
}

import { useMemo } from 'react';
import type { ColumnDef, PaginationState } from '@tanstack/react-table';
import type { NightAuditHistoryResponse, NightAuditRun } from '@hotel/domain';
import { DataTable, EmptyState, formatDateTime, toDate } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import type { RequestState } from '../../shared/use-request';
import { messageOf } from '../../shared/use-request';
import { Amount } from '../shared/amount';
import { useTableLabels } from '../shared/use-table-labels';

export interface AuditHistoryProps {
  /** The page of runs. */
  history: RequestState<NightAuditHistoryResponse>;
  /** The table's page (0-based). */
  page: PaginationState;
  onPageChange: (page: PaginationState) => void;
}

const count = (value: number) => <span className="block text-end tabular-nums">{value}</span>;

/** Past night audits, newest first, with their figures; paged on the server. */
export function AuditHistory({ history, page, onPageChange }: AuditHistoryProps) {
  const { t, tm } = useHotelText();
  const tableLabels = useTableLabels();
  const columns = useMemo<ColumnDef<NightAuditRun>[]>(
    () => [
      { id: 'closedDate', header: t('Closed date'), enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap">{toDate(row.original.closedDate)}</span> },
      { id: 'roomNights', header: () => <span className="block text-end">{t('Room nights')}</span>, enableSorting: false, cell: ({ row }) => count(row.original.roomNights) },
      { id: 'roomRevenue', header: () => <span className="block text-end">{t('Room revenue')}</span>, enableSorting: false, cell: ({ row }) => <Amount value={row.original.roomRevenue} /> },
      { id: 'tax', header: () => <span className="block text-end">{t('Tax')}</span>, enableSorting: false, cell: ({ row }) => <Amount value={row.original.tax} /> },
      { id: 'noShows', header: () => <span className="block text-end">{t('No-shows')}</span>, enableSorting: false, cell: ({ row }) => count(row.original.noShows) },
      { id: 'by', header: t('Run by'), enableSorting: false, cell: ({ row }) => row.original.by },
      { id: 'at', header: t('At'), enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.at)}</span> },
    ],
    [t],
  );
  const data = history.data;
  return (
    <div data-slot="night-audit-history" aria-busy={history.loading || undefined} className="grid gap-3">
      <h2 className="text-lg font-semibold text-foreground">
        {t('Night audit history')}
      </h2>
      <DataTable
        labels={tableLabels}
        aria-label={t('Night audit history')}
        columns={columns}
        data={data?.items ?? []}
        getRowId={(run) => run.closedDate}
        loading={history.loading && !data}
        error={history.error ? tm(messageOf(history.error)) : undefined}
        onRetry={history.reload}
        manualPagination
        rowCount={data?.total ?? 0}
        paginationState={page}
        onPaginationChange={(updater) => onPageChange(typeof updater === 'function' ? updater(page) : updater)}
        pagination={{ pageSizeOptions: [10, 25, 100] }}
        emptyState={<EmptyState level={3} icon="heroicons_outline:moon" title={t('No night audit has run yet')} description={t('Each run is listed here with its figures.')} />}
        className={history.loading && data ? 'opacity-70 transition-opacity' : undefined}
      />
    </div>
  );
}

import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { JournalEntryView } from '@hotel/domain';
import { Badge, DataTable, EmptyState, toDate } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { messageOf } from '../../shared/use-request';
import { Amount } from '../shared/amount';
import { SOURCE_LABELS } from '../shared/ledger-format';
import type { JournalState } from './use-journal';
import { useTableLabels } from '../shared/use-table-labels';

export interface JournalTableProps {
  /** The journal's state (list, paging). */
  journal: JournalState;
  /** Whether any filter is set (changes the empty text). */
  filtered: boolean;
}

/** The journal, newest first, one row per entry; a row opens the entry (click, Enter or Space). */
export function JournalTable({ journal, filtered }: JournalTableProps) {
  const { list, pagination } = journal;
  const { t, tm } = useHotelText();
  const tableLabels = useTableLabels();
  const columns = useMemo<ColumnDef<JournalEntryView>[]>(
    () => [
      { id: 'number', header: t('Entry'), enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap font-mono text-xs">{row.original.number}</span> },
      { id: 'date', header: t('Date'), enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap">{toDate(row.original.date)}</span> },
      { id: 'reference', header: t('Reference'), enableSorting: false, cell: ({ row }) => <span className="line-clamp-1 max-w-40 [overflow-wrap:anywhere]">{row.original.reference}</span> },
      { id: 'narration', header: t('Narration'), enableSorting: false, cell: ({ row }) => <span className="line-clamp-2 min-w-48 max-w-96 [overflow-wrap:anywhere]">{row.original.narration}</span> },
      {
        id: 'source',
        header: t('Source'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {SOURCE_LABELS[row.original.source.kind] ? t(SOURCE_LABELS[row.original.source.kind]) : row.original.source.kind}
            {row.original.source.number && row.original.source.number !== row.original.reference ? <span className="text-muted-foreground"> · {row.original.source.number}</span> : null}
          </span>
        ),
      },
      { id: 'total', header: () => <span className="block text-end">{t('Amount')}</span>, enableSorting: false, cell: ({ row }) => <Amount value={row.original.total} /> },
      {
        id: 'status',
        header: t('Status'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.reversedBy ? (
            <Badge variant="muted">{t('Reversed by {{number}}', { number: row.original.reversedBy.number })}</Badge>
          ) : row.original.reverses ? (
            <Badge variant="secondary">{t('Reverses {{number}}', { number: row.original.reverses.number })}</Badge>
          ) : (
            <span className="text-muted-foreground">{t('Posted')}</span>
          ),
      },
    ],
    [t],
  );
  const data = list.data;
  return (
    <div data-slot="journal-table" aria-busy={(list.loading && Boolean(data)) || undefined}>
      <DataTable
        labels={tableLabels}
        aria-label={t('Journal entries')}
        columns={columns}
        data={data?.items ?? []}
        getRowId={(entry) => entry.id}
        loading={list.loading && !data}
        error={list.error ? tm(messageOf(list.error)) : undefined}
        onRetry={list.reload}
        manualPagination
        rowCount={data?.total ?? 0}
        paginationState={pagination}
        onPaginationChange={(updater) => journal.setPagination(typeof updater === 'function' ? updater(pagination) : updater)}
        pagination={{ pageSizeOptions: [25, 100, 500] }}
        onRowClick={(entry) => journal.setOpenId(entry.id)}
        emptyState={
          filtered ? (
            t('No journal entry matches these filters.')
          ) : (
            <EmptyState level={2} icon="heroicons_outline:book-open" title={t('No journal entries yet')} description={t('Every money event posts one; hand-written entries are added with New journal entry.')} />
          )
        }
        className={list.loading && data ? 'opacity-70 transition-opacity' : undefined}
      />
    </div>
  );
}

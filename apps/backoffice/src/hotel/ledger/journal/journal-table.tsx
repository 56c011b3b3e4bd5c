import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { JournalEntryView } from '@hotel/domain';
import { Badge, DataTable, EmptyState, toDate } from '@hotel/ui';
import { messageOf } from '../../shared/use-request';
import { Amount } from '../shared/amount';
import { SOURCE_LABELS } from '../shared/ledger-format';
import type { JournalState } from './use-journal';

export interface JournalTableProps {
  /** The journal's state (list, paging). */
  journal: JournalState;
  /** Whether any filter is set (changes the empty text). */
  filtered: boolean;
}

/** The journal, newest first, one row per entry; a row opens the entry (click, Enter or Space). */
export function JournalTable({ journal, filtered }: JournalTableProps) {
  const { list, pagination } = journal;
  const columns = useMemo<ColumnDef<JournalEntryView>[]>(
    () => [
      { id: 'number', header: 'Entry', enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap font-mono text-xs">{row.original.number}</span> },
      { id: 'date', header: 'Date', enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap">{toDate(row.original.date)}</span> },
      { id: 'reference', header: 'Reference', enableSorting: false, cell: ({ row }) => <span className="line-clamp-1 max-w-40 [overflow-wrap:anywhere]">{row.original.reference}</span> },
      { id: 'narration', header: 'Narration', enableSorting: false, cell: ({ row }) => <span className="line-clamp-2 min-w-48 max-w-96 [overflow-wrap:anywhere]">{row.original.narration}</span> },
      {
        id: 'source',
        header: 'Source',
        enableSorting: false,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {SOURCE_LABELS[row.original.source.kind] ?? row.original.source.kind}
            {row.original.source.number && row.original.source.number !== row.original.reference ? <span className="text-muted-foreground"> · {row.original.source.number}</span> : null}
          </span>
        ),
      },
      { id: 'total', header: () => <span className="block text-end">Amount</span>, enableSorting: false, cell: ({ row }) => <Amount value={row.original.total} /> },
      {
        id: 'status',
        header: 'Status',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.reversedBy ? (
            <Badge variant="muted">Reversed by {row.original.reversedBy.number}</Badge>
          ) : row.original.reverses ? (
            <Badge variant="secondary">Reverses {row.original.reverses.number}</Badge>
          ) : (
            <span className="text-muted-foreground">Posted</span>
          ),
      },
    ],
    [],
  );
  const data = list.data;
  return (
    <div data-slot="journal-table" aria-busy={(list.loading && Boolean(data)) || undefined}>
      <DataTable
        aria-label="Journal entries"
        columns={columns}
        data={data?.items ?? []}
        getRowId={(entry) => entry.id}
        loading={list.loading && !data}
        error={list.error ? messageOf(list.error) : undefined}
        onRetry={list.reload}
        manualPagination
        rowCount={data?.total ?? 0}
        paginationState={pagination}
        onPaginationChange={(updater) => journal.setPagination(typeof updater === 'function' ? updater(pagination) : updater)}
        pagination={{ pageSizeOptions: [25, 100, 500] }}
        onRowClick={(entry) => journal.setOpenId(entry.id)}
        emptyState={
          filtered ? (
            'No journal entry matches these filters.'
          ) : (
            <EmptyState level={2} icon="heroicons_outline:book-open" title="No journal entries yet" description="Every money event posts one; hand-written entries are added with New journal entry." />
          )
        }
        className={list.loading && data ? 'opacity-70 transition-opacity' : undefined}
      />
    </div>
  );
}

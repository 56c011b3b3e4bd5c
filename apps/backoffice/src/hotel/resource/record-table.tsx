import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { hotelPaths, type HotelRecord, type Resource } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Alert, Button, ConfirmDialog, DataTable, EmptyState, Icon, Input, toast } from '@hotel/ui';
import { useHotelText, type HotelText } from '../../i18n/hotel-text';
import { downloadCsv } from '../shared/csv';
import { fetchAll } from '../shared/hotel-api';
import { runningNoun } from '../shared/running-noun';
import { messageOf } from '../shared/use-request';
import { listFields, recordColumns, toCsv } from './columns';
import type { RecordListState } from './use-record-list';

export interface RecordTableProps {
  /** The listed resource. */
  resource: Resource;
  /** The list state from useRecordList. */
  list: RecordListState;
  /** The screen's fixed values (their columns are left out). */
  fixed?: Readonly<Record<string, string>>;
  /** Accessible name of the table. */
  label: string;
  /** Opens a record (row click, Enter or Space). */
  onOpen: (record: HotelRecord, labels: Record<string, Record<string, string>>) => void;
  /** Row checkboxes and bulk delete. */
  bulkDelete?: boolean;
  /** Columns of the screen's own after the declared ones (a due badge, a balance). */
  extraColumns?: ColumnDef<HotelRecord>[];
  /** An extra last column (row actions). */
  rowActions?: (record: HotelRecord) => ReactNode;
  /** Empty-state text and call to action. */
  empty?: { title: string; description?: string; action?: ReactNode };
  /** File name of the CSV export (without extension). */
  exportName: string;
}

/*
 * The row actions render through a context and one column defined once: TanStack renders a cell
 * function as a component, so a new function per render would remount every actions cell and
 * close a dialog a row has open whenever the screen renders again (a list reload, an answer).
 */
const RowActionsContext = createContext<((record: HotelRecord) => ReactNode) | undefined>(undefined);

function RowActionsCell({ record }: { record: HotelRecord }) {
  const render = use(RowActionsContext);
  return render ? render(record) : null;
}

const actionsColumn = (header: string): ColumnDef<HotelRecord> => ({ id: '__actions', header, enableSorting: false, cell: ({ row }) => <RowActionsCell record={row.original} /> });

/** How many records of a resource, in the user's language: '1 room reservation', '3 room reservations'. */
function countOf(text: Pick<HotelText, 't' | 'language'>, resource: Resource, count: number): { count: number; things: string } {
  return { count, things: runningNoun(text, count === 1 ? resource.singular : resource.label) };
}

/** A server-paged, sortable, searchable list of records with CSV export and bulk delete. */
export function RecordTable({ resource, list, fixed, label, onOpen, bulkDelete = false, extraColumns, rowActions, empty, exportName }: RecordTableProps) {
  const client = useHttpClient();
  const text = useHotelText();
  const { t, tm } = text;
  const [exporting, setExporting] = useState(false);
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [bulkError, setBulkError] = useState<string>();
  const answer = list.page.data;
  const labels = answer?.labels;
  const hasActions = rowActions !== undefined;
  const columns = useMemo<ColumnDef<HotelRecord>[]>(() => {
    const base = [...recordColumns(resource, labels ?? {}, fixed, t), ...(extraColumns ?? [])];
    return hasActions ? [...base, actionsColumn(t('Actions'))] : base;
  }, [resource, labels, fixed, extraColumns, hasActions, t]);
  const selected = Object.keys(list.selection).filter((id) => list.selection[id]);
  const size = list.pagination.pageSize;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAll(client, resource.name, list.query);
      downloadCsv(exportName, toCsv(listFields(resource, fixed), all.items, all.labels, t));
      toast({ title: t('Exported {{count}} {{things}}', countOf(text, resource, all.items.length)), variant: 'success' });
    } catch (error) {
      toast({ title: t('Export failed'), description: tm(messageOf(error)), variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const deleteSelected = async () => {
    setBulkError(undefined);
    const failures: string[] = [];
    for (const id of selected) {
      try {
        await client.delete(hotelPaths.record(resource.name, id));
      } catch (error) {
        failures.push(messageOf(error));
      }
    }
    list.setSelection({});
    list.page.reload();
    const done = selected.length - failures.length;
    if (done) toast({ title: t('Deleted {{count}} {{things}}', countOf(text, resource, done)), variant: 'success' });
    if (failures.length) setBulkError(t('{{count}} could not be deleted: {{reasons}}', { count: failures.length, reasons: [...new Set(failures)].map(tm).join(' ') }));
  };

  return (
    <div className="grid gap-3" data-slot="record-table">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative w-full sm:w-72">
          <Icon name="heroicons_outline:magnifying-glass" className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted-foreground" size="sm" />
          <Input
            type="search"
            aria-label={t('Search {{things}}', { things: runningNoun(text, resource.label) })}
            placeholder={t('Search {{things}}…', { things: runningNoun(text, resource.label) })}
            value={list.search}
            onChange={(e) => list.setSearch(e.target.value)}
            className="ps-9"
          />
        </div>
        <div className="ms-auto flex flex-wrap gap-2">
          {bulkDelete && selected.length > 0 ? (
            <Button variant="outline" onClick={() => setConfirmBulk(true)}>
              {t('Delete {{count}} selected', { count: selected.length })}
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting || !answer?.total}>
            {exporting ? t('Exporting…') : t('Export CSV')}
          </Button>
        </div>
      </div>
      {bulkError ? (
        <Alert variant="error" title={t('Some records were kept')}>
          {bulkError}
        </Alert>
      ) : null}
      <RowActionsContext value={rowActions}>
        <DataTable
          aria-label={label}
          columns={columns}
          data={answer?.items ?? []}
          getRowId={(record) => record.id}
          loading={list.page.loading && !answer}
          error={list.page.error ? tm(messageOf(list.page.error)) : undefined}
          onRetry={list.page.reload}
          manualSorting
          sorting={list.sorting}
          onSortingChange={(updater) => list.setSorting(typeof updater === 'function' ? updater(list.sorting) : updater)}
          manualPagination
          rowCount={answer?.total ?? 0}
          paginationState={list.pagination}
          onPaginationChange={(updater) => list.setPagination(typeof updater === 'function' ? updater(list.pagination) : updater)}
          pagination={{ pageSizeOptions: [10, 25, 100, 1000] }}
          virtual={size > 100}
          maxHeight={size > 100 ? '70vh' : undefined}
          enableRowSelection={bulkDelete}
          rowSelection={list.selection}
          onRowSelectionChange={(updater) => list.setSelection(typeof updater === 'function' ? updater(list.selection) : updater)}
          onRowClick={(record) => onOpen(record, labels ?? {})}
          labels={{ selectRow: t('Select {{thing}}', { thing: runningNoun(text, resource.singular) }), selectAll: t('Select all {{things}} on this page', { things: runningNoun(text, resource.label) }) }}
          emptyState={
            list.search.trim() ? undefined : (
              <EmptyState level={2} icon="heroicons_outline:inbox" title={empty?.title ?? t('No {{things}} yet', { things: runningNoun(text, resource.label) })} description={empty?.description} action={empty?.action} />
            )
          }
          className={list.page.loading && answer ? 'opacity-70 transition-opacity' : undefined}
        />
      </RowActionsContext>
      <ConfirmDialog
        open={confirmBulk}
        onOpenChange={setConfirmBulk}
        title={t('Delete {{count}} {{things}}?', countOf(text, resource, selected.length))}
        message={t('This cannot be undone. Records still in use are kept.')}
        confirmLabel={t('Delete')}
        tone="warn"
        onResult={(result) => {
          setConfirmBulk(false);
          if (result === 'confirmed') void deleteSelected();
        }}
      />
    </div>
  );
}

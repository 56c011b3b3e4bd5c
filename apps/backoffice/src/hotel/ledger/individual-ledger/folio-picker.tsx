import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { folioKey, type FolioKind, type FolioListItem, type FolioRef } from '@hotel/domain';
import { Badge, DataTable, FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { messageOf } from '../../shared/use-request';
import { Amount } from '../shared/amount';
import { FOLIO_KIND_LABELS, stageLabel } from '../shared/folio-links';
import type { FolioSearch } from './use-individual-ledger';
import { useTableLabels } from '../shared/use-table-labels';

const EVERY = '__every__';

export interface FolioPickerProps {
  /** The search state (kind, text, page, results). */
  search: FolioSearch;
  /** The chosen folio (its row is marked). */
  chosen: FolioRef | undefined;
  /** Called with the folio picked (row click, Enter or Space). */
  onChoose: (folio: FolioRef) => void;
}

/** Find a folio by name, number or room, among stays, groups or city-ledger accounts; largest balance first. */
export function FolioPicker({ search, chosen, onChoose }: FolioPickerProps) {
  const { t, tm } = useHotelText();
  const tableLabels = useTableLabels();
  const chosenKey = chosen ? folioKey(chosen) : undefined;
  const columns = useMemo<ColumnDef<FolioListItem>[]>(
    () => [
      {
        id: 'name',
        header: t('Name'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="flex min-w-40 flex-wrap items-center gap-2">
            {row.original.name}
            {folioKey(row.original.folio) === chosenKey ? <Badge variant="secondary">{t('Shown')}</Badge> : null}
          </span>
        ),
      },
      {
        id: 'number',
        header: t('Number'),
        enableSorting: false,
        // A group's number is its name: shown once.
        cell: ({ row }) => (row.original.number === row.original.name ? null : <span className="whitespace-nowrap font-mono text-xs">{row.original.number}</span>),
      },
      { id: 'kind', header: t('Kind'), enableSorting: false, cell: ({ row }) => t(FOLIO_KIND_LABELS[row.original.folio.kind]) },
      { id: 'room', header: t('Room'), enableSorting: false, cell: ({ row }) => row.original.room ?? '' },
      { id: 'stage', header: t('Stage'), enableSorting: false, cell: ({ row }) => (row.original.stage ? t(stageLabel(row.original.stage)) : '') },
      { id: 'balance', header: () => <span className="block text-end">{t('Balance')}</span>, enableSorting: false, cell: ({ row }) => <Amount value={row.original.balance} balance /> },
    ],
    [chosenKey, t],
  );
  const data = search.results.data;
  return (
    <div data-slot="folio-picker" aria-busy={(search.results.loading && Boolean(data)) || undefined} className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={t('Find a folio')} className="w-full sm:w-72">
          <Input type="search" placeholder={t('Name, number or room')} value={search.text} onChange={(e) => search.setText(e.target.value)} />
        </FormField>
        <FormField label={t('Kind')} className="w-full sm:w-48">
          {(props) => (
            <Select value={search.kind || EVERY} onValueChange={(value) => search.setKind(value === EVERY ? '' : (value as FolioKind))}>
              <SelectTrigger {...props} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={EVERY}>{t('Every kind')}</SelectItem>
                {(Object.keys(FOLIO_KIND_LABELS) as FolioKind[]).map((kind) => (
                  <SelectItem key={kind} value={kind}>
                    {t(FOLIO_KIND_LABELS[kind])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </div>
      <DataTable
        labels={tableLabels}
        aria-label={t('Folios')}
        columns={columns}
        data={data?.items ?? []}
        getRowId={(item) => folioKey(item.folio)}
        loading={search.results.loading && !data}
        error={search.results.error ? tm(messageOf(search.results.error)) : undefined}
        onRetry={search.results.reload}
        manualPagination
        rowCount={data?.total ?? 0}
        paginationState={search.pagination}
        onPaginationChange={(updater) => search.setPagination(typeof updater === 'function' ? updater(search.pagination) : updater)}
        pagination={{ pageSizeOptions: [5, 10, 25] }}
        onRowClick={(item) => onChoose(item.folio)}
        emptyState={search.text.trim() ? t('No folio matches “{{text}}”.', { text: search.text.trim() }) : t('No folios yet.')}
        className={search.results.loading && data ? 'opacity-70 transition-opacity' : undefined}
      />
    </div>
  );
}

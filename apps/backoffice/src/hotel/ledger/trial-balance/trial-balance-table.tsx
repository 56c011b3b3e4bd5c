import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { TrialBalanceResponse, TrialBalanceRow } from '@hotel/domain';
import { DataTable, EmptyState } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { Amount } from '../shared/amount';
import { useCanOpen } from '../shared/use-can-open';
import type { DateRange } from '../shared/date-range-form';
import { useTableLabels } from '../shared/use-table-labels';

/** A row of the table: an account, or the totals. */
type Row = Omit<TrialBalanceRow, 'type'> & { kind: 'account' | 'totals' };

/** The six figure columns, in order, with their English headers (translated where shown). */
export const FIGURES = [
  ['openingDebit', 'Opening Dr'],
  ['openingCredit', 'Opening Cr'],
  ['debit', 'Period Dr'],
  ['credit', 'Period Cr'],
  ['closingDebit', 'Closing Dr'],
  ['closingCredit', 'Closing Cr'],
] as const;

export interface TrialBalanceTableProps {
  /** The answer (undefined while the first one loads). */
  data: TrialBalanceResponse | undefined;
  /** The range, for the links to each account's ledger. */
  range: DateRange;
  loading: boolean;
  refreshing: boolean;
  error: string | undefined;
  onRetry: () => void;
}

/** Per account: code, name, opening, period and closing debit and credit; a totals row. Each account links to its ledger for the range. */
export function TrialBalanceTable({ data, range, loading, refreshing, error, onRetry }: TrialBalanceTableProps) {
  const { t } = useHotelText();
  const tableLabels = useTableLabels();
  const rows = useMemo<Row[]>(
    () => (data?.rows.length ? [...data.rows.map((row) => ({ ...row, kind: 'account' as const })), { ...data.totals, account: 'totals', code: '', name: t('Totals'), kind: 'totals' as const }] : []),
    [data, t],
  );
  const ledgers = useCanOpen()('/accounts/general-ledgers');
  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      { id: 'code', header: t('Code'), enableSorting: false, cell: ({ row }) => <span className="font-mono text-xs">{row.original.code}</span> },
      {
        id: 'name',
        header: t('Account'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.kind === 'totals' ? (
            <span className="font-semibold">{t('Totals')}</span>
          ) : !ledgers ? (
            <span className="whitespace-nowrap">{row.original.name}</span>
          ) : (
            <Link
              to={`/accounts/general-ledgers?${new URLSearchParams({ account: row.original.account, from: range.from, to: range.to }).toString()}`}
              className="whitespace-nowrap text-primary underline-offset-4 hover:underline"
              aria-label={t('Ledger of {{code}} {{name}}', { code: row.original.code, name: row.original.name })}
            >
              {row.original.name}
            </Link>
          ),
      },
      ...FIGURES.map(
        ([key, label]): ColumnDef<Row> => ({
          id: key,
          header: () => <span className="block whitespace-nowrap text-end">{t(label)}</span>,
          enableSorting: false,
          cell: ({ row }) => <Amount value={row.original[key]} blankZero={row.original.kind === 'account'} className={row.original.kind === 'totals' ? 'font-semibold' : undefined} />,
        }),
      ),
    ],
    [range.from, range.to, ledgers, t],
  );
  return (
    <div data-slot="trial-balance-table" aria-busy={refreshing || undefined}>
      <DataTable
        labels={tableLabels}
        aria-label={t('Trial balance')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.account}
        loading={loading}
        error={error}
        onRetry={onRetry}
        pagination={false}
        emptyState={<EmptyState level={2} icon="heroicons_outline:scale" title={t('No accounts yet')} description={t('The chart of accounts is empty, so there is nothing to balance.')} />}
        className={refreshing ? 'opacity-70 transition-opacity' : undefined}
      />
    </div>
  );
}

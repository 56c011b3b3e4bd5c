import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { formatMoney, type FolioListItem, type LedgerScreen } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Button, buttonVariants, DataTable, EmptyState, FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, toDate, toast } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { ScreenHeader } from '../../shared/screen-header';
import { screenAt } from '../../shared/use-hotel-screen';
import { messageOf } from '../../shared/use-request';
import { Amount } from '../shared/amount';
import { csvText, downloadCsv } from '../../shared/csv';
import { Figures } from '../shared/figures';
import { folioHref, FOLIO_SCREENS } from '../shared/folio-links';
import { formatBalance } from '../shared/ledger-format';
import { useCanOpen } from '../shared/use-can-open';
import { fetchCityLedger, useCityLedger, type BalanceFilter } from './use-city-ledger';
import { useTableLabels } from '../shared/use-table-labels';

export interface CityLedgerProps {
  /** The screen declaration (view 'city-ledger'). */
  screen: LedgerScreen;
}

const ACCOUNTS_PATH = '/creditors/debitors/city-ledger-accounts';
/** The accounts screen's declared title (English; shown translated). */
const ACCOUNTS_TITLE = screenAt(ACCOUNTS_PATH)?.title ?? 'City Ledger Accounts';
const ALL = '__all__';
/** The balance filter's choices, labelled in English (shown translated). */
const BALANCES: readonly [BalanceFilter, string][] = [
  ['debtors', 'Owing the hotel'],
  ['creditors', 'In credit'],
  ['open', 'Not settled'],
];

/** The city ledger: every debtor account with its charges, credits, balance and last posting; totals; each opens its folio. */
export function CityLedger({ screen }: CityLedgerProps) {
  const client = useHttpClient();
  const { t, tm } = useHotelText();
  const tableLabels = useTableLabels();
  const city = useCityLedger();
  const [exporting, setExporting] = useState(false);
  const data = city.list.data;
  const canOpen = useCanOpen();
  const folios = canOpen(FOLIO_SCREENS.city);
  const accounts = canOpen(ACCOUNTS_PATH);
  const columns = useMemo<ColumnDef<FolioListItem>[]>(
    () => [
      {
        id: 'name',
        header: t('Account'),
        enableSorting: false,
        cell: ({ row }) =>
          folios ? (
            <Link to={folioHref(row.original.folio)} className="inline-block min-w-40 text-primary underline-offset-4 hover:underline">
              {row.original.name}
            </Link>
          ) : (
            <span className="inline-block min-w-40">{row.original.name}</span>
          ),
      },
      { id: 'number', header: t('Code'), enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap font-mono text-xs">{row.original.number}</span> },
      { id: 'charges', header: () => <span className="block text-end">{t('Charges')}</span>, enableSorting: false, cell: ({ row }) => <Amount value={row.original.charges} /> },
      { id: 'credits', header: () => <span className="block text-end">{t('Credits')}</span>, enableSorting: false, cell: ({ row }) => <Amount value={row.original.credits} /> },
      { id: 'balance', header: () => <span className="block text-end">{t('Balance')}</span>, enableSorting: false, cell: ({ row }) => <Amount value={row.original.balance} balance /> },
      { id: 'lastPosting', header: t('Last posting'), enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap">{row.original.lastPosting ? toDate(row.original.lastPosting) : t('None yet')}</span> },
    ],
    [folios, t],
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchCityLedger(client, city.query);
      const text = csvText(
        [t('Account'), t('Code'), t('Charges'), t('Credits'), t('Balance'), t('Last posting')],
        [
          ...all.items.map((item) => [item.name, item.number, formatMoney(item.charges), formatMoney(item.credits), formatBalance(item.balance, t), item.lastPosting ?? '']),
          [t('Totals'), '', formatMoney(all.totals.charges), formatMoney(all.totals.credits), formatBalance(all.totals.balance, t), ''],
        ],
      );
      downloadCsv('city-ledger', text);
      toast({ title: t('Exported {{count}} city-ledger accounts', { count: all.items.length }), variant: 'success' });
    } catch (error) {
      toast({ title: t('Export failed'), description: tm(messageOf(error)), variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const filtered = Boolean(city.search.trim() || city.balance);
  return (
    <div data-slot="city-ledger">
      <ScreenHeader
        title={t(screen.title)}
        section={screen.group ? t(screen.group) : undefined}
        description={t('What each company and individual debtor owes the hotel, from their city-ledger folios.')}
        actions={
          <>
            {accounts ? (
              <Link to={ACCOUNTS_PATH} className={buttonVariants({ variant: 'outline' })}>
                {t(ACCOUNTS_TITLE)}
              </Link>
            ) : null}
            <Button variant="outline" onClick={() => void exportCsv()} disabled={!data?.total || exporting}>
              {exporting ? t('Exporting…') : t('Export CSV')}
            </Button>
          </>
        }
      />
      <div className="grid gap-4 p-4 sm:p-8" aria-busy={(city.list.loading && Boolean(data)) || undefined}>
        <div className="flex flex-wrap items-end gap-3">
          <FormField label={t('Search accounts')} className="w-full sm:w-72">
            <Input type="search" placeholder={t('Name or code')} value={city.search} onChange={(e) => city.setSearch(e.target.value)} />
          </FormField>
          <FormField label={t('Balance')} className="w-full sm:w-56">
            {(props) => (
              <Select value={city.balance || ALL} onValueChange={(value) => city.setBalance(value === ALL ? '' : (value as BalanceFilter))}>
                <SelectTrigger {...props} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>{t('Every account')}</SelectItem>
                  {BALANCES.map(([value, label]) => (
                    <SelectItem key={value} value={value}>
                      {t(label)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        </div>
        {data ? (
          <Figures
            label={t('City ledger totals')}
            items={[
              { label: t('Accounts'), value: data.total },
              { label: t('Charges'), value: formatMoney(data.totals.charges) },
              { label: t('Credits'), value: formatMoney(data.totals.credits) },
              { label: t('Balance'), value: formatBalance(data.totals.balance, t) },
            ]}
          />
        ) : null}
        <DataTable
          labels={tableLabels}
          aria-label={t('City ledger')}
          columns={columns}
          data={data?.items ?? []}
          getRowId={(item) => item.folio.id}
          loading={city.list.loading && !data}
          error={city.list.error ? tm(messageOf(city.list.error)) : undefined}
          onRetry={city.list.reload}
          manualPagination
          rowCount={data?.total ?? 0}
          paginationState={city.pagination}
          onPaginationChange={(updater) => city.setPagination(typeof updater === 'function' ? updater(city.pagination) : updater)}
          pagination={{ pageSizeOptions: [25, 100, 1000] }}
          virtual={city.pagination.pageSize > 100}
          maxHeight={city.pagination.pageSize > 100 ? '70vh' : undefined}
          emptyState={
            filtered ? (
              t('No city-ledger account matches.')
            ) : (
              <EmptyState
                level={2}
                icon="heroicons_outline:building-office"
                title={t('No city-ledger accounts yet')}
                description={t('Companies and individuals the hotel bills are set up as city-ledger accounts.')}
                action={
                  accounts ? (
                    <Link to={ACCOUNTS_PATH} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                      {t('Set up an account')}
                    </Link>
                  ) : undefined
                }
              />
            )
          }
          className={city.list.loading && data ? 'opacity-70 transition-opacity' : undefined}
        />
      </div>
    </div>
  );
}

import { useState } from 'react';
import { formatMoney, type AccountLedgerResponse, type LedgerScreen } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Alert, Button, EmptyState, toDate, toast } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { ScreenHeader } from '../../shared/screen-header';
import { ExportActions } from '../../shared/export-actions';
import { messageOf } from '../../shared/use-request';
import { AccountSelect } from '../shared/account-select';
import { csvText, downloadCsv } from '../../shared/csv';
import { DateRangeForm } from '../shared/date-range-form';
import { Figures } from '../shared/figures';
import { formatBalance, monthStart, rangeLabel } from '../shared/ledger-format';
import { framedRows, LedgerTable, type LedgerRow } from '../shared/ledger-table';
import { PrintHeading } from '../shared/print-heading';
import { fetchAccountLedger, useGeneralLedger } from './use-general-ledger';

export interface GeneralLedgerProps {
  /** The screen declaration (view 'general-ledger'). */
  screen: LedgerScreen;
}

const lineRows = (answer: AccountLedgerResponse): LedgerRow[] =>
  answer.lines.map((line, i) => ({
    id: `${line.entry}#${i}`,
    kind: 'line',
    date: line.date,
    entry: line.number,
    reference: line.reference,
    description: line.narration,
    detail: line.memo,
    debit: line.debit,
    credit: line.credit,
    balance: line.balance,
  }));

/** One account's ledger for a range: opening balance, each line with its running balance, totals, closing balance; CSV and print. */
export function GeneralLedger({ screen }: GeneralLedgerProps) {
  const client = useHttpClient();
  const { t, tm } = useHotelText();
  const gl = useGeneralLedger();
  const [exporting, setExporting] = useState(false);
  const data = gl.ledger.data;
  const accountName = data ? `${data.account.code} · ${data.account.name}` : '';
  const period = gl.range ? rangeLabel(gl.range, toDate, t) : '';
  const pageCount = data ? Math.max(1, Math.ceil(data.total / gl.pagination.pageSize)) : 1;
  const rows = data
    ? framedRows({ ...data, first: gl.pagination.pageIndex === 0, last: gl.pagination.pageIndex + 1 >= pageCount }, lineRows(data), t)
    : [];
  const date = gl.businessDate;

  const exportCsv = async () => {
    if (!gl.account || !gl.range) return;
    setExporting(true);
    try {
      const all = await fetchAccountLedger(client, gl.account, gl.range);
      const framed = framedRows({ ...all, first: true, last: true }, lineRows(all), t);
      const text = csvText(
        [t('Date'), t('Entry'), t('Reference'), t('Description'), t('Memo'), t('Debit'), t('Credit'), t('Balance')],
        framed.map((row) => [
          row.date ?? '',
          row.entry,
          row.reference,
          row.description,
          row.detail ?? '',
          row.debit === null || (row.kind === 'line' && row.debit === 0) ? '' : formatMoney(row.debit),
          row.credit === null || (row.kind === 'line' && row.credit === 0) ? '' : formatMoney(row.credit),
          row.balance === null ? '' : formatBalance(row.balance, t),
        ]),
      );
      downloadCsv(`general-ledger-${all.account.code}-${gl.range.from || 'start'}-${gl.range.to || 'end'}`, text);
      toast({ title: t('Exported {{count}} lines of {{account}}', { count: all.lines.length, account: all.account.name }), variant: 'success' });
    } catch (error) {
      toast({ title: t('Export failed'), description: tm(messageOf(error)), variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-slot="general-ledger" data-account={gl.account || undefined}>
      <ScreenHeader
        title={t(screen.title)}
        section={screen.group ? t(screen.group) : undefined}
        description={t("One account's lines with its opening, running and closing balances.")}
        actions={
          <ExportActions onExport={() => void exportCsv()} exporting={exporting} canExport={!!data} canPrint={!!data} />
        }
      />
      <div className="grid gap-4 p-4 sm:p-8 print:p-0">
        <PrintHeading title={`${t(screen.title)}: ${accountName}`} subtitle={period} />
        {gl.accounts.error ? (
          <Alert variant="error" title={t('The chart of accounts could not be loaded')} action={<Button size="sm" variant="outline" onClick={gl.accounts.reload}>{t('Retry')}</Button>}>
            {tm(messageOf(gl.accounts.error))}
          </Alert>
        ) : null}
        <DateRangeForm
          label={t('Ledger range')}
          value={gl.range ?? { from: '', to: '' }}
          onApply={gl.setRange}
          disabled={!gl.range}
          presets={date ? [{ label: t('Month to date'), range: { from: monthStart(date), to: date } }, { label: t('Business date'), range: { from: date, to: date } }] : []}
        >
          <AccountSelect
            label={t('Account')}
            accounts={gl.accounts.data}
            value={gl.account}
            onChange={gl.choose}
            className="w-full sm:w-72"
            description={gl.accounts.data?.length === 0 ? t('The chart of accounts is empty.') : undefined}
          />
        </DateRangeForm>
        {!gl.account ? (
          <EmptyState level={2} icon="heroicons_outline:book-open" title={t('Choose an account')} description={t('Its lines for the range show here, with the running balance.')} />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data
                ? data.total === 1
                  ? t('{{account}}: 1 line, {{period}}.', { account: accountName, period })
                  : t('{{account}}: {{count}} lines, {{period}}.', { account: accountName, count: data.total, period })
                : gl.ledger.loading
                  ? t('Reading the ledger…')
                  : ''}
            </p>
            {data ? (
              <Figures
                label={t('Ledger totals')}
                items={[
                  { label: t('Opening balance'), value: formatBalance(data.opening, t) },
                  { label: t('Total debit'), value: formatMoney(data.debit) },
                  { label: t('Total credit'), value: formatMoney(data.credit) },
                  { label: t('Closing balance'), value: formatBalance(data.closing, t) },
                ]}
              />
            ) : null}
            <LedgerTable
              label={data ? t('Ledger of {{account}}', { account: accountName }) : t('Account ledger')}
              rows={rows}
              loading={gl.ledger.loading && !data}
              refreshing={gl.ledger.loading && Boolean(data)}
              error={gl.ledger.error ? tm(messageOf(gl.ledger.error)) : undefined}
              onRetry={gl.ledger.reload}
              paging={{ pagination: gl.pagination, onPaginationChange: gl.setPagination, lineCount: data?.total ?? 0 }}
            />
          </>
        )}
      </div>
    </div>
  );
}

import { useState } from 'react';
import { formatMoney, type AccountLedgerResponse, type LedgerScreen } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Alert, Button, EmptyState, toDate, toast } from '@hotel/ui';
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
  const gl = useGeneralLedger();
  const [exporting, setExporting] = useState(false);
  const data = gl.ledger.data;
  const accountName = data ? `${data.account.code} · ${data.account.name}` : '';
  const period = gl.range ? rangeLabel(gl.range, toDate) : '';
  const pageCount = data ? Math.max(1, Math.ceil(data.total / gl.pagination.pageSize)) : 1;
  const rows = data
    ? framedRows({ ...data, first: gl.pagination.pageIndex === 0, last: gl.pagination.pageIndex + 1 >= pageCount }, lineRows(data))
    : [];
  const date = gl.businessDate;

  const exportCsv = async () => {
    if (!gl.account || !gl.range) return;
    setExporting(true);
    try {
      const all = await fetchAccountLedger(client, gl.account, gl.range);
      const framed = framedRows({ ...all, first: true, last: true }, lineRows(all));
      const text = csvText(
        ['Date', 'Entry', 'Reference', 'Description', 'Memo', 'Debit', 'Credit', 'Balance'],
        framed.map((row) => [
          row.date ?? '',
          row.entry,
          row.reference,
          row.description,
          row.detail ?? '',
          row.debit === null || (row.kind === 'line' && row.debit === 0) ? '' : formatMoney(row.debit),
          row.credit === null || (row.kind === 'line' && row.credit === 0) ? '' : formatMoney(row.credit),
          row.balance === null ? '' : formatBalance(row.balance),
        ]),
      );
      downloadCsv(`general-ledger-${all.account.code}-${gl.range.from || 'start'}-${gl.range.to || 'end'}`, text);
      toast({ title: `Exported ${all.lines.length} lines of ${all.account.name}`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Export failed', description: messageOf(error), variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-slot="general-ledger" data-account={gl.account || undefined}>
      <ScreenHeader
        title={screen.title}
        section={screen.group}
        description="One account's lines with its opening, running and closing balances."
        actions={
          <ExportActions onExport={() => void exportCsv()} exporting={exporting} canExport={!!data} canPrint={!!data} />
        }
      />
      <div className="grid gap-4 p-4 sm:p-8 print:p-0">
        <PrintHeading title={`${screen.title}: ${accountName}`} subtitle={period} />
        {gl.accounts.error ? (
          <Alert variant="error" title="The chart of accounts could not be loaded" action={<Button size="sm" variant="outline" onClick={gl.accounts.reload}>Retry</Button>}>
            {messageOf(gl.accounts.error)}
          </Alert>
        ) : null}
        <DateRangeForm
          label="Ledger range"
          value={gl.range ?? { from: '', to: '' }}
          onApply={gl.setRange}
          disabled={!gl.range}
          presets={date ? [{ label: 'Month to date', range: { from: monthStart(date), to: date } }, { label: 'Business date', range: { from: date, to: date } }] : []}
        >
          <AccountSelect
            label="Account"
            accounts={gl.accounts.data}
            value={gl.account}
            onChange={gl.choose}
            className="w-full sm:w-72"
            description={gl.accounts.data?.length === 0 ? 'The chart of accounts is empty.' : undefined}
          />
        </DateRangeForm>
        {!gl.account ? (
          <EmptyState level={2} icon="heroicons_outline:book-open" title="Choose an account" description="Its lines for the range show here, with the running balance." />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data ? `${accountName}: ${data.total} ${data.total === 1 ? 'line' : 'lines'}, ${period}.` : gl.ledger.loading ? 'Reading the ledger…' : ''}
            </p>
            {data ? (
              <Figures
                label="Ledger totals"
                items={[
                  { label: 'Opening balance', value: formatBalance(data.opening) },
                  { label: 'Total debit', value: formatMoney(data.debit) },
                  { label: 'Total credit', value: formatMoney(data.credit) },
                  { label: 'Closing balance', value: formatBalance(data.closing) },
                ]}
              />
            ) : null}
            <LedgerTable
              label={data ? `Ledger of ${accountName}` : 'Account ledger'}
              rows={rows}
              loading={gl.ledger.loading && !data}
              refreshing={gl.ledger.loading && Boolean(data)}
              error={gl.ledger.error ? messageOf(gl.ledger.error) : undefined}
              onRetry={gl.ledger.reload}
              paging={{ pagination: gl.pagination, onPaginationChange: gl.setPagination, lineCount: data?.total ?? 0 }}
            />
          </>
        )}
      </div>
    </div>
  );
}

import { useState } from 'react';
import { formatMoney, type LedgerScreen, type TrialBalanceResponse } from '@hotel/domain';
import { Alert, Badge, toDate, toast } from '@hotel/ui';
import { ScreenHeader } from '../../shared/screen-header';
import { ExportActions } from '../../shared/export-actions';
import { messageOf } from '../../shared/use-request';
import { csvText, downloadCsv } from '../../shared/csv';
import { DateRangeForm } from '../shared/date-range-form';
import { monthStart, rangeLabel, sameCents } from '../shared/ledger-format';
import { PrintHeading } from '../shared/print-heading';
import { FIGURES, TrialBalanceTable } from './trial-balance-table';
import { useTrialBalance } from './use-trial-balance';

export interface TrialBalanceProps {
  /** The screen declaration (view 'trial-balance'). */
  screen: LedgerScreen;
}

/** The pairs that differ ('opening by $0.01'), empty when the trial balance balances. */
export function imbalances(data: TrialBalanceResponse): string[] {
  const t = data.totals;
  return [
    ['opening', t.openingDebit, t.openingCredit],
    ['period', t.debit, t.credit],
    ['closing', t.closingDebit, t.closingCredit],
  ].flatMap(([name, debit, credit]) => (sameCents(Number(debit), Number(credit)) ? [] : [`${String(name)} by ${formatMoney(Math.abs(Number(debit) - Number(credit)))}`]));
}

/** The trial balance: every account's opening, period and closing debit and credit for a range, with totals that must agree. */
export function TrialBalance({ screen }: TrialBalanceProps) {
  const tb = useTrialBalance();
  const [exporting, setExporting] = useState(false);
  const data = tb.balance.data;
  const range = tb.range ?? { from: '', to: '' };
  const period = rangeLabel(range, toDate);
  const off = data ? imbalances(data) : [];
  const date = tb.businessDate;

  const exportCsv = () => {
    if (!data) return;
    setExporting(true);
    const figures = (row: Record<(typeof FIGURES)[number][0], number>) => FIGURES.map(([key]) => formatMoney(row[key]));
    const text = csvText(
      ['Code', 'Account', ...FIGURES.map(([, label]) => label)],
      [...data.rows.map((row) => [row.code, row.name, ...figures(row)]), ['', 'Totals', ...figures(data.totals)]],
    );
    downloadCsv(`trial-balance-${range.from || 'start'}-${range.to || 'end'}`, text);
    toast({ title: `Exported the trial balance of ${data.rows.length} accounts`, variant: 'success' });
    setExporting(false);
  };

  return (
    <div data-slot="trial-balance" data-state={data ? (off.length ? 'unbalanced' : 'balanced') : undefined}>
      <ScreenHeader
        title={screen.title}
        section={screen.group}
        description="Every account's opening, period and closing balance; debits and credits agree to the cent."
        actions={
          <ExportActions onExport={exportCsv} exporting={exporting} canExport={!!data?.rows.length} canPrint={!!data} />
        }
      />
      <div className="grid gap-4 p-4 sm:p-8 print:p-0">
        <PrintHeading title={screen.title} subtitle={period} />
        <DateRangeForm
          label="Trial balance range"
          value={range}
          onApply={tb.setRange}
          disabled={!tb.range}
          presets={
            date
              ? [
                  ...(tb.yearStart ? [{ label: 'Financial year to date', range: { from: tb.yearStart, to: date } }] : []),
                  { label: 'Month to date', range: { from: monthStart(date), to: date } },
                  { label: 'Business date', range: { from: date, to: date } },
                ]
              : []
          }
        />
        {data && data.rows.length ? (
          <div className="flex flex-wrap items-center gap-3" aria-live="polite">
            <p className="text-sm text-muted-foreground">
              {data.rows.length} accounts, {period}.
            </p>
            {off.length ? null : (
              <Badge variant="success" data-slot="trial-balance-balanced">
                Balanced
              </Badge>
            )}
          </div>
        ) : null}
        {off.length ? (
          <Alert variant="error" title="The trial balance does not balance" data-slot="trial-balance-unbalanced">
            Debits and credits differ: {off.join(', ')}. The books are wrong somewhere; report it before closing the period.
          </Alert>
        ) : null}
        <TrialBalanceTable
          data={data}
          range={range}
          loading={(tb.balance.loading || !tb.range) && !data && !tb.balance.error}
          refreshing={tb.balance.loading && Boolean(data)}
          error={tb.balance.error ? messageOf(tb.balance.error) : undefined}
          onRetry={tb.balance.reload}
        />
      </div>
    </div>
  );
}

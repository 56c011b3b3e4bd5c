import { useState } from 'react';
import { formatMoney, type LedgerScreen, type TrialBalanceResponse } from '@hotel/domain';
import { Alert, Badge, toDate, toast } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { ScreenHeader } from '../../shared/screen-header';
import { ExportActions } from '../../shared/export-actions';
import { messageOf } from '../../shared/use-request';
import { csvText, downloadCsv } from '../../shared/csv';
import { DateRangeForm } from '../shared/date-range-form';
import { english, type Translate } from '../shared/english';
import { monthStart, rangeLabel, sameCents } from '../shared/ledger-format';
import { PrintHeading } from '../shared/print-heading';
import { FIGURES, TrialBalanceTable } from './trial-balance-table';
import { useTrialBalance } from './use-trial-balance';

export interface TrialBalanceProps {
  /** The screen declaration (view 'trial-balance'). */
  screen: LedgerScreen;
}

/** The pairs that differ ('opening by $0.01', by `t`), empty when the trial balance balances. */
export function imbalances(data: TrialBalanceResponse, t: Translate = english): string[] {
  const totals = data.totals;
  const off = (debit: number, credit: number) => (sameCents(debit, credit) ? undefined : { amount: formatMoney(Math.abs(debit - credit)) });
  const opening = off(totals.openingDebit, totals.openingCredit);
  const period = off(totals.debit, totals.credit);
  const closing = off(totals.closingDebit, totals.closingCredit);
  return [
    ...(opening ? [t('opening by {{amount}}', opening)] : []),
    ...(period ? [t('period by {{amount}}', period)] : []),
    ...(closing ? [t('closing by {{amount}}', closing)] : []),
  ];
}

/** The trial balance: every account's opening, period and closing debit and credit for a range, with totals that must agree. */
export function TrialBalance({ screen }: TrialBalanceProps) {
  const { t, tm } = useHotelText();
  const tb = useTrialBalance();
  const [exporting, setExporting] = useState(false);
  const data = tb.balance.data;
  const range = tb.range ?? { from: '', to: '' };
  const period = rangeLabel(range, toDate, t);
  const off = data ? imbalances(data, t) : [];
  const date = tb.businessDate;

  const exportCsv = () => {
    if (!data) return;
    setExporting(true);
    const figures = (row: Record<(typeof FIGURES)[number][0], number>) => FIGURES.map(([key]) => formatMoney(row[key]));
    const text = csvText(
      [t('Code'), t('Account'), ...FIGURES.map(([, label]) => t(label))],
      [...data.rows.map((row) => [row.code, row.name, ...figures(row)]), ['', t('Totals'), ...figures(data.totals)]],
    );
    downloadCsv(`trial-balance-${range.from || 'start'}-${range.to || 'end'}`, text);
    toast({ title: t('Exported the trial balance of {{count}} accounts', { count: data.rows.length }), variant: 'success' });
    setExporting(false);
  };

  return (
    <div data-slot="trial-balance" data-state={data ? (off.length ? 'unbalanced' : 'balanced') : undefined}>
      <ScreenHeader
        title={t(screen.title)}
        section={screen.group ? t(screen.group) : undefined}
        description={t("Every account's opening, period and closing balance; debits and credits agree to the cent.")}
        actions={
          <ExportActions onExport={exportCsv} exporting={exporting} canExport={!!data?.rows.length} canPrint={!!data} />
        }
      />
      <div className="grid gap-4 p-4 sm:p-8 print:p-0">
        <PrintHeading title={t(screen.title)} subtitle={period} />
        <DateRangeForm
          label={t('Trial balance range')}
          value={range}
          onApply={tb.setRange}
          disabled={!tb.range}
          presets={
            date
              ? [
                  ...(tb.yearStart ? [{ label: t('Financial year to date'), range: { from: tb.yearStart, to: date } }] : []),
                  { label: t('Month to date'), range: { from: monthStart(date), to: date } },
                  { label: t('Business date'), range: { from: date, to: date } },
                ]
              : []
          }
        />
        {data && data.rows.length ? (
          <div className="flex flex-wrap items-center gap-3" aria-live="polite">
            <p className="text-sm text-muted-foreground">
              {t('{{count}} accounts, {{period}}.', { count: data.rows.length, period })}
            </p>
            {off.length ? null : (
              <Badge variant="success" data-slot="trial-balance-balanced">
                {t('Balanced')}
              </Badge>
            )}
          </div>
        ) : null}
        {off.length ? (
          <Alert variant="error" title={t('The trial balance does not balance')} data-slot="trial-balance-unbalanced">
            {t('Debits and credits differ: {{differences}}. The books are wrong somewhere; report it before closing the period.', { differences: off.join(', ') })}
          </Alert>
        ) : null}
        <TrialBalanceTable
          data={data}
          range={range}
          loading={(tb.balance.loading || !tb.range) && !data && !tb.balance.error}
          refreshing={tb.balance.loading && Boolean(data)}
          error={tb.balance.error ? tm(messageOf(tb.balance.error)) : undefined}
          onRetry={tb.balance.reload}
        />
      </div>
    </div>
  );
}

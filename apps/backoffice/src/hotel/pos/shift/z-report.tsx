import { formatMoney, TENDER_METHODS, type CashierShift } from '@hotel/domain';
import { formatDateTime } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { TENDER_LABELS } from '../register/tenders';
import { VarianceBadge } from './variance-badge';

export interface ZReportProps {
  /** A closed shift (its frozen figures). */
  shift: CashierShift;
}

const cents = (amount: number | null | undefined) => Math.round((amount ?? 0) * 100);

/** The Z report of a closed shift: who, when, the float, and per tender expected, counted and the difference. */
export function ZReport({ shift }: ZReportProps) {
  const { t } = useHotelText();
  const closed = shift.closedAt ? formatDateTime(shift.closedAt) : '';
  return (
    <article data-slot="z-report" data-state={shift.stage} aria-label={t('Z report {{number}}', { number: shift.shiftNo })} className="grid gap-3 text-sm">
      <header className="grid gap-1">
        <h3 className="text-base font-semibold">{t('Z report · Shift {{number}}', { number: shift.shiftNo })}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
          <dt className="text-muted-foreground">{t('Cashier')}</dt>
          <dd data-slot="z-cashier">{shift.cashier}</dd>
          {shift.pointOfSaleName ? (
            <>
              <dt className="text-muted-foreground">{t('Point of sale')}</dt>
              <dd>{shift.pointOfSaleName}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">{t('Business date')}</dt>
          <dd>{shift.businessDate}</dd>
          <dt className="text-muted-foreground">{t('Opened')}</dt>
          <dd>{formatDateTime(shift.openedAt)}</dd>
          <dt className="text-muted-foreground">{t('Closed')}</dt>
          <dd>{shift.closedAt ? (shift.closedBy ? `${closed} ${t('by {{user}}', { user: shift.closedBy })}` : closed) : t('Still open')}</dd>
        </dl>
      </header>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] border-collapse">
          <caption className="sr-only">{t('Expected against counted per tender')}</caption>
          <thead>
            <tr className="border-b border-border text-start">
              <th scope="col" className="py-1 text-start font-medium">{t('Tender')}</th>
              <th scope="col" className="py-1 text-end font-medium">{t('Expected')}</th>
              <th scope="col" className="py-1 text-end font-medium">{t('Counted')}</th>
              <th scope="col" className="py-1 text-end font-medium">{t('Difference')}</th>
            </tr>
          </thead>
          <tbody>
            {TENDER_METHODS.map((method) => (
              <tr key={method} data-slot="z-row" data-method={method} className="border-b border-border/60">
                <th scope="row" className="py-1 text-start font-normal">{t(TENDER_LABELS[method])}</th>
                <td className="py-1 text-end tabular-nums">{formatMoney(shift.expected[method])}</td>
                <td className="py-1 text-end tabular-nums">{shift.counted ? formatMoney(shift.counted[method]) : '—'}</td>
                <td className="py-1 text-end">{shift.difference ? <VarianceBadge difference={cents(shift.difference[method])} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-1 text-start">{t('Total')}</th>
              <td className="py-1 text-end tabular-nums">{formatMoney(shift.totals.expected)}</td>
              <td className="py-1 text-end tabular-nums">{shift.totals.counted === null ? '—' : formatMoney(shift.totals.counted)}</td>
              <td data-slot="z-difference" className="py-1 text-end">{shift.totals.difference === null ? '—' : <VarianceBadge difference={cents(shift.totals.difference)} />}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
        <dt className="text-muted-foreground">{t('Float')}</dt>
        <dd className="tabular-nums">{formatMoney(shift.float)}</dd>
        <dt className="text-muted-foreground">{t('Sales')}</dt>
        <dd className="tabular-nums">{formatMoney(shift.totals.sales)}</dd>
        <dt className="text-muted-foreground">{t('Dockets')}</dt>
        <dd data-slot="z-dockets">{shift.dockets}</dd>
        <dt className="text-muted-foreground">{t('Voids')}</dt>
        <dd>
          {shift.voids} ({formatMoney(shift.voidedAmount)})
        </dd>
        {shift.note ? (
          <>
            <dt className="text-muted-foreground">{t('Note')}</dt>
            <dd className="whitespace-pre-wrap">{shift.note}</dd>
          </>
        ) : null}
      </dl>
    </article>
  );
}

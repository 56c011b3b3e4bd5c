import { formatMoney, TENDER_METHODS, type CashierShift } from '@hotel/domain';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, formatDateTime } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { TENDER_LABELS } from '../register/tenders';

export interface OpenShiftPanelProps {
  /** The caller's open shift with its running figures. */
  shift: CashierShift;
  /** True while the figures are asked again. */
  refreshing?: boolean;
  onRefresh: () => void;
  /** Starts the count. */
  onCloseShift: () => void;
}

/** The open shift's running figures: float, sales per tender, expected cash, dockets and voids; Refresh and Close shift. */
export function OpenShiftPanel({ shift, refreshing = false, onRefresh, onCloseShift }: OpenShiftPanelProps) {
  const { t } = useHotelText();
  return (
    <Card data-slot="open-shift-panel" data-state="open">
      <CardHeader>
        <CardTitle level={2}>{t('Shift {{number}} is open', { number: shift.shiftNo })}</CardTitle>
        <CardDescription>
          {shift.cashier} {t('since {{time}}', { time: formatDateTime(shift.openedAt) })}
          {shift.pointOfSaleName ? ` · ${shift.pointOfSaleName}` : ''} · {t('business date {{date}}', { date: shift.businessDate })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            [t('Float'), formatMoney(shift.float), 'float'],
            [t('Expected cash'), formatMoney(shift.expected.cash), 'expected-cash'],
            [t('Dockets'), String(shift.dockets), 'dockets'],
            [t('Voids'), `${shift.voids} (${formatMoney(shift.voidedAmount)})`, 'voids'],
          ].map(([label, value, slot]) => (
            <div key={slot} className="rounded-md border border-border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd data-slot={`shift-${slot}`} className="text-lg font-semibold tabular-nums">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[20rem] border-collapse text-sm">
            <caption className="pb-1 text-start font-medium">{t('Sales per tender')}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 text-start font-medium">{t('Tender')}</th>
                <th scope="col" className="py-1 text-end font-medium">{t('Taken')}</th>
                <th scope="col" className="py-1 text-end font-medium">{t('Expected')}</th>
              </tr>
            </thead>
            <tbody>
              {TENDER_METHODS.map((method) => (
                <tr key={method} data-slot="sales-row" data-method={method} className="border-b border-border/60">
                  <th scope="row" className="py-1 text-start font-normal">{t(TENDER_LABELS[method])}</th>
                  <td className="py-1 text-end tabular-nums">{formatMoney(shift.sales[method])}</td>
                  <td className="py-1 text-end tabular-nums">{formatMoney(shift.expected[method])}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-1 text-start">{t('Total')}</th>
                <td data-slot="shift-sales" className="py-1 text-end tabular-nums">{formatMoney(shift.totals.sales)}</td>
                <td className="py-1 text-end tabular-nums">{formatMoney(shift.totals.expected)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" className="h-11" onClick={onCloseShift}>
            {t('Close shift')}
          </Button>
          <Button type="button" variant="outline" className="h-11" loading={refreshing} onClick={onRefresh}>
            {t('Refresh')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

import { formatMoney, TENDER_METHODS, type CashierShift } from '@hotel/domain';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, formatDateTime } from '@hotel/ui';
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
  return (
    <Card data-slot="open-shift-panel" data-state="open">
      <CardHeader>
        <CardTitle level={2}>Shift {shift.shiftNo} is open</CardTitle>
        <CardDescription>
          {shift.cashier} since {formatDateTime(shift.openedAt)}
          {shift.pointOfSaleName ? ` · ${shift.pointOfSaleName}` : ''} · business date {shift.businessDate}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            ['Float', formatMoney(shift.float), 'float'],
            ['Expected cash', formatMoney(shift.expected.cash), 'expected-cash'],
            ['Dockets', String(shift.dockets), 'dockets'],
            ['Voids', `${shift.voids} (${formatMoney(shift.voidedAmount)})`, 'voids'],
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
            <caption className="pb-1 text-start font-medium">Sales per tender</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 text-start font-medium">Tender</th>
                <th scope="col" className="py-1 text-end font-medium">Taken</th>
                <th scope="col" className="py-1 text-end font-medium">Expected</th>
              </tr>
            </thead>
            <tbody>
              {TENDER_METHODS.map((method) => (
                <tr key={method} data-slot="sales-row" data-method={method} className="border-b border-border/60">
                  <th scope="row" className="py-1 text-start font-normal">{TENDER_LABELS[method]}</th>
                  <td className="py-1 text-end tabular-nums">{formatMoney(shift.sales[method])}</td>
                  <td className="py-1 text-end tabular-nums">{formatMoney(shift.expected[method])}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-1 text-start">Total</th>
                <td data-slot="shift-sales" className="py-1 text-end tabular-nums">{formatMoney(shift.totals.sales)}</td>
                <td className="py-1 text-end tabular-nums">{formatMoney(shift.totals.expected)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" className="h-11" onClick={onCloseShift}>
            Close shift
          </Button>
          <Button type="button" variant="outline" className="h-11" loading={refreshing} onClick={onRefresh}>
            Refresh
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

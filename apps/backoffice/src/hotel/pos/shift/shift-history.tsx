import { formatMoney, type CashierShift } from '@hotel/domain';
import { Badge, Button, EmptyState, formatDateTime } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { VarianceBadge } from './variance-badge';

export interface ShiftHistoryProps {
  /** Shifts newest first (the caller's own; every cashier's for a supervisor). */
  shifts: readonly CashierShift[];
  /** Shows a shift's Z report. */
  onShow: (shift: CashierShift) => void;
}

const cents = (amount: number) => Math.round(amount * 100);

/** Past shifts: number, cashier, times, float, expected, counted and the difference; each opens its Z report. */
export function ShiftHistory({ shifts, onShow }: ShiftHistoryProps) {
  const { t } = useHotelText();
  if (shifts.length === 0) return <EmptyState level={3} title={t('No shifts yet')} description={t('Shifts appear here once opened.')} />;
  return (
    <div className="overflow-x-auto" data-slot="shift-history">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">{t('Past shifts, newest first')}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 text-start font-medium">{t('Shift')}</th>
            <th scope="col" className="py-2 text-start font-medium">{t('Cashier')}</th>
            <th scope="col" className="py-2 text-start font-medium">{t('Opened')}</th>
            <th scope="col" className="py-2 text-start font-medium">{t('Closed')}</th>
            <th scope="col" className="py-2 text-end font-medium">{t('Expected')}</th>
            <th scope="col" className="py-2 text-end font-medium">{t('Counted')}</th>
            <th scope="col" className="py-2 text-end font-medium">{t('Difference')}</th>
            <th scope="col" className="py-2 text-end font-medium"><span className="sr-only">{t('Actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {shifts.map((shift) => (
            <tr key={shift.id} data-slot="shift-row" data-state={shift.stage} className="border-b border-border/60">
              <th scope="row" className="py-2 text-start font-medium">{shift.shiftNo}</th>
              <td className="py-2">{shift.cashier}</td>
              <td className="py-2">{formatDateTime(shift.openedAt)}</td>
              <td className="py-2">{shift.closedAt ? formatDateTime(shift.closedAt) : <Badge variant="outline">{t('Open')}</Badge>}</td>
              <td className="py-2 text-end tabular-nums">{formatMoney(shift.totals.expected)}</td>
              <td className="py-2 text-end tabular-nums">{shift.totals.counted === null ? '—' : formatMoney(shift.totals.counted)}</td>
              <td className="py-2 text-end">{shift.totals.difference === null ? '—' : <VarianceBadge difference={cents(shift.totals.difference)} />}</td>
              <td className="py-2 text-end">
                {shift.stage === 'closed' ? (
                  <Button type="button" variant="ghost" size="sm" aria-label={t('Z report of {{number}}', { number: shift.shiftNo })} onClick={() => onShow(shift)}>
                    {t('Z report')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { formatMoney, type CashierShift } from '@hotel/domain';
import { Badge, Button, EmptyState, formatDateTime } from '@hotel/ui';
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
  if (shifts.length === 0) return <EmptyState level={3} title="No shifts yet" description="Shifts appear here once opened." />;
  return (
    <div className="overflow-x-auto" data-slot="shift-history">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">Past shifts, newest first</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 text-start font-medium">Shift</th>
            <th scope="col" className="py-2 text-start font-medium">Cashier</th>
            <th scope="col" className="py-2 text-start font-medium">Opened</th>
            <th scope="col" className="py-2 text-start font-medium">Closed</th>
            <th scope="col" className="py-2 text-end font-medium">Expected</th>
            <th scope="col" className="py-2 text-end font-medium">Counted</th>
            <th scope="col" className="py-2 text-end font-medium">Difference</th>
            <th scope="col" className="py-2 text-end font-medium"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {shifts.map((shift) => (
            <tr key={shift.id} data-slot="shift-row" data-state={shift.stage} className="border-b border-border/60">
              <th scope="row" className="py-2 text-start font-medium">{shift.shiftNo}</th>
              <td className="py-2">{shift.cashier}</td>
              <td className="py-2">{formatDateTime(shift.openedAt)}</td>
              <td className="py-2">{shift.closedAt ? formatDateTime(shift.closedAt) : <Badge variant="outline">Open</Badge>}</td>
              <td className="py-2 text-end tabular-nums">{formatMoney(shift.totals.expected)}</td>
              <td className="py-2 text-end tabular-nums">{shift.totals.counted === null ? '—' : formatMoney(shift.totals.counted)}</td>
              <td className="py-2 text-end">{shift.totals.difference === null ? '—' : <VarianceBadge difference={cents(shift.totals.difference)} />}</td>
              <td className="py-2 text-end">
                {shift.stage === 'closed' ? (
                  <Button type="button" variant="ghost" size="sm" aria-label={`Z report of ${shift.shiftNo}`} onClick={() => onShow(shift)}>
                    Z report
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

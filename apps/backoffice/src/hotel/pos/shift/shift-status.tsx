import { Link } from 'react-router-dom';
import { Badge } from '@hotel/ui';
import { useCanOpen } from '../../ledger/shared/use-can-open';
import { timeOf } from './shift-figures';
import { useCurrentShift } from './use-shift';

const SHIFT_PATH = '/pos/shift';

/**
 * The till's shift line: "Shift SHF-00003 · since 08:02" (a link to the Cashier Shift screen), or,
 * with none open, a prompt to open one before taking payment. Nothing while loading or when the
 * call fails (the till works without it: a sale settled with no shift belongs to none).
 */
export function ShiftStatus() {
  const current = useCurrentShift();
  const canOpen = useCanOpen()(SHIFT_PATH);
  const shift = current.data;
  if (shift === undefined) return null;
  if (shift) {
    const text = `Shift ${shift.shiftNo} · since ${timeOf(shift.openedAt)}`;
    return (
      <Badge data-slot="till-shift" data-state="open" variant="outline" asChild={canOpen}>
        {canOpen ? <Link to={SHIFT_PATH}>{text}</Link> : text}
      </Badge>
    );
  }
  if (!canOpen) return null;
  return (
    <p data-slot="till-shift" data-state="none" className="text-sm">
      No shift open: sales count to no shift.{' '}
      <Link to={SHIFT_PATH} className="font-medium text-primary underline underline-offset-2">
        Open a shift
      </Link>{' '}
      before taking payment.
    </p>
  );
}

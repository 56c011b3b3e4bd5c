import { Link } from 'react-router-dom';
import { Badge } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { useCanOpen } from '../../ledger/shared/use-can-open';
import { around, SLOT } from '../shared/translate';
import { timeOf } from './shift-figures';
import { useCurrentShift } from './use-shift';

const SHIFT_PATH = '/pos/shift';

/**
 * The till's shift line: "Shift SHF-00003 · since 08:02" (a link to the Cashier Shift screen), or,
 * with none open, a prompt to open one before taking payment. Nothing while loading or when the
 * call fails (the till works without it: a sale settled with no shift belongs to none).
 */
export function ShiftStatus() {
  const { t, language } = useHotelText();
  const current = useCurrentShift();
  const canOpen = useCanOpen()(SHIFT_PATH);
  const shift = current.data;
  if (shift === undefined) return null;
  if (shift) {
    const text = t('Shift {{number}} · since {{time}}', { number: shift.shiftNo, time: timeOf(shift.openedAt, language) });
    return (
      <Badge data-slot="till-shift" data-state="open" variant="outline" asChild={canOpen}>
        {canOpen ? <Link to={SHIFT_PATH}>{text}</Link> : text}
      </Badge>
    );
  }
  if (!canOpen) return null;
  // "Open a shift before taking payment.": the link sits where the language puts it.
  const [linkBefore, linkAfter] = around(t('{{link}} before taking payment.', { link: SLOT }));
  return (
    <p data-slot="till-shift" data-state="none" className="text-sm">
      {t('No shift open: sales count to no shift.')} {linkBefore}
      <Link to={SHIFT_PATH} className="font-medium text-primary underline underline-offset-2">
        {t('Open a shift')}
      </Link>
      {linkAfter}
    </p>
  );
}

import { formatMoney } from '@hotel/domain';
import { cn } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { formatBalance } from './ledger-format';

export interface AmountProps {
  /** The amount in currency units. */
  value: number;
  /** Show it as a balance on its side ('$12.00 Dr' / '$12.00 Cr', in the user's language) instead of a signed amount. */
  balance?: boolean;
  /** Leave a zero blank (debit and credit columns, where only one side holds an amount). */
  blankZero?: boolean;
  /** Extra classes (e.g. font-semibold on totals). */
  className?: string;
}

/** A money amount right-aligned in its cell, with tabular figures so columns line up. */
export function Amount({ value, balance = false, blankZero = false, className }: AmountProps) {
  const { t } = useHotelText();
  const text = blankZero && Math.round(value * 100) === 0 ? '' : balance ? formatBalance(value, t) : formatMoney(value);
  return (
    <span data-slot="ledger-amount" className={cn('block whitespace-nowrap text-end tabular-nums', className)}>
      {text}
    </span>
  );
}

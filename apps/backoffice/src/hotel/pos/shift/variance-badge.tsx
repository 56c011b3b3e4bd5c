import { varianceOf, type Cents } from '@hotel/domain';
import { Badge } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { varianceText } from './shift-figures';

const VARIANTS = { over: 'warning', short: 'destructive', balanced: 'success' } as const;

/** A difference as a badge: 'Over by $1.50' / 'Short by $1.50' / 'Balanced' (worded, not colour only). */
export function VarianceBadge({ difference }: { /** counted − expected, in cents. */ difference: Cents }) {
  const { t } = useHotelText();
  const variance = varianceOf(difference);
  return (
    <Badge data-slot="variance" data-state={variance} variant={VARIANTS[variance]}>
      {varianceText(difference, t)}
    </Badge>
  );
}

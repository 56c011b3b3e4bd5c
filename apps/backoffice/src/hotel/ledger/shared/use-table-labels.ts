import { useMemo } from 'react';
import { useHotelText } from '../../../i18n/hotel-text';

/** The texts a ledger's DataTable writes itself (its error state's Retry, its default empty text), in the user's language. */
export function useTableLabels(): { retry: string; empty: string } {
  const { t } = useHotelText();
  return useMemo(() => ({ retry: t('Retry'), empty: t('No results.') }), [t]);
}

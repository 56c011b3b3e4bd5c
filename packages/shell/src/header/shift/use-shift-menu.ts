import { useShift, type UseShiftResult } from '../../i18n/shift';

/** State of the shift menu: the signed-in user's shift (morning, night, 24hrs), remembered per user. */
export function useShiftMenu(): UseShiftResult {
  return useShift();
}

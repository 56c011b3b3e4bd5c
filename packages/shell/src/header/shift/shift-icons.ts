import type { Shift } from '../../i18n/shift';

/** The icon of each shift, in the trigger and the menu. */
export const SHIFT_ICONS: Record<Shift, string> = {
  morning: 'heroicons_outline:sun',
  night: 'heroicons_outline:moon',
  '24hrs': 'heroicons_outline:clock',
};

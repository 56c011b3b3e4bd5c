import { useTranslation } from 'react-i18next';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger, Icon } from '@hotel/ui';
import type { Shift } from '../../i18n/shift';
import type { PopupContentProps } from '../../lazy/lazy-popup';
import { SHIFT_ICONS } from './shift-icons';

export interface ShiftMenuContentProps extends PopupContentProps {
  /** The current shift. */
  shift: Shift;
  /** The shifts offered (Morning, Night, 24 Hrs). */
  shifts: readonly Shift[];
  /** Called with the chosen shift. */
  onShiftChange?: (shift: Shift) => void;
}

/** The shift menu around its trigger (loaded on intent by ShiftMenuView): Morning, Night and 24 Hrs. */
export function ShiftMenuContent({ trigger, open, onOpenChange, shift, shifts, onShiftChange }: ShiftMenuContentProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuLabel>{t('shifts.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={shift} onValueChange={(value) => onShiftChange?.(value as Shift)}>
          {shifts.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              <Icon name={SHIFT_ICONS[option]} size="sm" />
              {t(`shifts.${option}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { useTranslation } from 'react-i18next';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  Icon,
} from '@hotel/ui';
import type { Shift } from '../../i18n/shift';

const SHIFT_ICONS: Record<Shift, string> = {
  morning: 'heroicons_outline:sun',
  night: 'heroicons_outline:moon',
  '24hrs': 'heroicons_outline:clock',
};

export interface ShiftMenuViewProps {
  /** The current shift. */
  shift: Shift;
  /** The shifts offered (Morning, Night, 24 Hrs). */
  shifts: readonly Shift[];
  /** Called with the chosen shift. */
  onShiftChange?: (shift: Shift) => void;
  /** Controlled open state. */
  open?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Hide the shift's name in the trigger (icon only). */
  compact?: boolean;
  className?: string;
}

/** The shift menu (pure): the current shift as trigger; Morning, Night and 24 Hrs. */
export function ShiftMenuView({ shift, shifts, onShiftChange, open, onOpenChange, compact = false, className }: ShiftMenuViewProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" data-slot="shift-trigger" aria-label={`${t('shifts.label')}: ${t(`shifts.${shift}`)}`} className={className}>
          <Icon name={SHIFT_ICONS[shift]} size="md" />
          {compact ? null : <span className="hidden sm:inline">{t(`shifts.${shift}`)}</span>}
        </Button>
      </DropdownMenuTrigger>
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

import { useTranslation } from 'react-i18next';
import { Button, cn, Icon, lazyWithPreload } from '@hotel/ui';
import type { Shift } from '../../i18n/shift';
import { LazyPopup } from '../../lazy/lazy-popup';
import { useHeaderOverflowItem } from '../overflow/header-overflow-context';
import { SHIFT_ICONS } from './shift-icons';

/** The menu (Radix DropdownMenu and its positioning) loads on intent. */
const menu = lazyWithPreload(() => import('./shift-menu-content').then((m) => m.ShiftMenuContent));

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

/**
 * The shift menu (pure): the current shift as trigger; Morning, Night and 24 Hrs. The trigger
 * renders at first paint; the menu loads when it is hovered, focused or pressed.
 */
export function ShiftMenuView({ shift, shifts, onShiftChange, open, onOpenChange, compact = false, className }: ShiftMenuViewProps) {
  const { t } = useTranslation();
  // On a phone the header may move this menu into its 'More actions' menu, as radio choices.
  const { collapsed } = useHeaderOverflowItem({
    id: 'shift',
    label: t('shifts.label'),
    icon: SHIFT_ICONS[shift],
    choices: {
      value: shift,
      options: shifts.map((option) => ({ value: option, label: t(`shifts.${option}`), icon: <Icon name={SHIFT_ICONS[option]} size="sm" /> })),
      onValueChange: (value) => onShiftChange?.(value as Shift),
    },
  });
  return (
    <LazyPopup
      content={menu}
      name={t('shifts.label')}
      popup="menu"
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="ghost" size="sm" data-slot="shift-trigger" aria-label={`${t('shifts.label')}: ${t(`shifts.${shift}`)}`} className={cn(collapsed && 'hidden', className)}>
          <Icon name={SHIFT_ICONS[shift]} size="md" />
          {compact ? null : <span className="hidden sm:inline">{t(`shifts.${shift}`)}</span>}
        </Button>
      }
    >
      {(Menu, popup) => <Menu {...popup} shift={shift} shifts={shifts} onShiftChange={onShiftChange} />}
    </LazyPopup>
  );
}

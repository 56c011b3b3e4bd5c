import { ShiftMenuView, type ShiftMenuViewProps } from './shift-menu-view';
import { useShiftMenu } from './use-shift-menu';

export type ShiftMenuProps = Omit<ShiftMenuViewProps, 'shift' | 'shifts' | 'onShiftChange'>;

/** The header's shift switcher (Morning, Night, 24 Hrs), remembered per user. */
export function ShiftMenu(props: ShiftMenuProps) {
  const { shift, shifts, setShift } = useShiftMenu();
  return <ShiftMenuView shift={shift} shifts={shifts} onShiftChange={setShift} {...props} />;
}

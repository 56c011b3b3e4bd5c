import { useHotelScreen } from '../../shared/use-hotel-screen';
import { ShiftScreen } from './shift-screen';

/** Lazy route module of the point of sale's 'shift' view: the cashier's shift. */
export function ShiftRoute() {
  const screen = useHotelScreen('pos');
  return <ShiftScreen screen={screen} />;
}

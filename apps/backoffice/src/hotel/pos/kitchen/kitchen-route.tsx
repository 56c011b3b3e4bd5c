import { useHotelScreen } from '../../shared/use-hotel-screen';
import { KitchenScreen } from './kitchen-screen';

/** Lazy route module of the point of sale's 'kitchen' view: the kitchen display of the matched screen. */
export function KitchenRoute() {
  return <KitchenScreen screen={useHotelScreen('pos')} />;
}

import { useHotelScreen } from '../../shared/use-hotel-screen';
import { TablesScreen } from './tables-screen';

/** Lazy route module of the point of sale's 'tables' view: the live tables of the matched screen. */
export function TablesRoute() {
  return <TablesScreen screen={useHotelScreen('pos')} />;
}

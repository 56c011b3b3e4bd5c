import { useHotelScreen } from '../shared/use-hotel-screen';
import { HousekeepingScreen } from './housekeeping-screen';

/** Lazy route module of the housekeeping board: the board of the matched screen (its states preselected). */
export function HousekeepingRoute() {
  const screen = useHotelScreen('housekeeping');
  return <HousekeepingScreen key={screen.path} screen={screen} />;
}

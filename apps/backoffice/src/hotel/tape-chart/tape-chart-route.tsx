import { useHotelScreen } from '../shared/use-hotel-screen';
import { TapeChart } from './tape-chart';

/** Lazy route module of the reservation chart (the tape chart): its own chunk. */
export function TapeChartRoute() {
  const screen = useHotelScreen('chart');
  return <TapeChart key={screen.path} screen={screen} />;
}

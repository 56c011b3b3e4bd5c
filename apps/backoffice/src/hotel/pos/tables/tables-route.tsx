import { useHotelScreen } from '../../shared/use-hotel-screen';

/** Lazy route module of the point of sale's 'tables' view. PLACEHOLDER: replaced by the tables screen (issue 17). */
export function TablesRoute() {
  const screen = useHotelScreen('pos');
  return <p>{screen.title}</p>;
}

import { useHotelScreen } from '../../shared/use-hotel-screen';

/** Lazy route module of the point of sale's 'kitchen' view. PLACEHOLDER: replaced by the kitchen screen (issue 17). */
export function KitchenRoute() {
  const screen = useHotelScreen('pos');
  return <p>{screen.title}</p>;
}

import { useHotelScreen } from '../../shared/use-hotel-screen';

/** Lazy route module of the point of sale's 'register' view. PLACEHOLDER: replaced by the register screen (issue 17). */
export function RegisterRoute() {
  const screen = useHotelScreen('pos');
  return <p>{screen.title}</p>;
}

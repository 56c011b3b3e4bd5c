import { useHotelScreen } from '../../shared/use-hotel-screen';
import { RegisterScreen } from './register-screen';

/** Lazy route module of the point of sale's 'register' view: the till of the route's channel. */
export function RegisterRoute() {
  const screen = useHotelScreen('pos');
  return <RegisterScreen screen={screen} />;
}

import { useHotelScreen } from '../shared/use-hotel-screen';
import { ResourceScreen } from '../resource/resource-screen';

/** Lazy route module of every 'resource' hotel route. */
export function ResourceRoute() {
  const screen = useHotelScreen('resource');
  return <ResourceScreen key={screen.path} screen={screen} />;
}

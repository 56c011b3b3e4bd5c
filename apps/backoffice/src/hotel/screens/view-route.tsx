import { useHotelScreen } from '../shared/use-hotel-screen';
import { AvailabilityScreen } from '../views/availability-screen';
import { ChartScreen } from '../views/chart-screen';
import { DocumentScreen } from '../views/document-screen';

/** Lazy route module of every 'chart', 'availability' and 'document' hotel route. */
export function ViewRoute() {
  const screen = useHotelScreen('chart', 'availability', 'document');
  switch (screen.kind) {
    case 'chart':
      return <ChartScreen key={screen.path} screen={screen} />;
    case 'availability':
      return <AvailabilityScreen key={screen.path} screen={screen} />;
    case 'document':
      return <DocumentScreen key={screen.path} screen={screen} />;
  }
}

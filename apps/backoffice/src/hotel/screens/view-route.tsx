import { useHotelScreen } from '../shared/use-hotel-screen';
import { AvailabilityScreen } from '../views/availability-screen';
import { TodayScreen } from '../front-desk-today';
import { ChartScreen } from '../views/chart-screen';
import { DocumentScreen } from '../views/document-screen';

/** Lazy route module of every 'chart', 'availability' and 'document' hotel route; the daily room chart is the front desk's Today. */
export function ViewRoute() {
  const screen = useHotelScreen('chart', 'availability', 'document');
  switch (screen.kind) {
    case 'chart':
      return screen.chart === 'daily-room-chart' ? <TodayScreen key={screen.path} screen={screen} /> : <ChartScreen key={screen.path} screen={screen} />;
    case 'availability':
      return <AvailabilityScreen key={screen.path} screen={screen} />;
    case 'document':
      return <DocumentScreen key={screen.path} screen={screen} />;
  }
}

import { useHotelScreen } from '../shared/use-hotel-screen';
import { ReportScreen } from '../report/report-screen';

/** Lazy route module of every 'report' hotel route. */
export function ReportRoute() {
  const screen = useHotelScreen('report');
  return <ReportScreen key={screen.path} screen={screen} />;
}

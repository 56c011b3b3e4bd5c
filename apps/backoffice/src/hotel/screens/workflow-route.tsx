import { useHotelScreen } from '../shared/use-hotel-screen';
import { ScreenHeader } from '../shared/screen-header';

/** Lazy route module of the workflow screens. */
export function WorkflowRoute() {
  const screen = useHotelScreen('resource', 'stage', 'action', 'report', 'chart', 'availability', 'document');
  return <ScreenHeader title={screen.title} section={screen.group} />;
}

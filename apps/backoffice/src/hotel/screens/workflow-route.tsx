import { useHotelScreen } from '../shared/use-hotel-screen';
import { ActionScreen } from '../workflow/action-screen';
import { StageScreen } from '../workflow/stage-screen';

/** Lazy route module of every 'stage' and 'action' hotel route. */
export function WorkflowRoute() {
  const screen = useHotelScreen('stage', 'action');
  return screen.kind === 'stage' ? <StageScreen key={screen.path} screen={screen} /> : <ActionScreen key={screen.path} screen={screen} />;
}

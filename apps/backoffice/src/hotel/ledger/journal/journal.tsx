import type { LedgerScreen } from '@hotel/domain';
import { ScreenHeader } from '../../shared/screen-header';

export interface JournalProps {
  /** The screen declaration. */
  screen: LedgerScreen;
}

export function Journal({ screen }: JournalProps) {
  return <ScreenHeader title={screen.title} section={screen.group} />;
}

import type { LedgerScreen } from '@hotel/domain';
import { ScreenHeader } from '../../shared/screen-header';

export interface IndividualLedgerProps {
  /** The screen declaration. */
  screen: LedgerScreen;
}

export function IndividualLedger({ screen }: IndividualLedgerProps) {
  return <ScreenHeader title={screen.title} section={screen.group} />;
}

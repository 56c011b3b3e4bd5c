import type { LedgerScreen } from '@hotel/domain';
import { ScreenHeader } from '../../shared/screen-header';

export interface GeneralLedgerProps {
  /** The screen declaration. */
  screen: LedgerScreen;
}

export function GeneralLedger({ screen }: GeneralLedgerProps) {
  return <ScreenHeader title={screen.title} section={screen.group} />;
}

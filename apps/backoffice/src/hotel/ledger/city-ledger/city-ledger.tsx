import type { LedgerScreen } from '@hotel/domain';
import { ScreenHeader } from '../../shared/screen-header';

export interface CityLedgerProps {
  /** The screen declaration. */
  screen: LedgerScreen;
}

export function CityLedger({ screen }: CityLedgerProps) {
  return <ScreenHeader title={screen.title} section={screen.group} />;
}

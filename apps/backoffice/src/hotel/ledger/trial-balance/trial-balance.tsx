import type { LedgerScreen } from '@hotel/domain';
import { ScreenHeader } from '../../shared/screen-header';

export interface TrialBalanceProps {
  /** The screen declaration. */
  screen: LedgerScreen;
}

export function TrialBalance({ screen }: TrialBalanceProps) {
  return <ScreenHeader title={screen.title} section={screen.group} />;
}

import type { LedgerScreen as LedgerScreenDeclaration } from '@hotel/domain';
import { ScreenHeader } from '../shared/screen-header';

export interface LedgerScreenProps {
  /** The screen declaration (SCREENS entry of kind 'ledger'). */
  screen: LedgerScreenDeclaration;
}

/** The night audit and the books (being built). */
export function LedgerScreen({ screen }: LedgerScreenProps) {
  return <ScreenHeader title={screen.title} section={screen.group} />;
}

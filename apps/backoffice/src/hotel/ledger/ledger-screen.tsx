import type { LedgerScreen as LedgerScreenDeclaration } from '@hotel/domain';
import { CityLedger } from './city-ledger/city-ledger';
import { GeneralLedger } from './general-ledger/general-ledger';
import { IndividualLedger } from './individual-ledger/individual-ledger';
import { Journal } from './journal/journal';
import { NightAudit } from './night-audit/night-audit';
import { TrialBalance } from './trial-balance/trial-balance';

export interface LedgerScreenProps {
  /** The screen declaration (SCREENS entry of kind 'ledger'). */
  screen: LedgerScreenDeclaration;
}

/** The night audit and the books: one view per declared `view`, each reading the one ledger. */
export function LedgerScreen({ screen }: LedgerScreenProps) {
  switch (screen.view) {
    case 'night-audit':
      return <NightAudit screen={screen} />;
    case 'journal':
      return <Journal screen={screen} />;
    case 'general-ledger':
      return <GeneralLedger screen={screen} />;
    case 'individual-ledger':
      return <IndividualLedger screen={screen} />;
    case 'trial-balance':
      return <TrialBalance screen={screen} />;
    case 'city-ledger':
      return <CityLedger screen={screen} />;
    default:
      return screen.view satisfies never;
  }
}

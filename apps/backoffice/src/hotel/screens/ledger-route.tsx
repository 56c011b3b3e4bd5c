import { useHotelScreen } from '../shared/use-hotel-screen';
import { FolioScreen } from '../folio/folio-screen';
import { LedgerScreen } from '../ledger/ledger-screen';

/** Lazy route module of every 'folio' and 'ledger' hotel route: folios, the night audit and the books. */
export function LedgerRoute() {
  const screen = useHotelScreen('folio', 'ledger');
  return screen.kind === 'folio' ? <FolioScreen key={screen.path} screen={screen} /> : <LedgerScreen key={screen.path} screen={screen} />;
}

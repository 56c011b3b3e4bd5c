import { canOpen, SCREENS, type ChargeCategory, type FolioKind, type FolioLine, type FolioLineKind, type FolioRef } from '@hotel/domain';

/*
 * What the folio screen reads off the lines: labels, where another folio opens, which lines may
 * still move, and how a balance reads.
 */

/** Marks an English label for the Turkish catalog (its entry is checked); the screen shows it through `useHotelText().t`. */
const t = (text: string): string => text;

/** The resource that owns each kind of folio (the reservation, the group, the city-ledger account). */
export const OWNER_RESOURCE: Record<FolioKind, string> = { stay: 'room-reservations', group: 'groups', city: 'city-ledger-accounts' };

/** What each kind of folio is called (English; the screen translates). */
export const FOLIO_KIND_LABELS: Record<FolioKind, string> = { stay: t('Stay'), group: t('Group'), city: t('City ledger') };

export const LINE_KIND_LABELS: Record<FolioLineKind, string> = {
  charge: t('Charge'),
  payment: t('Payment'),
  deposit: t('Deposit'),
  refund: t('Refund'),
  'transfer-in': t('Transfer in'),
  'transfer-out': t('Transfer out'),
  allowance: t('Allowance'),
};

export const CATEGORY_LABELS: Record<ChargeCategory, string> = {
  'room-night': t('Room night'),
  tax: t('Tax'),
  pos: t('Point of sale'),
  laundry: t('Laundry'),
  gym: t('Gym'),
  pool: t('Pool'),
  facility: t('Facility'),
  minibar: t('Minibar'),
  other: t('Other'),
};

/** The path of a folio's screen (`/front-office/folios/<id>` for a stay), or undefined when the roles may not open it. */
export function folioPath(ref: FolioRef, roles?: readonly string[]): string | undefined {
  const screen = SCREENS.find((s) => s.kind === 'folio' && s.folio === ref.kind);
  if (!screen || (roles && !canOpen(screen, roles))) return undefined;
  return screen.path.replace(':id', encodeURIComponent(ref.id));
}

/** Whether a line may still be moved to another folio (the server's rule: not a reversal, not reversed, not moved, not a move away). */
export function isMovable(line: FolioLine): boolean {
  return line.reverses === null && line.reversedBy === null && line.movedTo === null && line.kind !== 'transfer-out' && line.kind !== 'allowance';
}

/** How a balance reads: owed to the hotel, owed to the guest (in credit), or settled. */
export type BalanceState = 'owed' | 'credit' | 'settled';

export function balanceState(balance: number): BalanceState {
  return balance > 0 ? 'owed' : balance < 0 ? 'credit' : 'settled';
}

export const BALANCE_LABELS: Record<BalanceState, string> = { owed: t('Owed to the hotel'), credit: t('In credit: the hotel owes it'), settled: t('Settled') };

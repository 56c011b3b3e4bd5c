/**
 * Folios: the running account of what a stay, a group or a debtor owes the hotel. Every charge,
 * payment, deposit, refund, transfer and allowance is a folio line; the balance is the charges
 * (debits) minus the credits. Lines are never edited or deleted: a correction is a reversing line.
 */

/** Whose account a folio is: a stay (one per room reservation), a group's master folio, or a city-ledger debtor. */
export type FolioKind = 'stay' | 'group' | 'city';

/** Names a folio: its kind and the id of the reservation, group or city-ledger account it belongs to. */
export interface FolioRef {
  kind: FolioKind;
  id: string;
}

/** What a folio line is. Charges and refunds are debits (the guest owes more); payments, deposits and allowances credits. */
export const FOLIO_LINE_KINDS = ['charge', 'payment', 'deposit', 'refund', 'transfer-in', 'transfer-out', 'allowance'] as const;
export type FolioLineKind = (typeof FOLIO_LINE_KINDS)[number];

/** What a charge is for; it decides the revenue account (rooms, food and beverage, other). */
export const CHARGE_CATEGORIES = ['room-night', 'tax', 'pos', 'laundry', 'gym', 'pool', 'facility', 'minibar', 'other'] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];

/** One line of a folio as the API answers it (amounts in currency units, exact to the cent). */
export interface FolioLine {
  id: string;
  /** The business date it was posted on. */
  date: string;
  kind: FolioLineKind;
  /** For charges (and their reversals and transfers): what it is for. */
  category: ChargeCategory | null;
  description: string;
  /** What the line adds to the balance (charges, refunds, a credit moved away); 0 or a credit. */
  debit: number;
  /** What the line takes off the balance (payments, deposits, allowances, a charge moved away). */
  credit: number;
  /** The folio's balance after this line, in posting order. */
  balance: number;
  /** The document it came from (a room charge, a receipt, a docket, the night audit), if any. */
  source: { resource: string; id: string; number: string | null } | null;
  /** Number of the journal entry that posted it (JE-000123). */
  journal: string;
  /** Name of the user who posted it, as it was then (shown to people). */
  postedBy: string;
  /** Id of the user who posted it (identity: a later rename changes nothing here). */
  postedById: string;
  /** When it was posted (ISO date-time). */
  postedAt: string;
  /** Id of the line this one reverses. */
  reverses: string | null;
  /** Id of the line that reversed this one (then it no longer counts twice: both stay on the folio). */
  reversedBy: string | null;
  /** For a transfer: the other folio, its label and the matching line. */
  transfer: { folio: FolioRef; label: string; line: string } | null;
  /** For a line moved to another folio: where it is now (the transfer-in line that carries it). */
  movedTo: { folio: FolioRef; label: string; line: string } | null;
  /** Why a reversal, transfer or allowance was made. */
  reason: string | null;
}

/** GET api/hotel/folios/<reservationId> (and groups/<id>, city-ledger/<id>): a folio with its lines and totals. */
export interface FolioResponse {
  folio: {
    kind: FolioKind;
    id: string;
    /** Guest, group or account name. */
    name: string;
    /** Reservation number, group name or account code. */
    number: string;
    /** Room number of a stay. */
    room: string | null;
    /** Stage of the stay (reserved, checked-in, checked-out, cancelled, no-show); null for groups and accounts. */
    stage: string | null;
    /** A stay's dates and its group (the group's master folio takes its balance at check-out); null otherwise. */
    arrivalDate: string | null;
    departureDate: string | null;
    group: string | null;
  };
  /** The lines in posting order, each with its running balance (within `from`..`to` when asked). */
  lines: FolioLine[];
  /** The balance before `from` (0 without a range). */
  opening: number;
  /** Sum of the listed lines' debits. */
  charges: number;
  /** Sum of the listed lines' credits. */
  credits: number;
  /** opening + charges - credits: what is owed (negative: the hotel owes the guest). */
  balance: number;
  from: string | null;
  to: string | null;
}

/** GET api/hotel/folios?kind&search&balance&page&size: one row per folio. */
export interface FolioListItem {
  folio: FolioRef;
  name: string;
  number: string;
  room: string | null;
  stage: string | null;
  charges: number;
  credits: number;
  balance: number;
  /** Business date of the last line, or null for an empty folio. */
  lastPosting: string | null;
}

export interface FolioListResponse {
  items: FolioListItem[];
  total: number;
  page: number;
  size: number;
  /** Sums over every matching folio (not only this page). */
  totals: { charges: number; credits: number; balance: number };
}

/** POST .../transfer: moves a line to another folio with a reason. */
export interface FolioTransferInput {
  /** Id of the line to move (a charge, payment or deposit that is not reversed or already moved). */
  line: string;
  to: FolioRef;
  reason: string;
}

/** POST .../allowance: a discount on what the folio owes, with a reason. */
export interface FolioAllowanceInput {
  amount: number;
  description: string;
  reason: string;
  /** The charge category it reduces (default 'room-night'). */
  category?: ChargeCategory;
}

/** The folio key used in storage and in `source` references: 'stay:<id>', 'group:<id>', 'city:<id>'. */
export function folioKey(ref: FolioRef): string {
  return `${ref.kind}:${ref.id}`;
}

/** The FolioRef of a folio key, or undefined when it is not one. */
export function parseFolioKey(key: string): FolioRef | undefined {
  const index = key.indexOf(':');
  const kind = key.slice(0, index);
  const id = key.slice(index + 1);
  return index > 0 && id && (kind === 'stay' || kind === 'group' || kind === 'city') ? { kind, id } : undefined;
}

/** Who may check a guest in before the arrival date (with a note). Admin always may. */
export const EARLY_CHECK_IN_ROLES: readonly string[] = ['front-office-supervisor', 'manager', 'admin'];

/** Who may grant an allowance on a folio. Admin always may. */
export const ALLOWANCE_ROLES: readonly string[] = ['front-office-supervisor', 'manager', 'auditor', 'admin'];

import type { AccountType } from './chart';
import type { FolioRef } from './folio';

/*
 * The front-office and accounting calls that are not a resource's list or record: the business
 * date, the night audit, folios, the journal, account ledgers and the trial balance. Amounts are
 * currency units with at most two decimals; the server computes them in integer cents.
 */

/** Who closed a day and when. */
export interface AuditStamp {
  /** The business date that was closed. */
  date: string;
  /** When (ISO date-time). */
  at: string;
  /** Name of the user who ran the audit, as it was then (shown to people). */
  by: string;
  /** Id of the user who ran the audit (identity: a later rename changes nothing here). */
  byId: string;
}

/** GET api/hotel/business-date: the hotel day every posting carries; moved only by the night audit. */
export interface BusinessDateResponse {
  date: string;
  lastAudit: AuditStamp | null;
}

/** A stay in the night audit's checklist. */
export interface ChecklistStay {
  id: string;
  number: string;
  guest: string;
  room: string | null;
  arrivalDate: string;
  departureDate: string;
  /** Folio balance. */
  balance: number;
}

/** An open point-of-sale docket (table) in the checklist. */
export interface ChecklistDocket {
  id: string;
  /** Where it lives: a table order (`pos-orders`: close or cancel it) or a docket (`pos-sales`: settle or cancel it). */
  resource: 'pos-orders' | 'pos-sales';
  number: string;
  /** Where it is open: table and point of sale. */
  label: string;
  amount: number;
}

/** GET api/hotel/night-audit: what the close of the business date would do, and what blocks it. */
export interface NightAuditChecklist {
  /** The business date the audit would close. */
  date: string;
  lastAudit: AuditStamp | null;
  /** Stays due today that have not arrived: the audit marks them no-show (or check them in first). */
  arrivals: ChecklistStay[];
  /** Stays due out today still in house: they block the close until checked out or extended. */
  departures: ChecklistStay[];
  /** Dockets still open: they block the close until settled or closed. */
  openDockets: ChecklistDocket[];
  /** In-house stays that will be charged a room night. */
  inHouse: number;
  /** Room revenue and tax the audit would post. */
  expected: { roomNights: number; roomRevenue: number; tax: number };
  /** True while departures or open dockets remain (POST answers 409). */
  blocked: boolean;
}

/** POST api/hotel/night-audit {date}: the close of one business date. */
export interface NightAuditResult {
  closedDate: string;
  /** The new business date (the next day). */
  businessDate: string;
  roomNights: number;
  roomRevenue: number;
  tax: number;
  /** Reservations due that day and marked no-show. */
  noShows: number;
}

/** One run in the history (GET api/hotel/night-audit/history). */
export interface NightAuditRun extends NightAuditResult {
  at: string;
  /** Name of the user who ran it, as it was then. */
  by: string;
  /** Id of the user who ran it. */
  byId: string;
}

export interface NightAuditHistoryResponse {
  items: NightAuditRun[];
  total: number;
  page: number;
  size: number;
}

/** What started a journal entry. */
export type JournalSourceKind = 'manual' | 'opening' | 'night-audit' | 'folio' | 'document' | 'check-in' | 'transfer' | 'reversal';

/** One line of a journal entry (exactly one of debit and credit is above 0). */
export interface JournalLineView {
  account: string;
  code: string;
  name: string;
  debit: number;
  credit: number;
  memo: string | null;
}

/** A journal entry as the API answers it. Entries are never edited or deleted; a correction reverses one. */
export interface JournalEntryView {
  id: string;
  /** JE-000123 */
  number: string;
  /** Business date. */
  date: string;
  reference: string;
  narration: string;
  source: { kind: JournalSourceKind; resource: string | null; id: string | null; number: string | null };
  lines: JournalLineView[];
  /** Sum of the debits (= sum of the credits). */
  total: number;
  /** Name of the user who posted it, as it was then (shown to people). */
  postedBy: string;
  /** Id of the user who posted it (identity: a later rename changes nothing here). */
  postedById: string;
  postedAt: string;
  /** The entry this one reverses, and the one that reversed it. */
  reverses: { id: string; number: string } | null;
  reversedBy: { id: string; number: string } | null;
  reason: string | null;
}

/** GET api/hotel/ledger/journal?from&to&search&account&page&size, newest first. */
export interface JournalListResponse {
  items: JournalEntryView[];
  total: number;
  page: number;
  size: number;
}

/** POST api/hotel/ledger/journal: a hand-written entry, posted on the business date; debits must equal credits. */
export interface JournalEntryInput {
  reference: string;
  narration: string;
  lines: { account: string; debit?: number; credit?: number; memo?: string }[];
}

/** POST api/hotel/ledger/journal/<id>/reverse. */
export interface JournalReverseInput {
  reason: string;
}

/** One line of an account's ledger: a journal line with the running balance (debit positive). */
export interface AccountLedgerLine {
  entry: string;
  number: string;
  date: string;
  reference: string;
  narration: string;
  memo: string | null;
  debit: number;
  credit: number;
  /** Running balance after the line, debits minus credits. */
  balance: number;
}

/** GET api/hotel/ledger/accounts/<id>?from&to&page&size: one account's lines in the range, paged, oldest first. */
export interface AccountLedgerResponse {
  account: { id: string; code: string; name: string; type: AccountType };
  from: string | null;
  to: string | null;
  /** Balance before `from` (debits minus credits). */
  opening: number;
  /** Sums over the whole range (not only the page). */
  debit: number;
  credit: number;
  /** opening + debit - credit. */
  closing: number;
  lines: AccountLedgerLine[];
  total: number;
  page: number;
  size: number;
}

/** One account in the trial balance: the opening, period and closing figures. Balances show on their side. */
export interface TrialBalanceRow {
  account: string;
  code: string;
  name: string;
  type: AccountType;
  openingDebit: number;
  openingCredit: number;
  debit: number;
  credit: number;
  closingDebit: number;
  closingCredit: number;
}

/** GET api/hotel/ledger/trial-balance?from&to: every account; each pair of totals is equal. */
export interface TrialBalanceResponse {
  from: string | null;
  to: string | null;
  rows: TrialBalanceRow[];
  totals: Omit<TrialBalanceRow, 'account' | 'code' | 'name' | 'type'>;
}

/** Paths of the ledger calls (relative to the API origin, like `hotelPaths`). */
export const ledgerPaths = {
  businessDate: 'api/hotel/business-date',
  nightAudit: 'api/hotel/night-audit',
  nightAuditHistory: 'api/hotel/night-audit/history',
  folios: 'api/hotel/folios',
  folio: (ref: FolioRef) =>
    ref.kind === 'stay'
      ? `api/hotel/folios/${encodeURIComponent(ref.id)}`
      : `api/hotel/folios/${ref.kind === 'group' ? 'groups' : 'city-ledger'}/${encodeURIComponent(ref.id)}`,
  folioTransfer: (ref: FolioRef) => `${ledgerPaths.folio(ref)}/transfer`,
  folioAllowance: (ref: FolioRef) => `${ledgerPaths.folio(ref)}/allowance`,
  journal: 'api/hotel/ledger/journal',
  journalEntry: (id: string) => `api/hotel/ledger/journal/${encodeURIComponent(id)}`,
  journalReverse: (id: string) => `api/hotel/ledger/journal/${encodeURIComponent(id)}/reverse`,
  accountLedger: (accountId: string) => `api/hotel/ledger/accounts/${encodeURIComponent(accountId)}`,
  trialBalance: 'api/hotel/ledger/trial-balance',
} as const;

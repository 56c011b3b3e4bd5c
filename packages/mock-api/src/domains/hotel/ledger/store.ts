import type { ChargeCategory, FolioLineKind, JournalSourceKind } from '@hotel/domain';

/*
 * What the ledger keeps: the business date, the night audits, the journal and the folio lines.
 * Amounts are integer cents. Nothing here is ever edited but the `reversedBy` and `transferredTo`
 * marks of a line or entry that a later one corrects; nothing is ever deleted.
 */

/** A journal line: [account id, signed cents (debit > 0, credit < 0), memo?]. */
export type StoredJournalLine = [account: string, cents: number, memo?: string];

/** A journal entry. Entries are appended in business-date order (the date only moves forward). */
export interface StoredEntry {
  id: string;
  /** JE-000123 */
  number: string;
  /** Business date it was posted on. */
  date: string;
  reference: string;
  narration: string;
  source: { kind: JournalSourceKind; resource: string | null; id: string | null; number: string | null };
  lines: StoredJournalLine[];
  /** Name of the user who posted it, as it was then. */
  by: string;
  /** Id of the user who posted it. */
  byId: string;
  at: string;
  reverses?: string;
  reversedBy?: string;
  reason?: string;
}

/** A folio line; `folio` is the folio key ('stay:<reservation id>', 'group:<id>', 'city:<id>'). */
export interface StoredLine {
  id: string;
  folio: string;
  date: string;
  kind: FolioLineKind;
  category: ChargeCategory | null;
  description: string;
  /** Cents added to the balance (charges, refunds, a credit moved away). */
  debit: number;
  /** Cents taken off the balance (payments, deposits, allowances, a charge moved away). */
  credit: number;
  /** The document it came from: resource name ('night-audit' for room nights), record id and number. */
  source: { resource: string; id: string; number: string | null } | null;
  /** Id of the journal entry that posted it, and the index of its line on the folio's control account. */
  entry: string;
  entryLine: number;
  /** Name of the user who posted it, as it was then. */
  by: string;
  /** Id of the user who posted it. */
  byId: string;
  at: string;
  reverses?: string;
  reversedBy?: string;
  /** For a transfer line: the other folio and its matching line. */
  transfer?: { folio: string; line: string };
  /** For a line moved away: the transfer-in line that now carries it. */
  transferredTo?: string;
  reason?: string;
}

/** One night audit (cents). */
export interface StoredAudit {
  closedDate: string;
  businessDate: string;
  roomNights: number;
  roomRevenue: number;
  tax: number;
  noShows: number;
  at: string;
  /** Name of the user who ran it, as it was then. */
  by: string;
  /** Id of the user who ran it. */
  byId: string;
}

export interface LedgerState {
  /** The hotel day every posting carries (YYYY-MM-DD). */
  businessDate: string;
  /** Night audits, oldest first. */
  audits: StoredAudit[];
  entries: StoredEntry[];
  lines: StoredLine[];
  /** Last number issued per series ('entry', 'line'). */
  counters: Record<string, number>;
}

/** An empty ledger whose business date is `date`. */
export function emptyLedger(date: string): LedgerState {
  return { businessDate: date, audits: [], entries: [], lines: [], counters: {} };
}

/** The next id of a series: 'je-000001', 'fl-000001', ... */
export function nextLedgerId(ledger: LedgerState, series: 'entry' | 'line'): string {
  const next = (ledger.counters[series] ?? 0) + 1;
  ledger.counters[series] = next;
  return `${series === 'entry' ? 'je' : 'fl'}-${String(next).padStart(6, '0')}`;
}

/** The journal number of an entry id ('je-000123' → 'JE-000123'). */
export const entryNumber = (id: string) => id.toUpperCase();

/** The calendar day after a YYYY-MM-DD date. */
export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before, negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

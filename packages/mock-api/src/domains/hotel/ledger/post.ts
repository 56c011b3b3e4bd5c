import { METHOD_ACCOUNTS, parseFolioKey, postingLabel, type ChargeCategory, type FolioLineKind, type HotelRecord, type PostingKey } from '@hotel/domain';
import { conflict } from '../../../core/errors';
import { findRecord } from '../records';
import type { HotelState } from '../state';
import { ledgerIndex } from './ledger-index';
import { entryNumber, nextLedgerId, type StoredEntry, type StoredJournalLine, type StoredLine } from './store';

/*
 * Posting: every money event is one balanced journal entry and, where it concerns a folio, the
 * folio lines that match its control-account lines one to one. A caller first drafts its postings
 * (every check, every account resolved), and only then commits them, so a refused call changes
 * nothing.
 */

/** Who posts, and when: the user's id (identity) and their name as it is now (shown to people later). */
export interface Actor {
  /** Name of the user at the time. */
  by: string;
  /** Id of the user. */
  byId: string;
  at: string;
}

/** The actor of a call: who (id, and name as it is at `at`) and when. */
export function actorOf(user: { id: string; name: string }, at: string): Actor {
  return { by: user.name, byId: user.id, at };
}

/** A folio line to write, tied to the journal line on its folio's control account. */
export interface LineDraft {
  folio: string;
  kind: FolioLineKind;
  category: ChargeCategory | null;
  description: string;
  debit: number;
  credit: number;
  source: StoredLine['source'];
  /** Index of the entry line on the folio's control account. */
  entryLine: number;
  reverses?: string;
  reason?: string;
}

/** One journal entry and its folio lines, ready to commit. */
export interface PostingDraft {
  reference: string;
  narration: string;
  source: StoredEntry['source'];
  lines: StoredJournalLine[];
  folioLines: LineDraft[];
  reverses?: string;
  reason?: string;
  /** Runs after commit with what was written (marks reversed or transferred originals). */
  after?: (entry: StoredEntry, lines: StoredLine[]) => void;
}

/** The account id a posting key goes to, from the ledger settings; 409 when none is set. */
export function accountOf(state: HotelState, key: PostingKey): string {
  const setting = state.records['ledger-settings']?.find((s) => s.posting === key);
  const account = findRecord(state, 'accounts', setting?.account);
  if (!account) throw conflict(`No account is set for ${postingLabel(key)} postings; choose one under Accounts > Ledger Settings.`);
  return account.id;
}

/** The account a payment method's money goes to (cash, card clearing, bank). */
export function methodAccount(state: HotelState, method: unknown): string {
  return accountOf(state, METHOD_ACCOUNTS[String(method ?? 'cash')] ?? 'cash');
}

const STAY_HELD_AS_DEPOSIT = new Set(['reserved', 'cancelled', 'no-show']);

/**
 * The control account that holds a folio's balance now: a stay not yet in house (or never to be)
 * holds deposits (advance deposits); a stay in house or gone and a group owe through the guest
 * ledger; a city-ledger account through the city ledger.
 */
export function controlAccount(state: HotelState, folio: string): string {
  const ref = parseFolioKey(folio);
  if (!ref) throw new Error(`Not a folio: ${folio}`);
  if (ref.kind === 'city') return accountOf(state, 'city-ledger');
  if (ref.kind === 'group') return accountOf(state, 'guest-ledger');
  const stay = findRecord(state, 'room-reservations', ref.id);
  return accountOf(state, STAY_HELD_AS_DEPOSIT.has(String(stay?.stage)) ? 'advance-deposits' : 'guest-ledger');
}

/** The record that owns a folio (reservation, group or city-ledger account), or undefined. */
export function folioOwner(state: HotelState, folio: string): HotelRecord | undefined {
  const ref = parseFolioKey(folio);
  if (!ref) return undefined;
  return findRecord(state, ref.kind === 'stay' ? 'room-reservations' : ref.kind === 'group' ? 'groups' : 'city-ledger-accounts', ref.id);
}

/** A folio's balance in cents (charges minus credits). */
export function folioBalance(state: HotelState, folio: string): number {
  const totals = ledgerIndex(state.ledger).folioTotals.get(folio);
  return totals ? totals.debit - totals.credit : 0;
}

/** 409 when `date` falls in a closed financial year (its dates are locked). */
export function checkYearOpen(state: HotelState, date: string): void {
  const year = state.records['financial-years']?.find((y) => y.status === 'closed' && String(y.startDate) <= date && date <= String(y.endDate));
  if (year) throw conflict(`The financial year ${String(year.name)} is closed; nothing can be posted on ${date}.`);
}

/** 409 when a document's date lies in a day the night audit has closed. */
export function checkDayOpen(state: HotelState, date: unknown, what = 'This posting'): void {
  if (typeof date !== 'string' || date.length < 10) return;
  const day = date.slice(0, 10);
  if (day < state.ledger.businessDate) {
    throw conflict(`${what} is dated ${day}, a day the night audit has closed; post it on the business date ${state.ledger.businessDate}.`);
  }
}

function checkBalanced(lines: StoredJournalLine[], reference: string): void {
  let total = 0;
  for (const [account, cents] of lines) {
    if (!Number.isSafeInteger(cents) || cents === 0 || !account) throw new Error(`Journal line of ${reference} is not a whole, non-zero number of cents on an account`);
    total += cents;
  }
  if (lines.length < 2 || total !== 0) throw new Error(`Journal entry ${reference} does not balance (${total} cents)`);
}

/**
 * Writes drafted postings on the business date: numbers them, appends the entries and folio lines,
 * then runs each draft's `after`. Checks that every entry balances first, so it writes all or nothing.
 */
export function commitPostings(state: HotelState, drafts: readonly PostingDraft[], actor: Actor): { entries: StoredEntry[]; lines: StoredLine[] } {
  for (const draft of drafts) {
    checkBalanced(draft.lines, draft.reference);
    for (const line of draft.folioLines) {
      if (draft.lines[line.entryLine] === undefined) throw new Error(`Folio line of ${draft.reference} names no entry line`);
    }
  }
  const ledger = state.ledger;
  const date = ledger.businessDate;
  checkYearOpen(state, date);
  const written = { entries: [] as StoredEntry[], lines: [] as StoredLine[] };
  for (const draft of drafts) {
    const id = nextLedgerId(ledger, 'entry');
    const entry: StoredEntry = {
      id, number: entryNumber(id), date, reference: draft.reference, narration: draft.narration, source: draft.source,
      lines: draft.lines, by: actor.by, byId: actor.byId, at: actor.at,
      ...(draft.reverses ? { reverses: draft.reverses } : {}),
      ...(draft.reason ? { reason: draft.reason } : {}),
    };
    ledger.entries.push(entry);
    const lines = draft.folioLines.map((line): StoredLine => ({
      id: nextLedgerId(ledger, 'line'), folio: line.folio, date, kind: line.kind, category: line.category, description: line.description,
      debit: line.debit, credit: line.credit, source: line.source, entry: id, entryLine: line.entryLine, by: actor.by, byId: actor.byId, at: actor.at,
      ...(line.reverses ? { reverses: line.reverses } : {}),
      ...(line.reason ? { reason: line.reason } : {}),
    }));
    ledger.lines.push(...lines);
    draft.after?.(entry, lines);
    written.entries.push(entry);
    written.lines.push(...lines);
  }
  return written;
}

/** Cents on one side: `[account, +cents]` is a debit, `[account, -cents]` a credit. */
export const debit = (account: string, cents: number, memo?: string): StoredJournalLine => (memo ? [account, cents, memo] : [account, cents]);
export const credit = (account: string, cents: number, memo?: string): StoredJournalLine => (memo ? [account, -cents, memo] : [account, -cents]);

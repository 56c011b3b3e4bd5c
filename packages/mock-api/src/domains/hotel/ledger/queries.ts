import {
  folioKey,
  fromCents,
  parseFolioKey,
  type AccountLedgerResponse,
  type AccountType,
  type FolioKind,
  type FolioLine,
  type FolioListItem,
  type FolioListResponse,
  type FolioRef,
  type FolioResponse,
  type JournalEntryView,
  type JournalListResponse,
  type TrialBalanceResponse,
  type TrialBalanceRow,
} from '@hotel/domain';
import { notFound } from '../../../core/errors';
import type { HotelState } from '../state';
import { folioLabel } from './front-desk';
import { accountTotals, ledgerIndex } from './ledger-index';
import { folioOwner } from './post';
import type { StoredEntry, StoredLine } from './store';

/*
 * Reads of the ledger: a folio, the folios of a kind, an account's ledger, the trial balance and the
 * journal. All sums are integer cents until the answer is written.
 */

/** Where a folio key points, with its label, for the API. */
function folioLink(state: HotelState, folio: string, line: string): FolioLine['transfer'] {
  const ref = parseFolioKey(folio);
  if (!ref) return null;
  const label = folioLabel(state, folio);
  return { folio: ref, label: `${label.name} (${label.number})`, line };
}

function lineView(state: HotelState, line: StoredLine, balance: number): FolioLine {
  const index = ledgerIndex(state.ledger);
  const movedTo = line.transferredTo ? index.lineById.get(line.transferredTo) : undefined;
  return {
    id: line.id,
    date: line.date,
    kind: line.kind,
    category: line.category,
    description: line.description,
    debit: fromCents(line.debit),
    credit: fromCents(line.credit),
    balance: fromCents(balance),
    source: line.source,
    journal: index.entryById.get(line.entry)?.number ?? line.entry,
    postedBy: line.by,
    postedById: line.byId,
    postedAt: line.at,
    reverses: line.reverses ?? null,
    reversedBy: line.reversedBy ?? null,
    transfer: line.transfer ? folioLink(state, line.transfer.folio, line.transfer.line) : null,
    movedTo: movedTo ? folioLink(state, movedTo.folio, movedTo.id) : null,
    reason: line.reason ?? null,
  };
}

/** A folio with its lines and running balance; with a range, the balance before `from` is the opening. */
export function folioView(state: HotelState, ref: FolioRef, from: string | null = null, to: string | null = null): FolioResponse {
  const key = folioKey(ref);
  if (!folioOwner(state, key)) throw notFound(`No ${ref.kind === 'stay' ? 'reservation' : ref.kind === 'group' ? 'group' : 'city-ledger account'} has the id ${ref.id}.`);
  const all = ledgerIndex(state.ledger).folioLines.get(key) ?? [];
  let opening = 0;
  let running = 0;
  let charges = 0;
  let credits = 0;
  const lines: FolioLine[] = [];
  for (const line of all) {
    if (from && line.date < from) {
      opening += line.debit - line.credit;
      running = opening;
      continue;
    }
    if (to && line.date > to) break;
    running += line.debit - line.credit;
    charges += line.debit;
    credits += line.credit;
    lines.push(lineView(state, line, running));
  }
  return {
    folio: folioLabel(state, key),
    lines,
    opening: fromCents(opening),
    charges: fromCents(charges),
    credits: fromCents(credits),
    balance: fromCents(opening + charges - credits),
    from,
    to,
  };
}

const OWNERS: Record<FolioKind, string> = { stay: 'room-reservations', group: 'groups', city: 'city-ledger-accounts' };

/** The folios of some kinds with their totals, searched, filtered by balance and paged (largest balance first). */
export function folioList(
  state: HotelState,
  query: { kinds: FolioKind[]; search?: string; balance?: 'debtors' | 'creditors' | 'open'; stage?: string; ids?: readonly string[]; page: number; size: number },
): FolioListResponse {
  const only = query.ids ? new Set(query.ids) : undefined;
  const index = ledgerIndex(state.ledger);
  const needle = query.search?.trim().toLowerCase();
  const items: FolioListItem[] = [];
  let charges = 0;
  let credits = 0;
  for (const kind of query.kinds) {
    for (const owner of state.records[OWNERS[kind]] ?? []) {
      if (query.stage && owner.stage !== query.stage) continue;
      if (only && !only.has(owner.id)) continue;
      const key = folioKey({ kind, id: owner.id });
      const totals = index.folioTotals.get(key);
      const balance = totals ? totals.debit - totals.credit : 0;
      if (query.balance === 'debtors' && balance <= 0) continue;
      if (query.balance === 'creditors' && balance >= 0) continue;
      if (query.balance === 'open' && balance === 0) continue;
      const label = folioLabel(state, key);
      if (needle && !`${label.name} ${label.number} ${label.room ?? ''}`.toLowerCase().includes(needle)) continue;
      charges += totals?.debit ?? 0;
      credits += totals?.credit ?? 0;
      items.push({
        folio: { kind, id: owner.id }, name: label.name, number: label.number, room: label.room, stage: label.stage,
        charges: fromCents(totals?.debit ?? 0), credits: fromCents(totals?.credit ?? 0), balance: fromCents(balance), lastPosting: totals?.last ?? null,
      });
    }
  }
  items.sort((a, b) => Math.abs(b.balance) - Math.abs(a.balance) || String(b.lastPosting ?? '').localeCompare(String(a.lastPosting ?? '')) || a.number.localeCompare(b.number));
  const start = (query.page - 1) * query.size;
  return {
    items: items.slice(start, start + query.size), total: items.length, page: query.page, size: query.size,
    totals: { charges: fromCents(charges), credits: fromCents(credits), balance: fromCents(charges - credits) },
  };
}

function accountInfo(state: HotelState, id: string): { id: string; code: string; name: string; type: AccountType } | undefined {
  const account = state.records.accounts?.find((a) => a.id === id);
  if (!account) return undefined;
  const group = state.records['account-groups']?.find((g) => g.id === account.group);
  return { id, code: String(account.code), name: String(account.name), type: (group?.type as AccountType | undefined) ?? 'asset' };
}

/** One account's lines in a range with opening, running and closing balances (debits minus credits), paged oldest first. */
export function accountLedger(state: HotelState, accountId: string, from: string | null, to: string | null, page: number, size: number): AccountLedgerResponse {
  const account = accountInfo(state, accountId);
  if (!account) throw notFound(`No account has the id ${accountId}.`);
  const series = ledgerIndex(state.ledger).accounts.get(accountId);
  const totals = accountTotals(series, from, to);
  const opening = totals.openingDebit - totals.openingCredit;
  const count = totals.end - totals.start;
  const first = totals.start + (page - 1) * size;
  const last = Math.min(totals.end, first + size);
  const lines: AccountLedgerResponse['lines'] = [];
  for (let i = first; i < last && series; i++) {
    const [entry, lineIndex] = series.refs[i] as [StoredEntry, number];
    const [, cents, memo] = entry.lines[lineIndex] as [string, number, string?];
    const balance = (series.debit[i] as number) - (series.credit[i] as number);
    lines.push({
      entry: entry.id, number: entry.number, date: entry.date, reference: entry.reference, narration: entry.narration, memo: memo ?? null,
      debit: fromCents(cents > 0 ? cents : 0), credit: fromCents(cents < 0 ? -cents : 0), balance: fromCents(balance),
    });
  }
  return {
    account, from, to, opening: fromCents(opening), debit: fromCents(totals.debit), credit: fromCents(totals.credit),
    closing: fromCents(opening + totals.debit - totals.credit), lines, total: count, page, size,
  };
}

/** Every account's opening, period and closing figures; balances on their side, so each pair of totals is equal. */
export function trialBalance(state: HotelState, from: string | null, to: string | null): TrialBalanceResponse {
  const index = ledgerIndex(state.ledger);
  const accounts = [...(state.records.accounts ?? [])].sort((a, b) => String(a.code).localeCompare(String(b.code), 'en', { numeric: true }));
  const sums = { openingDebit: 0, openingCredit: 0, debit: 0, credit: 0, closingDebit: 0, closingCredit: 0 };
  const rows: TrialBalanceRow[] = [];
  for (const account of accounts) {
    const info = accountInfo(state, account.id);
    if (!info) continue;
    const t = accountTotals(index.accounts.get(account.id), from, to);
    const opening = t.openingDebit - t.openingCredit;
    const closing = opening + t.debit - t.credit;
    const row = {
      openingDebit: Math.max(opening, 0), openingCredit: Math.max(-opening, 0), debit: t.debit, credit: t.credit,
      closingDebit: Math.max(closing, 0), closingCredit: Math.max(-closing, 0),
    };
    for (const key of Object.keys(sums) as (keyof typeof sums)[]) sums[key] += row[key];
    rows.push({
      account: info.id, code: info.code, name: info.name, type: info.type,
      openingDebit: fromCents(row.openingDebit), openingCredit: fromCents(row.openingCredit), debit: fromCents(row.debit), credit: fromCents(row.credit),
      closingDebit: fromCents(row.closingDebit), closingCredit: fromCents(row.closingCredit),
    });
  }
  return {
    from, to, rows,
    totals: {
      openingDebit: fromCents(sums.openingDebit), openingCredit: fromCents(sums.openingCredit), debit: fromCents(sums.debit), credit: fromCents(sums.credit),
      closingDebit: fromCents(sums.closingDebit), closingCredit: fromCents(sums.closingCredit),
    },
  };
}

/** A journal entry as the API answers it. */
export function entryView(state: HotelState, entry: StoredEntry): JournalEntryView {
  const index = ledgerIndex(state.ledger);
  let total = 0;
  const lines = entry.lines.map(([account, cents, memo]) => {
    if (cents > 0) total += cents;
    const info = accountInfo(state, account);
    return { account, code: info?.code ?? '', name: info?.name ?? account, debit: fromCents(Math.max(cents, 0)), credit: fromCents(Math.max(-cents, 0)), memo: memo ?? null };
  });
  const link = (id: string | undefined) => {
    const other = id ? index.entryById.get(id) : undefined;
    return other ? { id: other.id, number: other.number } : null;
  };
  return {
    id: entry.id, number: entry.number, date: entry.date, reference: entry.reference, narration: entry.narration, source: entry.source,
    lines, total: fromCents(total), postedBy: entry.by, postedById: entry.byId, postedAt: entry.at, reverses: link(entry.reverses), reversedBy: link(entry.reversedBy), reason: entry.reason ?? null,
  };
}

/** The journal, newest first, filtered by date range, account, source kind and text. */
export function journalList(
  state: HotelState,
  query: { from?: string; to?: string; account?: string; source?: string; search?: string; page: number; size: number },
): JournalListResponse {
  const needle = query.search?.trim().toLowerCase();
  const matches: StoredEntry[] = [];
  const entries = state.ledger.entries;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as StoredEntry;
    if (query.to && entry.date > query.to) continue;
    if (query.from && entry.date < query.from) break;
    if (query.account && !entry.lines.some(([account]) => account === query.account)) continue;
    if (query.source && entry.source.kind !== query.source) continue;
    if (needle && !`${entry.number} ${entry.reference} ${entry.narration}`.toLowerCase().includes(needle)) continue;
    matches.push(entry);
  }
  const start = (query.page - 1) * query.size;
  return { items: matches.slice(start, start + query.size).map((entry) => entryView(state, entry)), total: matches.length, page: query.page, size: query.size };
}

import type { LedgerState, StoredEntry, StoredLine } from './store';

/**
 * Lookups the ledger's reads need, built from the stored journal and folio lines and kept up to
 * date as lines are appended (never rebuilt per call): lines by folio, postings by source
 * document, and per account the dates with running debit and credit totals, so an account's
 * balance on any date is two binary searches however long the year.
 */
export interface AccountSeries {
  /** Business date of each posting line, ascending. */
  dates: string[];
  /** Running totals in cents up to and including each line. */
  debit: number[];
  credit: number[];
  /** The entry and the index of its line, per posting. */
  refs: [entry: StoredEntry, line: number][];
}

export interface FolioTotals {
  debit: number;
  credit: number;
  last: string | null;
}

export interface LedgerIndex {
  entries: number;
  lines: number;
  entryById: Map<string, StoredEntry>;
  lineById: Map<string, StoredLine>;
  folioLines: Map<string, StoredLine[]>;
  folioTotals: Map<string, FolioTotals>;
  /** `${resource}/${id}` → the entries and lines it posted. */
  bySource: Map<string, { entries: StoredEntry[]; lines: StoredLine[] }>;
  accounts: Map<string, AccountSeries>;
  /** `${reservationId}@${date}`: room nights already charged. */
  nights: Set<string>;
}

const cache = new WeakMap<LedgerState, LedgerIndex>();

const sourceKey = (resource: string, id: string) => `${resource}/${id}`;

function addEntry(index: LedgerIndex, entry: StoredEntry) {
  index.entryById.set(entry.id, entry);
  if (entry.source.resource && entry.source.id) {
    const key = sourceKey(entry.source.resource, entry.source.id);
    let bucket = index.bySource.get(key);
    if (!bucket) index.bySource.set(key, (bucket = { entries: [], lines: [] }));
    bucket.entries.push(entry);
  }
  entry.lines.forEach(([account, cents], i) => {
    let series = index.accounts.get(account);
    if (!series) index.accounts.set(account, (series = { dates: [], debit: [], credit: [], refs: [] }));
    const n = series.dates.length;
    const last = series.dates[n - 1];
    if (last !== undefined && last > entry.date) throw new Error(`Ledger entries out of date order: ${entry.number} (${entry.date}) after ${last}`);
    series.dates.push(entry.date);
    series.debit.push((series.debit[n - 1] ?? 0) + (cents > 0 ? cents : 0));
    series.credit.push((series.credit[n - 1] ?? 0) + (cents < 0 ? -cents : 0));
    series.refs.push([entry, i]);
  });
}

function addLine(index: LedgerIndex, line: StoredLine) {
  index.lineById.set(line.id, line);
  let list = index.folioLines.get(line.folio);
  if (!list) index.folioLines.set(line.folio, (list = []));
  list.push(line);
  const totals = index.folioTotals.get(line.folio) ?? { debit: 0, credit: 0, last: null };
  totals.debit += line.debit;
  totals.credit += line.credit;
  totals.last = line.date;
  index.folioTotals.set(line.folio, totals);
  if (line.source) {
    const key = sourceKey(line.source.resource, line.source.id);
    let bucket = index.bySource.get(key);
    if (!bucket) index.bySource.set(key, (bucket = { entries: [], lines: [] }));
    bucket.lines.push(line);
  }
  if (line.category === 'room-night' && line.kind === 'charge' && line.source?.resource === 'night-audit' && !line.reverses) {
    index.nights.add(`${line.folio.slice('stay:'.length)}@${line.date}`);
  }
}

/** The index of a ledger, brought up to date with any lines appended since it was last read. */
export function ledgerIndex(ledger: LedgerState): LedgerIndex {
  let index = cache.get(ledger);
  if (!index) {
    index = {
      entries: 0, lines: 0, entryById: new Map(), lineById: new Map(), folioLines: new Map(), folioTotals: new Map(),
      bySource: new Map(), accounts: new Map(), nights: new Set(),
    };
    cache.set(ledger, index);
  }
  for (; index.entries < ledger.entries.length; index.entries++) addEntry(index, ledger.entries[index.entries] as StoredEntry);
  for (; index.lines < ledger.lines.length; index.lines++) addLine(index, ledger.lines[index.lines] as StoredLine);
  return index;
}

/** The postings of a source document. */
export function postingsOf(ledger: LedgerState, resource: string, id: string): { entries: StoredEntry[]; lines: StoredLine[] } {
  return ledgerIndex(ledger).bySource.get(sourceKey(resource, id)) ?? { entries: [], lines: [] };
}

/** The first index whose date is >= `date` (dates ascending). */
export function lowerBound(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((dates[mid] as string) < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index whose date is > `date`. */
export function upperBound(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((dates[mid] as string) <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** An account's totals before `from` and within `from`..`to` (cents; null bounds are open). */
export function accountTotals(series: AccountSeries | undefined, from: string | null, to: string | null) {
  if (!series || series.dates.length === 0) return { openingDebit: 0, openingCredit: 0, debit: 0, credit: 0, start: 0, end: 0 };
  const start = from ? lowerBound(series.dates, from) : 0;
  const end = to ? upperBound(series.dates, to) : series.dates.length;
  const at = (values: number[], i: number) => (i > 0 ? (values[i - 1] as number) : 0);
  const openingDebit = at(series.debit, start);
  const openingCredit = at(series.credit, start);
  return {
    openingDebit,
    openingCredit,
    debit: Math.max(0, at(series.debit, end) - openingDebit),
    credit: Math.max(0, at(series.credit, end) - openingCredit),
    start,
    end: Math.max(start, end),
  };
}

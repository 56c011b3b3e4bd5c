import type { LedgerState, StoredEntry, StoredLine } from './store';

/*
 * How the ledger is kept in the browser's storage: each folio line and journal entry as a tuple
 * rather than an object (no repeated keys), which halves a year of postings. In memory they are
 * objects again.
 */

// 2: `by` is [user id, name at the time] (1 held the name only; such a store is seeded afresh).
// 3: the hotel's stock is its stock movements (a store kept by 2 holds stored quantities and
// hand-made movements, which no longer add up; it is seeded afresh).
// 4: point-of-sale sales are dockets with lines and tenders, whose stock moves when they are
// settled (a store kept by 3 holds one-line sales the docket calls cannot read; it is seeded afresh).
const FORMAT = 'ledger-tuples-4';

type LineTuple = [
  id: string, folio: string, date: string, kind: StoredLine['kind'], category: StoredLine['category'], description: string, debit: number, credit: number,
  source: [resource: string, id: string, number: string | null] | null, entry: string, entryLine: number, by: [id: string, name: string], at: string,
  extra?: Pick<StoredLine, 'reverses' | 'reversedBy' | 'transfer' | 'transferredTo' | 'reason'>,
];

type EntryTuple = [
  id: string, date: string, reference: string, narration: string, source: [StoredEntry['source']['kind'], string | null, string | null, string | null],
  lines: StoredEntry['lines'], by: [id: string, name: string], at: string, extra?: Pick<StoredEntry, 'reverses' | 'reversedBy' | 'reason'>,
];

const LINE_EXTRAS = ['reverses', 'reversedBy', 'transfer', 'transferredTo', 'reason'] as const;
const ENTRY_EXTRAS = ['reverses', 'reversedBy', 'reason'] as const;

function extras<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> | undefined {
  const out: Partial<Pick<T, K>> = {};
  let any = false;
  for (const key of keys) {
    if (value[key] !== undefined) {
      out[key] = value[key];
      any = true;
    }
  }
  return any ? (out as Pick<T, K>) : undefined;
}

/** The ledger as stored. */
export interface EncodedLedger {
  format: typeof FORMAT;
  businessDate: string;
  audits: LedgerState['audits'];
  counters: LedgerState['counters'];
  lines: LineTuple[];
  entries: EntryTuple[];
}

export function encodeLedger(ledger: LedgerState): EncodedLedger {
  return {
    format: FORMAT,
    businessDate: ledger.businessDate,
    audits: ledger.audits,
    counters: ledger.counters,
    lines: ledger.lines.map((l): LineTuple => {
      const tuple: LineTuple = [
        l.id, l.folio, l.date, l.kind, l.category, l.description, l.debit, l.credit,
        l.source ? [l.source.resource, l.source.id, l.source.number] : null, l.entry, l.entryLine, [l.byId, l.by], l.at,
      ];
      const more = extras(l, LINE_EXTRAS);
      if (more) tuple.push(more);
      return tuple;
    }),
    entries: ledger.entries.map((e): EntryTuple => {
      const tuple: EntryTuple = [e.id, e.date, e.reference, e.narration, [e.source.kind, e.source.resource, e.source.id, e.source.number], e.lines, [e.byId, e.by], e.at];
      const more = extras(e, ENTRY_EXTRAS);
      if (more) tuple.push(more);
      return tuple;
    }),
  };
}

/** The ledger from its stored form; throws when it is not one (the domain is then seeded afresh). */
export function decodeLedger(stored: unknown): LedgerState {
  const value = stored as Partial<EncodedLedger> | null;
  if (!value || value.format !== FORMAT || typeof value.businessDate !== 'string' || !Array.isArray(value.lines) || !Array.isArray(value.entries)) {
    throw new Error('the ledger is not in the stored format');
  }
  return {
    businessDate: value.businessDate,
    audits: value.audits ?? [],
    counters: value.counters ?? {},
    lines: value.lines.map(([id, folio, date, kind, category, description, debit, credit, source, entry, entryLine, by, at, more]): StoredLine => ({
      id, folio, date, kind, category, description, debit, credit, source: source ? { resource: source[0], id: source[1], number: source[2] } : null,
      entry, entryLine, by: by[1], byId: by[0], at, ...more,
    })),
    entries: value.entries.map(([id, date, reference, narration, source, lines, by, at, more]): StoredEntry => ({
      id, number: id.toUpperCase(), date, reference, narration, source: { kind: source[0], resource: source[1], id: source[2], number: source[3] }, lines, by: by[1], byId: by[0], at, ...more,
    })),
  };
}

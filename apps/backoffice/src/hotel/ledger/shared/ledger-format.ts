import { formatMoney, toCents, type JournalSourceKind } from '@hotel/domain';

/** A balance on its side: debits minus credits as '$1,234.50 Dr', '$80.00 Cr', or '$0.00'. */
export function formatBalance(value: number): string {
  const cents = toCents(value) ?? Math.round(value * 100);
  if (cents === 0) return formatMoney(0);
  return `${formatMoney(Math.abs(cents) / 100)} ${cents > 0 ? 'Dr' : 'Cr'}`;
}

/** Whether two amounts are equal to the cent. */
export function sameCents(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/** The first day of a date's month ('2026-11-25' → '2026-11-01'). */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of a date's calendar year ('2026-11-25' → '2026-01-01'). */
export function yearStart(date: string): string {
  return `${date.slice(0, 4)}-01-01`;
}

/** Labels of the journal's source kinds, in the order the filter lists them. */
export const SOURCE_LABELS: Readonly<Record<JournalSourceKind, string>> = {
  manual: 'Manual',
  opening: 'Opening Balances',
  'night-audit': 'Night Audit',
  folio: 'Folio',
  document: 'Document',
  'check-in': 'Check-In',
  transfer: 'Transfer',
  reversal: 'Reversal',
};

/** Entries a clerk may reverse by hand: the others are corrected through the document that posted them. */
export function isHandWritten(kind: JournalSourceKind): boolean {
  return kind === 'manual' || kind === 'opening';
}

/** A range as staff read it: '01-Nov-2026 to 25-Nov-2026', 'from 01-Nov-2026 on', 'up to 25-Nov-2026', 'all dates'. */
export function rangeLabel(range: { from: string; to: string }, format: (date: string) => string): string {
  if (!range.from && !range.to) return 'all dates';
  if (range.from === range.to) return format(range.from);
  if (!range.to) return `from ${format(range.from)} on`;
  if (!range.from) return `up to ${format(range.to)}`;
  return `${format(range.from)} to ${format(range.to)}`;
}

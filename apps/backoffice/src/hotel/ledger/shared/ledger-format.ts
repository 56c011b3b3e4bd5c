import { formatMoney, toCents, type JournalSourceKind } from '@hotel/domain';
import { english, type Translate } from './english';

/**
 * A balance on its side: debits minus credits as '$1,234.50 Dr', '$80.00 Cr', or '$0.00' (in
 * Turkish '$1.234,50 B' / 'A': borç, alacak).
 */
export function formatBalance(value: number, t: Translate = english): string {
  const cents = toCents(value) ?? Math.round(value * 100);
  if (cents === 0) return formatMoney(0);
  const amount = formatMoney(Math.abs(cents) / 100);
  return cents > 0 ? t('{{amount}} Dr', { amount }) : t('{{amount}} Cr', { amount });
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

/** Labels of the journal's source kinds, in the order the filter lists them (English: the view translates them with `t`). */
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
export function rangeLabel(range: { from: string; to: string }, format: (date: string) => string, t: Translate = english): string {
  if (!range.from && !range.to) return t('all dates');
  if (range.from === range.to) return format(range.from);
  if (!range.to) return t('from {{date}} on', { date: format(range.from) });
  if (!range.from) return t('up to {{date}}', { date: format(range.to) });
  return dateSpan(format(range.from), format(range.to), t);
}

/**
 * Two dates as a span: '01-Nov-2026 to 25-Nov-2026' ('01-Kas-2026 – 25-Kas-2026'). Only the word
 * between is translated: a '{{from}} to {{to}}' key would be a template that `tm` matches against
 * any message with ' to ' in it, garbling the messages that have no translation of their own.
 */
export function dateSpan(from: string, to: string, t: Translate = english): string {
  return `${from} ${t('to')} ${to}`;
}

/** The hotel's one currency (ISO 4217). */
export const CURRENCY = 'USD';

/** Rounds to cents. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The language numbers and dates are written in when the caller names none: the page's
 * (`<html lang>`, which the shell sets to the user's language), else English.
 */
export function pageLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en-US';
}

/** Formats money with 2 decimals in the hotel's currency, in the page's language: '$1,234.50', in Turkish '$1.234,50'. */
export function formatMoney(value: number, locale = pageLocale()): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Options of formatFieldValue. */
export interface FormatOptions {
  /** BCP 47 locale (default: the page's language, `pageLocale()`). */
  locale?: string;
  /** Labels of referenced records (id → label), e.g. one field of a list response's `labels`. */
  labels?: Record<string, string>;
  /** Translates the words this function writes (Yes, No, an enum's label) into the user's language; default: as declared (English). */
  translate?: (text: string) => string;
}

/** The minimal field shape formatFieldValue needs (a declared Field, or a report column). */
interface Formattable {
  type: string;
  options?: readonly { value: string; label: string }[];
}

/**
 * A field value as staff read it in a cell, a CSV export or a printed document: money with 2
 * decimals in the hotel currency, percent, dates (UTC, medium style), in the page's language unless
 * `locale` names one; enum labels, Yes/No, reference labels; '' for an empty value.
 */
export function formatFieldValue(field: Formattable, value: unknown, options: FormatOptions = {}): string {
  const locale = options.locale ?? pageLocale();
  const translate = options.translate ?? ((text: string) => text);
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value, locale) : String(value);
    case 'percent':
      return typeof value === 'number' ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}%` : String(value);
    case 'number':
      return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : String(value);
    case 'date': {
      const date = new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? String(value) : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
    }
    case 'datetime': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    }
    case 'boolean':
      return translate(value ? 'Yes' : 'No');
    case 'enum': {
      const label = field.options?.find((option) => option.value === value)?.label;
      return label === undefined ? String(value) : translate(label);
    }
    case 'reference':
      return options.labels?.[String(value)] ?? String(value);
    default:
      return String(value);
  }
}

/**
 * A title-case label in running text ('Room Reservations' → 'room reservations'), keeping
 * acronyms as they are ('POS Sales' → 'POS sales', not 'pos sales').
 */
export function lowerNoun(label: string): string {
  return label.replace(/\p{L}[\p{L}\p{N}]*/gu, (word) => (/^\p{Lu}[\p{Lu}\p{N}]+$/u.test(word) ? word : word.toLowerCase()));
}

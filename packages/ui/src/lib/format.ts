import { format, isValid } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { tr } from 'date-fns/locale/tr';
import type { Locale } from 'date-fns';
import { activeLanguage } from './active-language';

/** A value formatting helpers accept: a Date, an epoch in ms, or an ISO-8601 string. */
export type DateInput = Date | number | string | null | undefined;

/** The two languages the back office ships. Anything else falls back to English. */
const LOCALES: Record<string, Locale> = { en: enUS, tr };

export { activeLanguage };

/** Picks the date-fns locale for a language tag ('tr', 'tr-TR', 'en-GB' …); the active language by default, English as fallback. */
export function dateLocale(language?: string): Locale {
  const base = (language ?? activeLanguage()).toLowerCase().split(/[-_]/)[0] ?? 'en';
  return LOCALES[base] ?? enUS;
}

/** Converts input to a valid Date, or null when it cannot be read as a date. */
export function parseDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

/**
 * Formats a moment as `MMM dd, h:mm a` ("Apr 26, 3:05 PM") in the given language (default: the
 * active language, see {@link activeLanguage}).
 * Returns '' for a missing or invalid date so a template never shows "Invalid Date".
 */
export function formatDateTime(value: DateInput, language?: string): string {
  const date = parseDate(value);
  return date ? format(date, 'MMM dd, h:mm a', { locale: dateLocale(language) }) : '';
}

/** Formats a day as DD-MMM-YYYY ("26-Apr-2021"); '' for a missing or invalid date. */
export function toDate(value: DateInput, language?: string): string {
  const date = parseDate(value);
  return date ? format(date, 'dd-MMM-yyyy', { locale: dateLocale(language) }) : '';
}

/** Formats a day as a long date ("April 26, 2021", "26 Nisan 2021") with the browser's Intl. */
export function formatLongDate(value: DateInput, language?: string): string {
  const date = parseDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(language ?? activeLanguage(), { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/**
 * Lower-cases the text, then capitalises the first letter of every word ("jOHN o'neil-SMITH" →
 * "John O'neil-smith"). Words are separated by whitespace. Pass a language for locale-specific
 * casing (Turkish dotted/dotless i).
 */
export function toTitleCase(text: string, language?: string): string {
  return text
    .toLocaleLowerCase(language)
    .replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toLocaleUpperCase(language));
}

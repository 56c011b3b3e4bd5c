import { format, isValid } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { tr } from 'date-fns/locale/tr';
import type { Locale } from 'date-fns';
import { activeLanguage } from './active-language';

/** A value formatting helpers accept: a Date, an epoch in ms, or an ISO-8601 string. */
export type DateInput = Date | number | string | null | undefined;

/**
 * The date-fns locales the patterns below use, by language: English and Turkish ship; an app
 * registers more with {@link registerDateLocale}. A language without one formats with the
 * browser's Intl in that language instead.
 */
const LOCALES = new Map<string, Locale>([
  ['en', enUS],
  ['tr', tr],
]);

export { activeLanguage };

/** The base language of a tag ('pt-BR' → 'pt'), lower-cased. */
const baseOf = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? '';

/** The registered date-fns locale of a tag (the exact tag first, then its base language), if any. */
function knownLocale(language: string): Locale | undefined {
  return LOCALES.get(language.toLowerCase()) ?? LOCALES.get(baseOf(language));
}

/**
 * Registers a date-fns locale, so `formatDateTime` and `toDate` use their exact patterns with its
 * month names and day periods (`registerDateLocale(de)` with `import { de } from 'date-fns/locale/de'`).
 * Registered under `locale.code` ('de', 'pt-BR'), or under `language` when given.
 */
export function registerDateLocale(locale: Locale, language: string | undefined = locale.code): void {
  if (!language) throw new Error('registerDateLocale: the locale has no code; pass the language it is for.');
  LOCALES.set(language.toLowerCase(), locale);
}

/** Picks the date-fns locale for a language tag ('tr', 'tr-TR', 'en-GB' …); the active language by default, English when none is registered. */
export function dateLocale(language?: string): Locale {
  return knownLocale(language ?? activeLanguage()) ?? enUS;
}

/** The parts of a date in a language by Intl ({ day, month, year, … }), or null for a tag Intl refuses. */
function intlParts(date: Date, language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatPart[] | null {
  try {
    return new Intl.DateTimeFormat(language, options).formatToParts(date);
  } catch {
    return null;
  }
}

/** Converts input to a valid Date, or null when it cannot be read as a date. */
export function parseDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

/**
 * Formats a moment as `MMM dd, h:mm a` ("Apr 26, 3:05 PM", "Nis 26, 3:05 ÖS") in the given
 * language (default: the active language, see {@link activeLanguage}). A language without a
 * registered date-fns locale gets the same fields from Intl in its own order and clock
 * ('de' → "26. Apr., 15:05").
 * Returns '' for a missing or invalid date so a template never shows "Invalid Date".
 */
export function formatDateTime(value: DateInput, language?: string): string {
  const date = parseDate(value);
  if (!date) return '';
  const lang = language ?? activeLanguage();
  const locale = knownLocale(lang);
  if (locale) return format(date, 'MMM dd, h:mm a', { locale });
  const parts = intlParts(date, lang, { month: 'short', day: '2-digit', hour: 'numeric', minute: '2-digit' });
  return parts ? parts.map((part) => part.value).join('') : format(date, 'MMM dd, h:mm a', { locale: enUS });
}

/**
 * Formats a day as DD-MMM-YYYY ("26-Apr-2021"; the month's short name in the language, from
 * Intl when no date-fns locale is registered for it: 'de' → "26-Apr.-2021"); '' for a missing or
 * invalid date.
 */
export function toDate(value: DateInput, language?: string): string {
  const date = parseDate(value);
  if (!date) return '';
  const lang = language ?? activeLanguage();
  const locale = knownLocale(lang);
  const parts = locale ? null : intlParts(date, lang, { day: '2-digit', month: 'short', year: 'numeric' });
  if (!parts) return format(date, 'dd-MMM-yyyy', { locale: locale ?? enUS });
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
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

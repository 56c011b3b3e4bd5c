import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { translateMessage } from './messages';

/**
 * The namespace of the hotel's own strings: the screens, the domain's labels (resources, fields,
 * enum values, stages, actions, reports) and the messages of forms and of the API. Its keys are the
 * English text itself (as gettext does): English needs no file, a string without a translation
 * shows in English rather than as a key, and the declarations in `@hotel/domain` stay readable.
 */
export const HOTEL_NS = 'hotel';

/** Values put into a string's `{{placeholders}}`; `count` also picks a plural form. */
export type TextParams = Record<string, string | number>;

/** Translates the hotel's strings into the user's language. */
export interface HotelText {
  /**
   * The text in the user's language: `t('Check in')`, `t('Room {{room}} is occupied', { room })`.
   * The key is the English text; without a translation the English shows.
   */
  t: (text: string, params?: TextParams) => string;
  /**
   * A message composed elsewhere (a form's validation, an API refusal: 'Notes must be at most
   * 2,000 characters'), matched against the catalog's templates and translated with its values.
   */
  tm: (message: string) => string;
  /** The user's language code ('en', 'tr'). */
  language: string;
}

/** A translator of the hotel's strings: `useHotelText().t`, or {@link englishText} (pure model code takes one). */
export type Translate = (text: string, params?: TextParams) => string;

/**
 * The hotel translator's English: the text itself with its `{{placeholders}}` filled. The default
 * `t` of pure model code (its tests and English callers read what they always read), and the text
 * where no i18next instance is set up.
 */
export const englishText: Translate = (text, params) =>
  params ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name]))) : text;

/**
 * The translator of an i18next instance, for code outside React (CSV headers, printed documents).
 * Without one (react-i18next's stand-in, as in a unit test rendering a lone component) the English.
 */
export function hotelText(i18n: I18n): HotelText {
  if (typeof i18n?.t !== 'function') return { t: englishText, tm: (message) => message, language: 'en' };
  const t = (text: string, params?: TextParams): string =>
    i18n.t(text, { ns: HOTEL_NS, keySeparator: false, nsSeparator: false, defaultValue: text, ...params }) as string;
  const catalog = (): Record<string, string> => (i18n.getResourceBundle(i18n.language, HOTEL_NS) as Record<string, string> | undefined) ?? {};
  return { t, tm: (message) => translateMessage(message, catalog(), t), language: i18n.language };
}

/** {@link HotelText} of the app's i18n instance; re-renders when the language changes. */
export function useHotelText(): HotelText {
  const { i18n, ready } = useTranslation(HOTEL_NS);
  const { language } = i18n;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new translator when the language or the strings arrive
  return useMemo(() => hotelText(i18n), [i18n, language, ready]);
}

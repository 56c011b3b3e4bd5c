/** A language of the shell. */
export interface LanguageOption {
  /** i18next language code. */
  id: 'en' | 'tr';
  /** The language's own name (shown in the menu). */
  title: string;
  /** ISO 3166 country code of its flag. */
  flag: 'US' | 'TR';
}

export const LANGUAGES: readonly LanguageOption[] = [
  { id: 'en', title: 'English', flag: 'US' },
  { id: 'tr', title: 'Türkçe', flag: 'TR' },
];

export type LanguageId = LanguageOption['id'];

export const DEFAULT_LANGUAGE: LanguageId = 'en';

/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is LanguageId => LANGUAGES.some((l) => l.id === value);

/** The flag emoji of a country code ('US' → 🇺🇸). */
export const flagEmoji = (country: string): string =>
  String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

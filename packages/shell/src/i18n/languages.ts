import type { ShellNavStrings, ShellStrings } from './shell-strings';

/**
 * A language code: a canonical BCP 47 tag ('en', 'tr', 'de', 'pt-BR'). Any configured language's
 * code is a `LanguageId`; which codes are valid is decided at run time by the configured list
 * (`isLanguage(code, languages)`).
 */
export type LanguageId = string;

/** The strings of one namespace, as a loader returns them. */
export type TranslationStrings = Record<string, unknown>;

/**
 * What `LanguageConfig.load` may resolve to: the strings, or a module whose `default` export they
 * are (so `() => import('./de.json')` works as is). An object whose `default` is an object is read
 * as such a module.
 */
export type TranslationModule = TranslationStrings | { default: TranslationStrings };

/** A language as the language menu shows it. */
export interface LanguageOption {
  /** Canonical BCP 47 code ('en', 'de', 'pt-BR'): the i18next language, `<html lang>` and the formatting locale. */
  code: LanguageId;
  /** The language's own name, shown in the menu ('Deutsch'). */
  label: string;
  /** ISO 3166-1 alpha-2 country code of its flag ('DE'), drawn as an emoji. */
  flag: string;
}

/** A language of the shell, from configuration: how it is shown and how its strings load. */
export interface LanguageConfig extends LanguageOption {
  /**
   * Loads one namespace's strings for this language: 'shell' (the shell's UI strings,
   * {@link ShellStrings}), 'nav' (navigation titles by item id) or one of the app's namespaces.
   * Usually a dynamic import, so each language is its own chunk. Reject (or throw) when the
   * namespace is not available: the shell retries, then falls back to the default language.
   */
  load: (namespace: string) => Promise<TranslationModule>;
}

/** The built-in default language, English (with a configured list, its first language is the default). */
export const DEFAULT_LANGUAGE: LanguageId = 'en';

/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The shell's own files of a language: 'shell' and 'nav'; any other namespace is refused. */
function shellFiles(namespace: string, shell: () => Promise<TranslationModule>, nav: () => Promise<TranslationModule>): Promise<TranslationModule> {
  if (namespace === 'shell') return shell();
  if (namespace === 'nav') return nav();
  return Promise.reject(new Error(`No '${namespace}' strings`));
}

/** English, with the shell's own strings, loaded on demand. */
export const ENGLISH: LanguageConfig = {
  code: 'en',
  label: 'English',
  flag: 'US',
  load: (namespace) => shellFiles(namespace, () => import('./locales/en.json'), () => import('./nav/en.json')),
};

/** Türkçe, with the shell's own strings. */
export const TURKISH: LanguageConfig = {
  code: 'tr',
  label: 'Türkçe',
  flag: 'TR',
  load: (namespace) => shellFiles(namespace, () => import('./locales/tr.json'), () => import('./nav/tr.json')),
};

/** The shell's languages when none are configured: English and Türkçe. */
export const DEFAULT_LANGUAGES: readonly LanguageConfig[] = [ENGLISH, TURKISH];

/** @deprecated Use {@link DEFAULT_LANGUAGES} (or the configured list, `useLanguage().languages`). */
export const LANGUAGES = DEFAULT_LANGUAGES;

/** Whether `value` is the code of one of `languages` (default: English and Türkçe). */
export const isLanguage = (value: unknown, languages: readonly LanguageOption[] = DEFAULT_LANGUAGES): value is LanguageId =>
  languages.some((l) => l.code === value);

/** The flag emoji of a country code ('US' → 🇺🇸). */
export const flagEmoji = (country: string): string =>
  String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

/**
 * Checks a list of languages and returns it: at least one; unique, canonical BCP 47 codes ('pt-BR',
 * not 'pt-br'); a label, a two-letter flag and a `load` function each. Throws an error naming the
 * first offending code.
 */
export function validateLanguages(languages: readonly LanguageConfig[]): readonly LanguageConfig[] {
  let canonical: string[] = [];
  try {
    // Canonical forms, without repeats: a code that differs from its place is non-canonical or repeated.
    canonical = Intl.getCanonicalLocales(languages.map((l) => l.code));
  } catch {
    // Some code is not a language tag: every entry is reported as bad below.
  }
  const bad = languages.find((l, i) => !l.code || l.code !== canonical[i] || !l.label || !/^[a-z]{2}$/i.test(l.flag) || typeof l.load != 'function');
  if (!languages.length || bad) {
    throw new Error(
      `i18n.languages${bad ? ` ('${bad.code}')` : ''}: one or more, each with a unique canonical BCP 47 code, label, flag and load`,
    );
  }
  return languages;
}

/**
 * Builds a `LanguageConfig.load` from one loader per namespace, typed: the 'shell' loader must
 * resolve to every key of {@link ShellStrings} (a JSON import is checked too), 'nav' to titles by
 * item id. A namespace without a loader rejects, so the shell falls back to the default language.
 *
 * @example
 * load: namespaceLoaders({
 *   shell: () => import('./locales/de/shell.json'),
 *   nav: () => import('./locales/de/nav.json'),
 *   laundry: () => import('./locales/de/laundry.json'),
 * })
 */
export function namespaceLoaders(loaders: NamespaceLoaders): LanguageConfig['load'] {
  return (namespace) => {
    const loader = Object.hasOwn(loaders, namespace) ? loaders[namespace] : undefined;
    return loader ? loader() : Promise.reject(new Error(`No loader for the '${namespace}' namespace.`));
  };
}

/** One loader per namespace for {@link namespaceLoaders}; 'shell' is typed by the shell's English strings. */
export interface NamespaceLoaders {
  /** The shell's UI strings: every key of the English file. */
  shell: () => Promise<ShellStrings | { default: ShellStrings }>;
  /** Navigation titles by item id (optional: an item without one shows its own title). */
  nav?: () => Promise<ShellNavStrings | { default: ShellNavStrings }>;
  /** The app's own namespaces. */
  [namespace: string]: (() => Promise<TranslationModule>) | undefined;
}

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createShellBackend, languagesLoader, type ShellBackendOptions } from './backend';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_LANGUAGES,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  validateLanguages,
  type LanguageConfig,
  type LanguageId,
  type LanguageOption,
} from './languages';

export interface CreateI18nOptions extends ShellBackendOptions {
  /** Starting language; default: the remembered one, else the default language. An unknown code is warned about and ignored. */
  language?: string;
  /** Extra namespaces to load besides 'shell' and 'nav'. */
  namespaces?: string[];
  /**
   * The languages offered, in menu order: `{ code, label, flag, load }` each. The first is the
   * default (shown when nothing valid is remembered) and the fallback (when a language's strings
   * cannot be loaded). Default `DEFAULT_LANGUAGES`: English, then Türkçe, with the shell's own strings.
   */
  languages?: readonly LanguageConfig[];
}

/** The configured languages of an instance made by createI18n. */
export interface I18nLanguages {
  /** The languages offered, in menu order. */
  languages: readonly LanguageOption[];
  /** The default and fallback language: the first configured. */
  defaultLanguage: LanguageId;
}

const setups = new WeakMap<I18n, I18nLanguages>();

/** The languages an i18next instance offers (createI18n's; English and Türkçe for any other instance). */
export function i18nLanguages(i18n: I18n): I18nLanguages {
  return setups.get(i18n) ?? { languages: DEFAULT_LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE };
}

/** The raw remembered language, whatever it is. */
function storedValue(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The remembered language, if it is one of `languages` (default: English and Türkçe). */
export function readStoredLanguage(languages: readonly LanguageOption[] = DEFAULT_LANGUAGES): LanguageId | null {
  const value = storedValue();
  return isLanguage(value, languages) ? value : null;
}

/** The starting language: the given one, else the remembered one, else the default; an unknown code is warned about. */
function startingLanguage(options: CreateI18nOptions, languages: readonly LanguageOption[], defaultLanguage: LanguageId): LanguageId {
  for (const code of [options.language, storedValue()]) {
    if (code == null) continue;
    if (isLanguage(code, languages)) return code;
    console.warn(`@hotel/shell: language '${code}' is not configured; using '${defaultLanguage}'.`);
  }
  return defaultLanguage;
}

/**
 * Creates an i18next instance for the shell: the configured languages (default English and
 * Türkçe), the first of them as default and fallback, namespaces 'shell' (UI strings) and 'nav'
 * (navigation titles by item id), loaded on demand through each language's `load`. Throws on an
 * invalid language list (`validateLanguages`). Initialisation starts at once; await
 * `whenI18nReady(i18n)` (or use LanguageProvider) to know when the strings are in.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const languages = validateLanguages(options.languages ?? DEFAULT_LANGUAGES);
  const defaultLanguage = languages[0]?.code ?? DEFAULT_LANGUAGE;
  const language = startingLanguage(options, languages, defaultLanguage);
  const instance = i18next.createInstance();
  setups.set(instance, { languages, defaultLanguage });
  instance
    .use(
      createShellBackend({
        ...options,
        loader: options.loader ?? languagesLoader(languages),
        fallbackLanguages: options.fallbackLanguages ?? [defaultLanguage],
      }),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: languages.map((l) => l.code),
      load: 'currentOnly',
      ns: ['shell', 'nav', ...(options.namespaces ?? [])],
      defaultNS: 'shell',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      maxRetries: 0,
    })
    .catch((error: unknown) => console.error(error));
  return instance;
}

/** Resolves once the instance has loaded its first language (or given up). */
export function whenI18nReady(i18n: I18n): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createShellBackend, type ShellBackendOptions } from './backend';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type LanguageId } from './languages';

export interface CreateI18nOptions extends ShellBackendOptions {
  /** Starting language; default: the remembered one, else 'en'. */
  language?: string;
  /** Extra namespaces to load besides 'shell' and 'nav'. */
  namespaces?: string[];
}

/** The remembered language, if valid. */
export function readStoredLanguage(): LanguageId | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Creates an i18next instance for the shell: English and Turkish, 'en' as default and fallback,
 * namespaces 'shell' (UI strings) and 'nav' (navigation titles by item id), loaded on demand.
 * Initialisation starts at once; await `i18n.loadNamespaces('shell')` (or use LanguageProvider)
 * to know when the strings are in.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const language = isLanguage(options.language) ? options.language : (readStoredLanguage() ?? DEFAULT_LANGUAGE);
  const instance = i18next.createInstance();
  instance
    .use(createShellBackend(options))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.id),
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
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

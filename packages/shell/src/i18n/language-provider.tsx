import type { i18n as I18n } from 'i18next';
import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nLanguages } from './create-i18n';
import { isLanguage, LANGUAGE_STORAGE_KEY, type LanguageId, type LanguageOption } from './languages';

export interface LanguageContextValue {
  /** The active language. */
  language: LanguageId;
  /** The configured languages, in menu order (`createI18n({ languages })`; default English and Türkçe). */
  languages: readonly LanguageOption[];
  /** Switches language (loads its translations first) and remembers it; rejects for a code not configured. */
  setLanguage: (language: LanguageId) => Promise<void>;
  /** The i18next instance. */
  i18n: I18n;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export interface LanguageProviderProps {
  /** The i18next instance (createI18n). */
  i18n: I18n;
  /** Shown until the first language is loaded. Default: nothing. */
  fallback?: ReactNode;
  /** Remember the chosen language in localStorage. Default true. */
  remember?: boolean;
  children?: ReactNode;
}

const subscribeTo = (i18n: I18n) => (onChange: () => void) => {
  i18n.on('initialized', onChange);
  i18n.on('languageChanged', onChange);
  i18n.on('loaded', onChange);
  return () => {
    i18n.off('initialized', onChange);
    i18n.off('languageChanged', onChange);
    i18n.off('loaded', onChange);
  };
};

/**
 * Provides i18next to the shell plus the language menu's state (the languages configured in
 * `createI18n`). Sets `lang` and `dir` on `<html>` (`dir` from the code: 'rtl' for ar, he, fa …).
 * Children render once the first language's strings are loaded (or failed), never with raw keys.
 */
export function LanguageProvider({ i18n, fallback = null, remember = true, children }: LanguageProviderProps) {
  const subscribe = useMemo(() => subscribeTo(i18n), [i18n]);
  const ready = useSyncExternalStore(subscribe, () => i18n.isInitialized, () => i18n.isInitialized);
  const resolved = useSyncExternalStore(subscribe, () => i18n.resolvedLanguage ?? i18n.language, () => i18n.language);
  const { languages, defaultLanguage } = i18nLanguages(i18n);
  const language: LanguageId = isLanguage(resolved, languages) ? resolved : defaultLanguage;

  useEffect(() => {
    if (typeof document === 'undefined') return;
    document.documentElement.lang = language;
    document.documentElement.dir = i18n.dir(language);
  }, [i18n, language]);

  const setLanguage = useCallback(
    async (next: LanguageId) => {
      if (!isLanguage(next, languages)) {
        throw new Error(`Language '${next}' is not configured`);
      }
      await i18n.changeLanguage(next);
      if (!remember) return;
      try {
        globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // Storage unavailable.
      }
    },
    [i18n, remember, languages],
  );

  const value = useMemo<LanguageContextValue>(() => ({ language, languages, setLanguage, i18n }), [language, languages, setLanguage, i18n]);
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext value={value}>{ready ? children : fallback}</LanguageContext>
    </I18nextProvider>
  );
}

/** The language menu's state; throws outside a LanguageProvider. */
export function useLanguage(): LanguageContextValue {
  const value = use(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside a <LanguageProvider>.');
  return value;
}

import { ENGLISH, namespaceLoaders, TURKISH, withOverrides, type CreateI18nOptions, type LanguageConfig } from '@hotel/shell';

/** This app's own namespace: `useTranslation('frontDesk')`. */
export const NAMESPACE = 'frontDesk';

/** One file per language holds this app's strings (`app`) and its menu's titles by item id (`nav`). */
type AppFile = () => Promise<{ default: { app: Record<string, unknown>; nav: Record<string, string> } }>;

/** A language with this app's namespace and menu titles beside the shell's own strings. */
function withAppStrings(language: LanguageConfig, file: AppFile): LanguageConfig {
  return {
    ...language,
    load: async (namespace) => {
      if (namespace === NAMESPACE) return (await file()).default.app;
      if (namespace === 'nav') return (await file()).default.nav;
      return language.load(namespace);
    },
  };
}

/**
 * German, the shell's third language: its strings are this app's (src/locales/de/shell.ts, typed
 * `ShellStrings`, so a missing key does not compile), each namespace a chunk of its own.
 */
const GERMAN: LanguageConfig = {
  code: 'de',
  label: 'Deutsch',
  flag: 'DE',
  load: namespaceLoaders({
    shell: () => import('./locales/de/shell'),
    nav: async () => (await import('./locales/de.json')).default.nav,
    [NAMESPACE]: async () => (await import('./locales/de.json')).default.app,
  }),
};

/**
 * The languages the menu offers, the first the default: English (one shell string reworded for
 * this app), Türkçe, and German.
 */
export const LANGUAGES: readonly LanguageConfig[] = [
  withOverrides(withAppStrings(ENGLISH, () => import('./locales/en.json')), { 'user.signOut': 'Sign out of Front Desk' }),
  withAppStrings(TURKISH, () => import('./locales/tr.json')),
  GERMAN,
];

/** The i18n options of the shell's services. */
export const i18nOptions: CreateI18nOptions = { languages: LANGUAGES, namespaces: [NAMESPACE] };

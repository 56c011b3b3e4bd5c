import en from '../locales/en.json';
import type { LanguageConfig } from '../languages';
import type { ShellStrings } from '../shell-strings';

/**
 * A third language for tests and stories: German for the strings a header shows (language, shift,
 * fullscreen, user menu, search), English for the rest. Typed as ShellStrings, so it must hold
 * every key of the English file.
 */
export const GERMAN_STRINGS: ShellStrings = {
  ...en,
  app: { ...en.app, loading: 'Wird geladen…', loadingPage: 'Seite wird geladen' },
  header: { ...en.header, toggleFullscreen: 'Vollbild umschalten', more: 'Weitere Aktionen' },
  languages: { label: 'Sprache', changeFailed: 'Die Sprache konnte nicht geändert werden.' },
  shifts: { label: 'Schicht', morning: 'Früh', night: 'Nacht', '24hrs': '24 Std.' },
  user: { ...en.user, menu: 'Benutzermenü', signOut: 'Abmelden', profile: 'Profil', settings: 'Einstellungen' },
  search: { ...en.search, placeholder: 'Suchen…', noResults: 'Keine Ergebnisse gefunden!', open: 'Suche öffnen' },
};

/** German navigation titles of a few back-office items. */
export const GERMAN_NAV = { dashboard: 'Übersicht', hotel: 'Hotel' };

/** Deutsch, as an app configures it: its strings load on demand (here from memory, after a tick). */
export const GERMAN: LanguageConfig = {
  code: 'de',
  label: 'Deutsch',
  flag: 'DE',
  load: async (namespace) => {
    await Promise.resolve();
    if (namespace === 'shell') return { default: GERMAN_STRINGS };
    if (namespace === 'nav') return GERMAN_NAV;
    throw new Error(`No German '${namespace}' strings.`);
  },
};

import { defaultTranslationLoader, type CreateI18nOptions } from '@hotel/shell';

/** This app's own namespace: `useTranslation('frontDesk')`. */
export const NAMESPACE = 'frontDesk';

/** This app's strings per language, one file each, loaded on demand (a chunk per language). */
const LOCALES: Record<string, () => Promise<{ default: { app: Record<string, unknown>; nav: Record<string, unknown> } }>> = {
  en: () => import('./locales/en.json'),
  tr: () => import('./locales/tr.json'),
  // Next: German, the third language: `de: () => import('./locales/de.json')` here, and
  // `{ code: 'de', label: 'Deutsch', flag: 'DE', load }` in the shell's languages once it takes them
  // from configuration (today its language menu offers English and Türkçe only).
};

/**
 * The i18n options of the shell's services: the shell's own strings come from its default loader;
 * this app answers its own namespace and `nav`, the titles of its menu by item id (src/access.ts).
 */
export const i18nOptions: CreateI18nOptions = {
  namespaces: [NAMESPACE],
  loader: async (language, namespace) => {
    if (namespace !== NAMESPACE && namespace !== 'nav') return defaultTranslationLoader(language, namespace);
    const load = LOCALES[language];
    if (!load) throw new Error(`Front Desk has no strings in '${language}'.`);
    const { default: strings } = await load();
    return namespace === 'nav' ? strings.nav : strings.app;
  },
};

import { defaultTranslationLoader, type TranslationLoader } from '@hotel/shell';

/** The language the API writes its navigation titles in (the mock API's menu is the spec's, in English). */
export const NAVIGATION_TITLES_LANGUAGE = 'en';

/**
 * The back-office's translation loader: the shell's own files, except the navigation titles in the
 * language the API already writes them in. The shell shows a title without a translation as the
 * API gave it, so English needs no `nav` file (it repeated the 251 titles of the menu, 3.3 KB gzip
 * on every first screen); Turkish still loads its own.
 */
export const translationLoader: TranslationLoader = async (language, namespace) =>
  namespace === 'nav' && language === NAVIGATION_TITLES_LANGUAGE ? {} : defaultTranslationLoader(language, namespace);

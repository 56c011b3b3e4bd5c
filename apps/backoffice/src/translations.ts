import { defaultTranslationLoader, type TranslationLoader } from '@hotel/shell';
import { loadHotelCatalog } from './i18n/catalog';
import { HOTEL_NS } from './i18n/hotel-text';

/** The language the API writes its navigation titles in (the mock API's menu is the spec's, in English). */
export const NAVIGATION_TITLES_LANGUAGE = 'en';

/**
 * The back-office's translation loader: the shell's own files, except the navigation titles in the
 * language the API already writes them in. The shell shows a title without a translation as the
 * API gave it, so English needs no `nav` file (it repeated the 251 titles of the menu, 3.3 KB gzip
 * on every first screen); Turkish still loads its own. The hotel namespace (screens, domain labels,
 * messages) comes from the app's catalogs (`i18n/<language>/*.json`).
 */
export const translationLoader: TranslationLoader = async (language, namespace) => {
  if (namespace === HOTEL_NS) return loadHotelCatalog(language);
  return namespace === 'nav' && language === NAVIGATION_TITLES_LANGUAGE ? {} : defaultTranslationLoader(language, namespace);
};

/** The namespaces the back-office loads at start-up besides the shell's: the hotel's strings. */
export const APP_NAMESPACES = [HOTEL_NS];

/** The back-office's i18n options of `createShellServices`, the same for the app and its prerendered first screens. */
export const APP_I18N = { loader: translationLoader, namespaces: APP_NAMESPACES };

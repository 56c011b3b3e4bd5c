/**
 * The active language: the `lang` of the document root (the shell keeps it in sync with i18next),
 * or 'en' outside a browser. Its own module, so a component that only needs the language (a
 * character count) does not bring date-fns and its locales along.
 */
export function activeLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

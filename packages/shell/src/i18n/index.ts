export {
  createShellBackend,
  defaultTranslationLoader,
  loadTranslation,
  TRANSLATION_LOAD_ERROR,
  type ShellBackendOptions,
  type TranslationLoader,
} from './backend';
export { createI18n, readStoredLanguage, whenI18nReady, type CreateI18nOptions } from './create-i18n';
export { LanguageProvider, useLanguage, type LanguageContextValue, type LanguageProviderProps } from './language-provider';
export {
  DEFAULT_LANGUAGE,
  flagEmoji,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type LanguageId,
  type LanguageOption,
} from './languages';
export {
  DEFAULT_SHIFT,
  getShift,
  isShift,
  setShift,
  shiftStorageKey,
  SHIFTS,
  useShift,
  type Shift,
  type UseShiftResult,
} from './shift';

export {
  createShellBackend,
  defaultTranslationLoader,
  languagesLoader,
  loadTranslation,
  TRANSLATION_LOAD_ERROR,
  type ShellBackendOptions,
  type TranslationLoader,
} from './backend';
export { createI18n, i18nLanguages, readStoredLanguage, whenI18nReady, type CreateI18nOptions, type I18nLanguages } from './create-i18n';
export { LanguageProvider, useLanguage, type LanguageContextValue, type LanguageProviderProps } from './language-provider';
export { ShellUiStrings } from './shell-ui-strings';
export {
  DEFAULT_LANGUAGE,
  DEFAULT_LANGUAGES,
  ENGLISH,
  flagEmoji,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  namespaceLoaders,
  TURKISH,
  validateLanguages,
  type LanguageConfig,
  type LanguageId,
  type LanguageOption,
  type NamespaceLoaders,
  type TranslationModule,
  type TranslationStrings,
} from './languages';
export { withOverrides } from './shell-strings';
export type {
  DeepPartial,
  ShellNavKey,
  ShellNavStrings,
  ShellStringKey,
  ShellStringOverrides,
  ShellStrings,
  StringKeys,
} from './shell-strings';
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

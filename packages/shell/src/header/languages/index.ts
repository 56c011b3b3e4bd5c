export { Languages, type LanguagesProps } from './languages';
export { Flag } from './flag';
export { LanguagesView, type LanguagesViewProps } from './languages-view';
export { useLanguages, type LanguagesState } from './use-languages';

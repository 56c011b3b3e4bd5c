export { Languages, type LanguagesProps } from './languages';
export { Flag, LanguagesView, type LanguagesViewProps } from './languages-view';
export { useLanguages, type LanguagesState } from './use-languages';

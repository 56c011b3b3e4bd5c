import { LanguagesView, type LanguagesViewProps } from './languages-view';
import { useLanguages } from './use-languages';

export type LanguagesProps = Omit<LanguagesViewProps, 'language' | 'languages' | 'onLanguageChange' | 'busy'>;

/** The header's language menu: the configured languages (default English, Türkçe); choosing one re-translates the shell, navigation included. */
export function Languages(props: LanguagesProps) {
  const { language, languages, changing, setLanguage } = useLanguages();
  return <LanguagesView language={language} languages={languages} busy={changing} onLanguageChange={(id) => void setLanguage(id)} {...props} />;
}

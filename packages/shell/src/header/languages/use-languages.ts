import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@hotel/ui';
import { errorMessage } from '../../errors/error-panel';
import { useLanguage } from '../../i18n/language-provider';
import type { LanguageId, LanguageOption } from '../../i18n/languages';

export interface LanguagesState {
  /** The active language. */
  language: LanguageId;
  /** The configured languages, in menu order (default English with the US flag, Türkçe with the TR flag). */
  languages: readonly LanguageOption[];
  /** The active language's option. */
  active: LanguageOption | undefined;
  /** Whether a language's strings are loading. */
  changing: boolean;
  /** Switches language: every shell string, navigation titles included, is translated again. */
  setLanguage: (language: LanguageId) => Promise<void>;
}

/** State of the language menu (through the shell's LanguageProvider). */
export function useLanguages(): LanguagesState {
  const { language, languages, setLanguage: change } = useLanguage();
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const setLanguage = useCallback(
    async (next: LanguageId) => {
      if (next === language) return;
      setChanging(true);
      try {
        await change(next);
      } catch (cause) {
        toast.error(t('languages.changeFailed', { defaultValue: 'The language could not be changed.' }), { description: errorMessage(cause) });
      } finally {
        setChanging(false);
      }
    },
    [change, language, t],
  );
  return { language, languages, active: languages.find((l) => l.code === language), changing, setLanguage };
}

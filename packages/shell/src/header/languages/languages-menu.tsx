import { useTranslation } from 'react-i18next';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@hotel/ui';
import type { LanguageId, LanguageOption } from '../../i18n/languages';
import type { PopupContentProps } from '../../lazy/lazy-popup';
import { Flag } from './flag';

export interface LanguagesMenuProps extends PopupContentProps {
  /** The active language. */
  language: LanguageId;
  /** The languages offered. */
  languages: readonly LanguageOption[];
  /** Called with the chosen language. */
  onLanguageChange?: (language: LanguageId) => void;
}

/** The language menu around its trigger (loaded on intent by LanguagesView): flag and name per language. */
export function LanguagesMenu({ trigger, open, onOpenChange, language, languages, onLanguageChange }: LanguagesMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuLabel>{t('languages.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={language} onValueChange={(value) => onLanguageChange?.(value as LanguageId)}>
          {languages.map((option) => (
            <DropdownMenuRadioItem key={option.code} value={option.code} lang={option.code}>
              <Flag country={option.flag} />
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { useTranslation } from 'react-i18next';
import {
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  iconButtonVariants,
} from '@hotel/ui';
import { flagEmoji, type LanguageId, type LanguageOption } from '../../i18n/languages';

/** A language's flag: the emoji of its country in a rounded chip (no image request). */
export function Flag({ country, className }: { country: string; className?: string }) {
  return (
    <span aria-hidden="true" data-country={country} className={cn('inline-flex h-4 w-6 items-center justify-center overflow-hidden rounded-sm text-base leading-none ring-1 ring-border ring-inset', className)}>
      {flagEmoji(country)}
    </span>
  );
}

export interface LanguagesViewProps {
  /** The active language. */
  language: LanguageId;
  /** The languages offered. */
  languages: readonly LanguageOption[];
  /** Called with the chosen language. */
  onLanguageChange?: (language: LanguageId) => void;
  /** Disables the trigger while strings load. */
  busy?: boolean;
  /** Controlled open state. */
  open?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** The language menu (pure): the active flag as trigger; flag and name per language. */
export function LanguagesView({ language, languages, onLanguageChange, busy, open, onOpenChange, className }: LanguagesViewProps) {
  const { t } = useTranslation();
  const active = languages.find((l) => l.id === language);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        data-slot="languages-trigger"
        aria-label={`${t('languages.label')}: ${active?.title ?? language}`}
        aria-busy={busy || undefined}
        className={cn(iconButtonVariants({ variant: 'ghost', size: 'md' }), className)}
      >
        <Flag country={active?.flag ?? 'US'} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuLabel>{t('languages.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={language} onValueChange={(value) => onLanguageChange?.(value as LanguageId)}>
          {languages.map((option) => (
            <DropdownMenuRadioItem key={option.id} value={option.id} lang={option.id}>
              <Flag country={option.flag} />
              {option.title}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

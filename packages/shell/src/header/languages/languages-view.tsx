import { useTranslation } from 'react-i18next';
import { cn, iconButtonVariants, lazyWithPreload } from '@hotel/ui';
import type { LanguageId, LanguageOption } from '../../i18n/languages';
import { LazyPopup } from '../../lazy/lazy-popup';
import { useHeaderOverflowItem } from '../overflow/header-overflow-context';
import { Flag } from './flag';

/** The menu (Radix DropdownMenu and its positioning) loads on intent. */
const menu = lazyWithPreload(() => import('./languages-menu').then((m) => m.LanguagesMenu));

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

/**
 * The language menu (pure): the active flag as trigger; flag and name per language. The trigger
 * renders at first paint; the menu loads when it is hovered, focused or pressed.
 */
export function LanguagesView({ language, languages, onLanguageChange, busy, open, onOpenChange, className }: LanguagesViewProps) {
  const { t } = useTranslation();
  const active = languages.find((l) => l.code === language);
  // On a phone the header may move this menu into its 'More actions' menu, as radio choices.
  const { collapsed } = useHeaderOverflowItem({
    id: 'language',
    label: t('languages.label'),
    icon: <Flag country={active?.flag ?? 'US'} />,
    choices: {
      value: language,
      options: languages.map((option) => ({ value: option.code, label: option.label, icon: <Flag country={option.flag} />, lang: option.code })),
      onValueChange: (value) => onLanguageChange?.(value as LanguageId),
    },
  });
  return (
    <LazyPopup
      content={menu}
      name={t('languages.label')}
      popup="menu"
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button
          type="button"
          data-slot="languages-trigger"
          aria-label={`${t('languages.label')}: ${active?.label ?? language}`}
          aria-busy={busy || undefined}
          className={cn(iconButtonVariants({ variant: 'ghost', size: 'md' }), collapsed && 'hidden', className)}
        >
          <Flag country={active?.flag ?? 'US'} />
        </button>
      }
    >
      {(Menu, popup) => <Menu {...popup} language={language} languages={languages} onLanguageChange={onLanguageChange} />}
    </LazyPopup>
  );
}

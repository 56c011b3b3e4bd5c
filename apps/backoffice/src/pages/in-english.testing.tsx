import type { ReactNode } from 'react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';

const english = i18next.createInstance();
void english.init({ lng: 'en', fallbackLng: 'en', resources: { en: {} }, interpolation: { escapeValue: false }, initAsync: false });

/**
 * Unit tests only: a render `wrapper` giving a lone page component an i18next instance, in English
 * (the hotel strings' keys are their English text), as the shell's providers do in the app.
 */
export function InEnglish({ children }: { children?: ReactNode }) {
  return <I18nextProvider i18n={english}>{children}</I18nextProvider>;
}

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Languages } from '../header/languages/languages';
import en from './locales/en.json';
import { TRANSLATION_LOAD_ERROR } from './backend';
import { createI18n, i18nLanguages, readStoredLanguage, whenI18nReady } from './create-i18n';
import { LanguageProvider, useLanguage } from './language-provider';
import { DEFAULT_LANGUAGES, ENGLISH, LANGUAGE_STORAGE_KEY, namespaceLoaders, TURKISH, validateLanguages, type LanguageConfig } from './languages';
import { withOverrides } from './shell-strings';
import { GERMAN } from './testing/german';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

const THREE = [ENGLISH, TURKISH, GERMAN];

async function ready(options: Parameters<typeof createI18n>[0]) {
  const i18n = createI18n({ retryDelayMs: 0, ...options });
  await whenI18nReady(i18n);
  return i18n;
}

describe('configured languages', () => {
  it('a third language loads its shell and nav strings (a module with `default` or a plain object)', async () => {
    const i18n = await ready({ languages: THREE, language: 'de' });
    expect(i18n.language).toBe('de');
    expect(i18n.t('languages.label')).toBe('Sprache');
    expect(i18n.t('nav:dashboard')).toBe('Übersicht');
    expect(i18n.t('errors.tryAgain')).toBe('Try again');
    expect(i18nLanguages(i18n)).toEqual({ languages: THREE, defaultLanguage: 'en' });
  });

  it('the default languages are English and Türkçe with the shell files', async () => {
    expect(DEFAULT_LANGUAGES.map((l) => [l.code, l.label, l.flag])).toEqual([
      ['en', 'English', 'US'],
      ['tr', 'Türkçe', 'TR'],
    ]);
    const i18n = await ready({ language: 'tr' });
    expect(i18n.t('languages.label')).toBe('Dil');
    expect(i18nLanguages(i18n).languages).toBe(DEFAULT_LANGUAGES);
    await expect(ENGLISH.load('laundry')).rejects.toThrow("No 'laundry' strings");
  });

  it('appears in the language menu; choosing it translates, sets <html lang> and is remembered', async () => {
    const i18n = await ready({ languages: THREE, language: 'en' });
    const user = userEvent.setup();
    render(
      <LanguageProvider i18n={i18n}>
        <Languages />
      </LanguageProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const items = await screen.findAllByRole('menuitemradio');
    // Each item: its flag (an emoji hidden from assistive technology), then its label.
    expect(items.map((item) => item.textContent)).toEqual(['🇺🇸English', '🇹🇷Türkçe', '🇩🇪Deutsch']);
    const german = screen.getByRole('menuitemradio', { name: 'Deutsch' });
    expect(german).toHaveAttribute('lang', 'de');
    expect(german).toHaveAttribute('aria-checked', 'false');
    await user.click(german);
    expect(await screen.findByRole('button', { name: 'Sprache: Deutsch' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect((await ready({ languages: THREE })).language).toBe('de');
  });

  it('a remembered code that is not configured is ignored, with a warning', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(readStoredLanguage()).toBeNull();
    expect(readStoredLanguage(THREE)).toBe('de');
    const i18n = await ready({});
    expect(i18n.language).toBe('en');
    expect(console.warn).toHaveBeenCalledWith("@hotel/shell: language 'de' is not configured; using 'en'.");
  });

  it('an unknown starting language falls back to the default, with a warning', async () => {
    const i18n = await ready({ languages: THREE, language: 'fr' });
    expect(i18n.language).toBe('en');
    expect(console.warn).toHaveBeenCalledWith("@hotel/shell: language 'fr' is not configured; using 'en'.");
  });

  it('a broken loader is retried, then the default language is used', async () => {
    const load = vi.fn<LanguageConfig['load']>(() => Promise.reject(new Error('offline')));
    const i18n = await ready({ languages: [ENGLISH, { code: 'de', label: 'Deutsch', flag: 'DE', load }], language: 'de' });
    expect(i18n.language).toBe('de');
    expect(i18n.t('languages.label')).toBe('Language');
    expect(load.mock.calls.filter(([ns]) => ns === 'shell')).toHaveLength(3);
    expect(console.error).not.toHaveBeenCalledWith(TRANSLATION_LOAD_ERROR, expect.anything());
  });

  it('a loader resolving to something other than strings counts as a failure', async () => {
    const i18n = await ready({
      languages: [ENGLISH, { code: 'de', label: 'Deutsch', flag: 'DE', load: () => Promise.resolve('nope' as never) }],
      language: 'de',
    });
    expect(i18n.t('user.signOut')).toBe('Sign out');
  });

  it('the first language is the default and the fallback', async () => {
    const i18n = await ready({ languages: [GERMAN, ENGLISH], language: 'xx' });
    expect(i18n.language).toBe('de');
    expect(i18nLanguages(i18n).defaultLanguage).toBe('de');
    expect(i18n.options.fallbackLng).toEqual(['de']);
    expect(i18n.t('user.signOut')).toBe('Abmelden');
  });

  it('a code with a region loads as written, and an rtl language sets dir', async () => {
    const load = vi.fn<LanguageConfig['load']>(async (ns) => (ns === 'shell' ? { languages: { label: 'Idioma' } } : {}));
    const arabic: LanguageConfig = { code: 'ar', label: 'العربية', flag: 'SA', load: async (ns) => (ns === 'shell' ? { languages: { label: 'اللغة' } } : {}) };
    const i18n = await ready({ languages: [ENGLISH, { code: 'pt-BR', label: 'Português', flag: 'BR', load }, arabic], language: 'pt-BR' });
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('languages.label')).toBe('Idioma');
    function Switch() {
      const { setLanguage } = useLanguage();
      return <button type="button" onClick={() => void setLanguage('ar')}>ar</button>;
    }
    render(
      <LanguageProvider i18n={i18n}>
        <Switch />
      </LanguageProvider>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('pt-BR'));
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
  });

  it('setLanguage refuses a code that is not configured', async () => {
    const i18n = await ready({});
    let context: ReturnType<typeof useLanguage> | undefined;
    function Capture() {
      context = useLanguage();
      return null;
    }
    render(
      <LanguageProvider i18n={i18n}>
        <Capture />
      </LanguageProvider>,
    );
    await expect(context?.setLanguage('de')).rejects.toThrow("Language 'de' is not configured");
    expect(i18n.language).toBe('en');
  });
});

describe('withOverrides', () => {
  it('a dotted key or a partial object replaces one string of one language; the files stay as they are', async () => {
    const i18n = await ready({
      languages: [withOverrides(ENGLISH, { 'user.signOut': 'Log out' }), TURKISH, withOverrides(GERMAN, { user: { signOut: 'Tschüss' } })],
      language: 'en',
    });
    expect(i18n.t('user.signOut')).toBe('Log out');
    expect(i18n.t('user.profile')).toBe('Profile');
    expect(i18n.t('nav:dashboard')).toBe('Dashboard');
    expect(en.user.signOut).toBe('Sign out');
    await i18n.changeLanguage('de');
    expect(i18n.t('user.signOut')).toBe('Tschüss');
    expect(i18n.t('user.profile')).toBe('Profil');
    await i18n.changeLanguage('tr');
    expect(i18n.t('user.signOut')).toBe('Çıkış yap');
    expect(ENGLISH.load).not.toBe(withOverrides(ENGLISH, {}).load);
  });
});

describe('validateLanguages', () => {
  const de = (patch: Partial<LanguageConfig>) => ({ ...GERMAN, ...patch }) as LanguageConfig;
  it.each([
    [[], 'i18n.languages: one or more, each with a unique canonical BCP 47 code, label, flag and load'],
    [[ENGLISH, ENGLISH], "i18n.languages ('en'): "],
    [[ENGLISH, de({ code: 'pt-br' })], "i18n.languages ('pt-br'): "],
    [[de({ code: 'not a code' })], "i18n.languages ('not a code'): "],
    [[de({ code: undefined as never })], "i18n.languages ('undefined'): "],
    [[de({ label: '' })], "i18n.languages ('de'): "],
    [[de({ flag: 'Germany' })], "i18n.languages ('de'): "],
    [[GERMAN, de({ code: 'fr', load: undefined as never })], "i18n.languages ('fr'): "],
  ])('refuses %#', (languages, message) => {
    expect(() => validateLanguages(languages)).toThrow(message);
    expect(() => createI18n({ languages })).toThrow(message);
    expect(() => validateLanguages(languages)).toThrow('one or more, each with a unique canonical BCP 47 code, label, flag and load');
  });

  it('accepts the defaults and a third language', () => {
    expect(validateLanguages(THREE)).toBe(THREE);
  });
});

describe('namespaceLoaders', () => {
  it('loads each namespace from its own loader and refuses the others', async () => {
    const load = namespaceLoaders({ shell: () => Promise.resolve(en), laundry: () => Promise.resolve({ wash: 'Wash' }) });
    await expect(load('shell')).resolves.toBe(en);
    await expect(load('laundry')).resolves.toEqual({ wash: 'Wash' });
    await expect(load('nav')).rejects.toThrow("No loader for the 'nav' namespace.");
    await expect(load('toString')).rejects.toThrow(/No loader/);
  });
});

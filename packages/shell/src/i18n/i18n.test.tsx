import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from './locales/en.json';
import tr from './locales/tr.json';
import { defaultTranslationLoader, loadTranslation, TRANSLATION_LOAD_ERROR, type TranslationLoader } from './backend';
import { createI18n, whenI18nReady } from './create-i18n';
import { LanguageProvider, useLanguage } from './language-provider';
import { flagEmoji, LANGUAGE_STORAGE_KEY, LANGUAGES } from './languages';
import { getShift, setShift, shiftStorageKey, useShift } from './shift';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

const files: Record<string, Record<string, Record<string, unknown>>> = {
  en: { shell: en, nav: { 'dashboards.project': 'Project' } },
  tr: { shell: tr, nav: { 'dashboards.project': 'Proje' } },
};
const stubLoader = (failures: Record<string, number> = {}) => {
  const calls: string[] = [];
  const loader: TranslationLoader = async (lng, ns) => {
    const key = `${lng}/${ns}`;
    calls.push(key);
    if ((failures[key] ?? 0) > 0) {
      failures[key] = (failures[key] ?? 0) - 1;
      throw new Error(`offline ${key}`);
    }
    const data = files[lng]?.[ns];
    if (!data) throw new Error('missing');
    return data;
  };
  return { loader, calls };
};

describe('loadTranslation', () => {
  it('retries twice, then succeeds', async () => {
    const { loader, calls } = stubLoader({ 'tr/shell': 2 });
    await expect(loadTranslation('tr', 'shell', { loader, retryDelayMs: 0 })).resolves.toBe(tr);
    expect(calls).toEqual(['tr/shell', 'tr/shell', 'tr/shell']);
  });

  it('after 3 failed attempts falls back to English', async () => {
    const { loader, calls } = stubLoader({ 'tr/shell': 3 });
    await expect(loadTranslation('tr', 'shell', { loader, retryDelayMs: 0 })).resolves.toBe(en);
    expect(calls).toEqual(['tr/shell', 'tr/shell', 'tr/shell', 'en/shell']);
  });

  it('finally fails with the spec error', async () => {
    const { loader, calls } = stubLoader({ 'tr/shell': 9, 'en/shell': 9 });
    await expect(loadTranslation('tr', 'shell', { loader, retryDelayMs: 0 })).rejects.toThrow(TRANSLATION_LOAD_ERROR);
    expect(calls).toHaveLength(6);
    expect(console.error).toHaveBeenCalledWith(TRANSLATION_LOAD_ERROR, expect.anything());
  });

  it('the default loader imports the shell locale on demand and refuses unknown languages', async () => {
    await expect(defaultTranslationLoader('tr', 'shell')).resolves.toMatchObject({ shifts: { '24hrs': '24 Saat' } });
    await expect(defaultTranslationLoader('../../secrets', 'shell')).rejects.toThrow("No 'shell' strings for '../../secrets'");
  });
});

describe('locales', () => {
  const keys = (o: object, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${p}${k}.`) : [`${p}${k}`]));
  it('Turkish has every English key and no empty string', () => {
    expect(keys(tr).sort()).toEqual(keys(en).sort());
    expect(keys(en).every((k) => k.length > 0)).toBe(true);
  });
  it.each([
    ['header.toggleFullscreen', 'Toggle Fullscreen'],
    ['search.placeholder', 'Search...'],
    ['search.noResults', 'No results found!'],
    ['messages.noMessagesText', 'When you have messages, they will appear here.'],
    ['notifications.noNotificationsText', 'When you have notifications, they will appear here.'],
    ['panel.markAllAsRead', 'Mark all as read'],
    ['user.changePassword', 'Change Password'],
    ['status.not-visible', 'Invisible'],
    ['quickChat.title', 'Team Chat'],
    ['quickChat.selectConversation', 'Select a conversation'],
    ['settings.resetDemoData', 'Reset demo data'],
    ['shifts.24hrs', '24 Hrs'],
    ['errors.somethingWentWrong', 'Something went wrong'],
    ['errors.accessDenied', 'Access denied'],
  ])('en %s = %s', (key, text) => {
    const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en);
    expect(value).toBe(text);
  });
});

function Strings() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <div>
      <p>{t('search.noResults')}</p>
      <p>{t('nav:dashboards.project', 'Project')}</p>
      <button type="button" onClick={() => void setLanguage(language === 'en' ? 'tr' : 'en')}>
        {language}
      </button>
    </div>
  );
}

describe('createI18n + LanguageProvider', () => {
  it('shows nothing until loaded, then switches language, sets <html lang> and remembers it', async () => {
    const { loader } = stubLoader();
    const i18n = createI18n({ loader, retryDelayMs: 0 });
    render(
      <LanguageProvider i18n={i18n} fallback={<p>Loading…</p>}>
        <Strings />
      </LanguageProvider>,
    );
    expect(await screen.findByText('No results found!')).toBeInTheDocument();
    expect(screen.getByText('Project')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    act(() => screen.getByRole('button', { name: 'en' }).click());
    expect(await screen.findByText('Sonuç bulunamadı!')).toBeInTheDocument();
    expect(screen.getByText('Proje')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('tr');
  });

  it('still renders (keys fall back to defaults) when every language fails to load', async () => {
    const i18n = createI18n({ language: 'tr', retryDelayMs: 0, loader: async () => Promise.reject(new Error('offline')) });
    function Fallback() {
      const { t } = useTranslation();
      return <p>{t('errors.tryAgain', 'Try again')}</p>;
    }
    render(
      <LanguageProvider i18n={i18n} fallback={<p>Loading…</p>}>
        <Fallback />
      </LanguageProvider>,
    );
    expect(await screen.findByText('Try again')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(TRANSLATION_LOAD_ERROR, expect.anything());
  });

  it('starts in the remembered language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'tr');
    const i18n = createI18n({ loader: stubLoader().loader });
    await whenI18nReady(i18n);
    expect(i18n.language).toBe('tr');
  });

  it('offers English and Turkish with US and TR flags', () => {
    expect(LANGUAGES.map((l) => [l.code, l.flag])).toEqual([
      ['en', 'US'],
      ['tr', 'TR'],
    ]);
    expect(flagEmoji('TR')).toBe('🇹🇷');
  });

  it('useLanguage throws outside its provider', () => {
    expect(() => renderHook(() => useLanguage())).toThrow(/LanguageProvider/);
  });
});

describe('shift', () => {
  it('is remembered per user id', () => {
    setShift('u1', 'night');
    expect(getShift('u1')).toBe('night');
    expect(getShift('u2')).toBe('morning');
    expect(localStorage.getItem(shiftStorageKey('u1'))).toBe('night');
  });

  it('useShift re-renders on change and ignores a corrupt value', () => {
    localStorage.setItem(shiftStorageKey('u9'), 'lunch');
    const { result } = renderHook(() => useShift('u9'));
    expect(result.current.shift).toBe('morning');
    act(() => result.current.setShift('24hrs'));
    expect(result.current.shift).toBe('24hrs');
    expect(result.current.shifts).toEqual(['morning', 'night', '24hrs']);
  });
});

import { useConfirm, type ConfirmResult } from '@hotel/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type User } from '../api';
import { TOKEN_KEY, USER_ID_KEY } from '../auth/auth-storage';
import { useAuth } from '../auth/auth-provider';
import { useConfig } from '../config/config-provider';
import { useHttpClient } from '../http/http-client-provider';
import { useLanguage } from '../i18n/language-provider';
import en from '../i18n/locales/en.json';
import tr from '../i18n/locales/tr.json';
import { useNavigation } from '../navigation/navigation-provider';
import { makeToken } from '../test/tokens';
import { ShellProviders } from './shell-providers';

const user: User = { id: 'u7', name: 'Rita Reception', email: 'receptionist@hotel.test', avatar: null, status: 'online', roles: ['receptionist'] };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

function Probe() {
  const { status, user: who } = useAuth();
  const { config } = useConfig();
  const { visible } = useNavigation();
  const { t } = useTranslation();
  const client = useHttpClient();
  return (
    <div>
      <p>{`status: ${status}`}</p>
      <p>{`user: ${who?.name ?? '-'}`}</p>
      <p>{`layout: ${config.layout}`}</p>
      <p>{`nav: ${visible.map((i) => i.title).join(',')}`}</p>
      <p>{t('search.noResults')}</p>
      <button type="button" onClick={() => void Promise.allSettled([1, 2, 3].map(() => client.get(endpoints.common.messages)))}>
        load
      </button>
    </div>
  );
}

describe('ShellProviders', () => {
  it('composes config, i18n, http, auth (start-up token check) and navigation; a 401 opens the unlock prompt, and signing in again → one callback', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken(3600));
    localStorage.setItem(USER_ID_KEY, 'u7');
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      if (path === '/api/auth/sign-in-with-token') return json({ user, accessToken: makeToken(3600), tokenType: 'bearer' });
      return json({ code: 'UNAUTHORIZED', message: 'Token expired' }, 401);
    });
    const onUnauthorized = vi.fn();
    render(
      <ShellProviders
        apiBaseUrl="https://api.hotel.test/"
        http={{ fetch: fetch as unknown as typeof globalThis.fetch, getCurrentPath: () => '/front-office/check-in?room=12' }}
        i18n={{ language: 'en', loader: async (_lng, ns) => (ns === 'shell' ? en : {}) }}
        navigation={[{ id: 'front-office.check-in', type: 'basic', title: 'Check in', link: '/front-office/check-in' }]}
        onUnauthorized={onUnauthorized}
        configStorageKey={null}
        defaultConfig={{ layout: 'dense' }}
        fallback={<p>Loading…</p>}
      >
        <Probe />
      </ShellProviders>,
    );
    expect(await screen.findByText('status: signed-in')).toBeInTheDocument();
    expect(screen.getByText('user: Rita Reception')).toBeInTheDocument();
    expect(screen.getByText('layout: dense')).toBeInTheDocument();
    expect(screen.getByText('nav: Check in')).toBeInTheDocument();
    expect(screen.getByText('No results found!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'load' }));
    // The session expired mid-work: the unlock prompt opens over the screen, the session stays.
    const prompt = await screen.findByRole('dialog', { name: 'Your session has expired' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(screen.getByText('status: signed-in')).toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    expect(onUnauthorized).toHaveBeenCalledWith('/front-office/check-in?room=12');
    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_ID_KEY)).toBeNull();
  });
});

/** Asks for a confirmation and shows the answer. */
function AskProbe({ title }: { title?: string }) {
  const confirm = useConfirm();
  const { setLanguage } = useLanguage();
  const [result, setResult] = useState<ConfirmResult | 'none'>('none');
  return (
    <div>
      <button type="button" onClick={() => void confirm(title ? { title } : undefined).then(setResult)}>
        ask
      </button>
      <button type="button" onClick={() => void setLanguage('en')}>
        english
      </button>
      <p>{`result: ${result}`}</p>
    </div>
  );
}

describe('ShellProviders: confirmation', () => {
  const locales: Record<string, Record<string, unknown>> = { en, tr };
  const props = {
    apiBaseUrl: 'https://api.hotel.test/',
    http: { fetch: vi.fn(async () => json({}, 500)) as unknown as typeof globalThis.fetch },
    initAuth: false,
    configStorageKey: null,
    applyConfigToDocument: false,
  };
  const i18n = (language: string) => ({ language, loader: async (lng: string, ns: string) => (ns === 'shell' ? (locales[lng] ?? en) : {}) });

  it('useConfirm works below it, with the texts in the current language (they follow a change)', async () => {
    const user = userEvent.setup();
    render(
      <ShellProviders {...props} i18n={i18n('tr')}>
        <AskProbe />
      </ShellProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'İşlemi onayla' });
    expect(dialog).toHaveAccessibleDescription('Bu işlemi onaylamak istediğinizden emin misiniz?');
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('result: confirmed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'english' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('alertdialog', { name: 'Confirm action' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('result: cancelled')).toBeInTheDocument();
  });

  it('confirmDefaults override the translated defaults; a call’s own options win', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <ShellProviders {...props} i18n={i18n('en')} confirmDefaults={{ title: 'Delete the booking?', cancelLabel: 'Keep it' }}>
        <AskProbe />
      </ShellProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete the booking?' })).toHaveAccessibleDescription(en.confirm.message);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(await screen.findByText('result: cancelled')).toBeInTheDocument();
    unmount();

    render(
      <ShellProviders {...props} i18n={i18n('en')} confirmDefaults={{ title: 'Delete the booking?' }}>
        <AskProbe title="Check out room 12?" />
      </ShellProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('alertdialog', { name: 'Check out room 12?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });
});

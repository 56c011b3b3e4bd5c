import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, useConfirm, type ConfirmResult } from '@hotel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useAuth } from '../auth/auth-provider';
import { useConfig } from '../config/config-provider';
import { SCHEMES, THEMES } from '../config/types';
import { useLanguage } from '../i18n/language-provider';
import { flagEmoji } from '../i18n/languages';
import { useShift } from '../i18n/shift';
import { ShellProviders } from './shell-providers';

/** A small panel reading every provider: session, language, shift and appearance. */
function SessionPanel() {
  const { status, user, signOut, checkFailed } = useAuth();
  const { language, languages, setLanguage } = useLanguage();
  const { shift, shifts, setShift } = useShift();
  const { config, setConfig } = useConfig();
  const { t } = useTranslation();
  return (
    <section aria-label="Shell state" className="flex max-w-xl flex-col gap-4 rounded-lg border border-border bg-card p-4 text-foreground">
      <p role="status">
        {status === 'checking' ? t('app.loading') : status === 'signed-in' && user ? `${t('user.signedInAs')} ${user.name} (${user.email})` : `signed out${checkFailed ? ' (check failed)' : ''}`}
      </p>
      {user ? <p className="text-muted-foreground">Roles: {user.roles.join(', ')}</p> : null}
      <div role="group" aria-label={t('languages.label')} className="flex gap-2">
        {languages.map((l) => (
          <Button key={l.code} variant={l.code === language ? 'default' : 'outline'} aria-pressed={l.code === language} onClick={() => void setLanguage(l.code)}>
            <span aria-hidden="true">{flagEmoji(l.flag)}</span> {l.label}
          </Button>
        ))}
      </div>
      <label className="flex items-center gap-2">
        {t('shifts.label')}
        <select className="rounded border border-border bg-background px-2 py-1" value={shift} onChange={(e) => setShift(e.target.value as typeof shift)}>
          {shifts.map((s) => (
            <option key={s} value={s}>
              {t(`shifts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap gap-4">
        <label className="flex items-center gap-2">
          {t('settings.theme')}
          <select className="rounded border border-border bg-background px-2 py-1" value={config.theme} onChange={(e) => setConfig({ theme: e.target.value as typeof config.theme })}>
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(`themes.${theme}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          {t('settings.scheme')}
          <select className="rounded border border-border bg-background px-2 py-1" value={config.scheme} onChange={(e) => setConfig({ scheme: e.target.value as typeof config.scheme })}>
            {SCHEMES.map((scheme) => (
              <option key={scheme} value={scheme}>
                {t(`settings.${scheme}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {status === 'signed-in' ? (
        <Button variant="outline" onClick={() => void signOut()}>
          {t('user.signOut')}
        </Button>
      ) : null}
    </section>
  );
}

const meta = {
  title: 'Shell/Core/ShellProviders',
  component: ShellProviders,
  args: { apiBaseUrl: '/', configStorageKey: null, applyConfigToDocument: false, onUnauthorized: () => {} },
  render: (args) => (
    <ShellProviders {...args}>
      <SessionPanel />
    </ShellProviders>
  ),
} satisfies Meta<typeof ShellProviders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with the toolbar's role: the stored token is exchanged with the mock API at start-up. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Signed in as .+@hotel\.test/));
    await userEvent.click(canvas.getByRole('button', { name: /Türkçe/ }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Oturum açan'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Vardiya' }), 'night');
    await expect(canvas.getByRole('combobox', { name: 'Vardiya' })).toHaveValue('night');
    await userEvent.click(canvas.getByRole('button', { name: /English/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('signed out'));
    await expect(localStorage.getItem('accessToken')).toBeNull();
    await expect(localStorage.getItem('userId')).toBeNull();
  },
};

/** No stored token: signed out at once, without a call. */
export const SignedOut: Story = {
  globals: { role: 'guest' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('signed out'));
  },
};

/** Asks before checking a guest out: `useConfirm()` works anywhere below ShellProviders. */
function CheckOutPanel() {
  const confirm = useConfirm();
  const [result, setResult] = useState<ConfirmResult | null>(null);
  const ask = async () => setResult(await confirm({ title: 'Check out room 12?', message: 'The folio will be closed.', tone: 'primary' }));
  return (
    <section aria-label="Check-out" className="flex max-w-xl flex-col items-start gap-4 rounded-lg border border-border bg-card p-4 text-foreground">
      <Button onClick={() => void ask()}>Check out</Button>
      <p role="status">{result ? `Answer: ${result}` : 'No answer yet'}</p>
    </section>
  );
}

/** A confirmation from inside the providers; its button labels come from the shell's translations. */
export const Confirmation: Story = {
  render: (args) => (
    <ShellProviders {...args}>
      <CheckOutPanel />
    </ShellProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check out' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Check out room 12?' });
    await expect(dialog).toHaveAccessibleDescription('The folio will be closed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Answer: confirmed'));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

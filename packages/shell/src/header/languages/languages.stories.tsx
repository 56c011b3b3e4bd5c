import type { i18n as I18n } from 'i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createI18n, whenI18nReady } from '../../i18n/create-i18n';
import { LanguageProvider } from '../../i18n/language-provider';
import { ENGLISH, LANGUAGE_STORAGE_KEY, TURKISH } from '../../i18n/languages';
import { GERMAN } from '../../i18n/testing/german';
import { HeaderFrame, modalA11y } from '../testing/story-kit';
import { FullscreenToggle } from '../fullscreen/fullscreen-toggle';
import { ShiftMenu } from '../shift/shift-menu';
import { Languages } from './languages';

const meta = {
  title: 'Shell/Header/Languages',
  component: Languages,
  render: (args) => (
    <HeaderFrame>
      <ShiftMenu />
      <Languages {...args} />
      <FullscreenToggle />
    </HeaderFrame>
  ),
} satisfies Meta<typeof Languages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: the language menu opens; Türkçe translates the shell (the shift label too); Escape returns focus. */
export const Default: Story = {
  play: async () => {
    // Found again each time: the menu's code loads on the first use and its trigger takes over.
    const trigger = () => screen.getByRole('button', { name: 'Language: English' });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger()).toHaveFocus();
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Türkçe' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Türkçe$/ })).toBeInTheDocument());
    await expect(document.documentElement.lang).toBe('tr');
    // Back to English so later stories start from the default.
    await userEvent.click(screen.getByRole('button', { name: /Türkçe$/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument());
  },
};

/** Shift: Night is remembered for this user. */
export const ChangeShift: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Shift: Morning' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Night' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shift: Night' })).toBeInTheDocument());
    const key = Object.keys(localStorage).find((k) => k.startsWith('shift:'));
    await expect(key && localStorage.getItem(key)).toBe('night');
  },
};

/** The fullscreen toggle with its tooltip. */
export const Fullscreen: Story = {
  play: async () => {
    const button = screen.getByRole('button', { name: 'Toggle Fullscreen' });
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Toggle Fullscreen');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Dark: Story = {
  parameters: { scheme: 'dark', ...modalA11y },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' } },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Shift: Morning' })).toBeInTheDocument();
  },
};

/**
 * Three languages from configuration (`createI18n({ languages: [ENGLISH, TURKISH, GERMAN] })`,
 * German as an app would add it): the menu lists all three; Deutsch translates the header (the
 * shift label too), sets `<html lang="de">` and is remembered.
 */
export const ThreeLanguages: Story = {
  loaders: [
    async () => {
      const i18n = createI18n({ languages: [ENGLISH, TURKISH, GERMAN], language: 'en', retryDelayMs: 0 });
      await whenI18nReady(i18n);
      return { i18n };
    },
  ],
  render: (args, { loaded }) => (
    <LanguageProvider i18n={(loaded as { i18n: I18n }).i18n}>
      <HeaderFrame>
        <ShiftMenu />
        <Languages {...args} />
        <FullscreenToggle />
      </HeaderFrame>
    </LanguageProvider>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'tr', 'de']);
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sprache: Deutsch' })).toBeInTheDocument());
    await expect(screen.getByRole('button', { name: 'Schicht: Früh' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Vollbild umschalten' })).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('de');
    await expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    await userEvent.click(screen.getByRole('button', { name: 'Sprache: Deutsch' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

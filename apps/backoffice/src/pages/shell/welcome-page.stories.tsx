import { useEffect, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useAuth, useHttpClient, useNavigation } from '@hotel/shell';
import { widgetLoaders } from '../../frame/signed-in-data';
import { WelcomePage } from './welcome-page';

/** The signed-in user's menu, loaded from the mock API as the app frame does (stories only). */
function MenuFromMock({ children }: { children: ReactNode }) {
  const client = useHttpClient();
  const { setItems } = useNavigation();
  const signedIn = useAuth().status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void widgetLoaders.navigation(client, controller.signal).then((items) => {
      if (!controller.signal.aborted) setItems(items);
    });
    return () => controller.abort();
  }, [client, setItems, signedIn]);
  return <>{children}</>;
}

const meta = {
  title: 'App/Shell/Welcome',
  component: WelcomePage,
  parameters: { layout: 'fullscreen', route: '/welcome' },
  decorators: [
    (Story, { parameters }) =>
      parameters.menu === false ? (
        <Story />
      ) : (
        <MenuFromMock>
          <Story />
        </MenuFromMock>
      ),
  ],
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting with the user's name, and the user's menu links as cards. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(canvas.getByText(/^Welcome back, .+\.$/)).toBeVisible();
    const pages = await canvas.findByRole('region', { name: 'Your pages' });
    await expect((await within(pages).findAllByRole('link')).length).toBeGreaterThan(0);
  },
};

/** Türkçe: the heading, the greeting, the cards' heading and the menu's titles in Turkish. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hoş geldiniz' })).toBeVisible();
    await expect(canvas.getByText(/^Tekrar hoş geldiniz, .+\.$/)).toBeVisible();
    const pages = await canvas.findByRole('region', { name: 'Sayfalarınız' });
    await expect(await within(pages).findByRole('link', { name: 'Gösterge Paneli' })).toHaveAttribute('href', '/dashboards');
    await expect(canvas.queryByText('Your pages')).toBeNull();
  },
};

/** Türkçe, a role without pages in the menu: the empty state in Turkish. */
export const TurkishNothingToOpen: Story = {
  globals: { language: 'tr' },
  parameters: { menu: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Henüz açılacak sayfa yok')).toBeVisible();
    await expect(canvas.getByText('Rolünüzün menüde sayfası yok. Erişim için bir yöneticiye başvurun.')).toBeVisible();
  },
};

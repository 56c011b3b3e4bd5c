import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRoleSession } from '../story-session';
import { AccessDeniedPage } from './access-denied-page';

const meta = {
  title: 'App/Auth/Access Denied',
  component: AccessDeniedPage,
  decorators: [withRoleSession],
  parameters: { layout: 'fullscreen', route: '/access-denied' },
} satisfies Meta<typeof AccessDeniedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in without the role: a way back to the welcome page. */
export const SignedIn: Story = {
  globals: { role: 'waitress' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Go to the welcome page' })).toHaveAttribute('href', '/welcome');
  },
};

/** Signed out: a way to sign in. */
export const Guest: Story = {
  globals: { role: 'guest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

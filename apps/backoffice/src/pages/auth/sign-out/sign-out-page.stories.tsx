import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withRoleSession } from '../story-session';
import { SignOutPage } from './sign-out-page';

const meta = {
  title: 'App/Auth/Sign Out',
  component: SignOutPage,
  decorators: [withRoleSession],
  parameters: { layout: 'fullscreen', route: '/sign-out' },
} satisfies Meta<typeof SignOutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signs the user out at once and counts down visibly from 5 seconds. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer')).toHaveTextContent(/Redirecting in [45] seconds/);
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull());
  },
};

/** Already signed out: only the countdown. */
export const SignedOut: Story = { globals: { role: 'guest' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ForgotPasswordPage } from './forgot-password-page';

const meta = {
  title: 'App/Auth/Forgot Password',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { role: 'guest' } };

/** Sent: the answer never says whether the address is registered. */
export const Sent: Story = {
  globals: { role: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), 'someone@hotel.test{Enter}');
    await expect(await canvas.findByText(/Password reset sent!/)).toBeVisible();
  },
};

export const Invalid: Story = {
  globals: { role: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), 'nope{Enter}');
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
  },
};

export const Phone: Story = { globals: { role: 'guest', viewport: { value: 'phone' } } };

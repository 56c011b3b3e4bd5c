import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withRoleSession } from '../story-session';
import { ResetPasswordPage } from './reset-password-page';

const meta = {
  title: 'App/Auth/Reset Password',
  component: ResetPasswordPage,
  decorators: [withRoleSession],
  parameters: { layout: 'fullscreen', route: '/reset-password' },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'new-password-1');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'new-password-2{Enter}');
    await expect(await canvas.findByText('The passwords do not match')).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'new-password-1');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'new-password-1{Enter}');
    await expect(await canvas.findByText('Your password has been reset.')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

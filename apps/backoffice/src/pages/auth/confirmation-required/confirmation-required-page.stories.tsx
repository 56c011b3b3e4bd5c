import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfirmationRequiredPage } from './confirmation-required-page';

const meta = {
  title: 'App/Auth/Confirmation Required',
  component: ConfirmationRequiredPage,
  parameters: { layout: 'fullscreen', route: '/confirmation-required' },
} satisfies Meta<typeof ConfirmationRequiredPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { role: 'guest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Phone: Story = { globals: { role: 'guest', viewport: { value: 'phone' } } };

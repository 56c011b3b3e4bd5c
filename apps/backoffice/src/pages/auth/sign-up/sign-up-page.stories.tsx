import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SignUpPage } from './sign-up-page';

const meta = {
  title: 'App/Auth/Sign Up',
  component: SignUpPage,
  parameters: { layout: 'fullscreen', route: '/sign-up' },
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { role: 'guest' } };

/** Every required field says what is missing, the agreement included. */
export const Validation: Story = {
  globals: { role: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create your free account' }));
    await expect(await canvas.findByText('Enter your full name')).toBeVisible();
    await expect(canvas.getByText('Use at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Accept the terms of service and the privacy policy')).toBeVisible();
  },
};

/** A complete form is sent (the page then goes to confirmation-required). */
export const Filled: Story = {
  globals: { role: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Full name/), 'Ada Lovelace');
    await userEvent.type(canvas.getByLabelText(/Email address/), 'ada@hotel.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'long-enough');
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Phone: Story = { globals: { role: 'guest', viewport: { value: 'phone' } } };

/** A name pasted over its 120 characters: kept whole and counted; leaving the field says why it cannot be sent. */
export const NameOverLimit: Story = {
  globals: { role: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText(/Full name/);
    await expect(name).toHaveAccessibleDescription('0 / 120 characters');
    await userEvent.click(name);
    await userEvent.paste('Ada '.repeat(40));
    await expect(name).toHaveValue('Ada '.repeat(40));
    await expect(canvas.getByText('160 / 120 characters')).toHaveAttribute('data-state', 'over');
    await userEvent.tab();
    await expect(await canvas.findByText('Full name must be at most 120 characters')).toBeVisible();
    await expect(name).toHaveAccessibleErrorMessage('Full name must be at most 120 characters');
  },
};

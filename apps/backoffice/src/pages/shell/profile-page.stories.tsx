import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProfilePage } from './profile-page';

const meta = {
  title: 'App/Shell/Profile',
  component: ProfilePage,
  parameters: { layout: 'fullscreen', route: '/profile' },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in user's name (its count under it), roles and status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const name = await within(canvasElement).findByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveAccessibleDescription(`${(name as HTMLInputElement).value.length} / 120 characters`);
  },
};

/** A name pasted over its 120 characters: kept whole and counted, refused with a message; nothing is saved. */
export const NameOverLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    const before = (name as HTMLInputElement).value;
    await userEvent.clear(name);
    await userEvent.paste('x'.repeat(200));
    await expect(name).toHaveValue('x'.repeat(200));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage('Name must be at most 120 characters'));
    await expect(canvas.getByText('200 / 120 characters')).toHaveAttribute('data-state', 'over');
    await expect(canvas.queryByText('Your profile has been saved.')).toBeNull();
    await expect(canvas.getAllByText(before).length).toBeGreaterThan(0);
  },
};

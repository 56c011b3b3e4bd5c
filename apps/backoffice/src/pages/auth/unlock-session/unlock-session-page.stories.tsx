import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withRoleSession } from '../story-session';
import { UnlockSessionPage } from './unlock-session-page';

const meta = {
  title: 'App/Auth/Unlock Session',
  component: UnlockSessionPage,
  decorators: [withRoleSession],
  parameters: { layout: 'fullscreen', route: '/unlock-session' },
} satisfies Meta<typeof UnlockSessionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The locked user's name and email are shown; only the password is asked. */
export const Default: Story = {
  globals: { role: 'receptionist' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('unlock-email')).toHaveTextContent('receptionist@hotel.test');
    await expect(canvas.getByTestId('unlock-name')).not.toBeEmptyDOMElement();
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
  },
};

export const WrongPassword: Story = {
  globals: { role: 'receptionist' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('unlock-email');
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong{Enter}');
    await expect(await canvas.findByText('Invalid password')).toBeVisible();
  },
};

export const Phone: Story = { globals: { role: 'receptionist', viewport: { value: 'phone' } } };

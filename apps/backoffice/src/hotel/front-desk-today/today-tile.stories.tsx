import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import TodayTile from './today-tile';

const meta = {
  title: 'App/Hotel/FrontDesk/TodayTile',
  component: TodayTile,
  globals: { role: 'receptionist' },
} satisfies Meta<typeof TodayTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A receptionist's welcome page tile: the day's figures and the way to Today. */
export const Receptionist: Story = {
  play: async ({ canvasElement }) => {
    const tile = await within(canvasElement).findByRole('region', { name: 'Today at the front desk' });
    await waitFor(() => expect(within(tile).getByText('Occupancy').nextElementSibling).toHaveTextContent(/^\d+%$/));
    await expect(within(tile).getByRole('link', { name: 'Open Today' })).toHaveAttribute('href', '/front-office/daily-room-chart');
  },
};

/** Not the front office's: no tile. */
export const OtherRole: Story = {
  globals: { role: 'chef' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="today-tile"]')).toBeNull();
  },
};

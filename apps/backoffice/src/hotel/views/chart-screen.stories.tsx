import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hotelFailing, hotelLoading, screenOf } from '../shared/story-helpers';
import { AvailabilityScreen } from './availability-screen';
import { ChartScreen } from './chart-screen';

const chart = screenOf('/front-office/reservation-chart', 'chart');

const meta = {
  title: 'App/Hotel/ChartScreen',
  component: ChartScreen,
  args: { screen: chart },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: `${chart.title} grid` })).toBeVisible();
  },
};
export const Loading: Story = { parameters: { msw: { handlers: { hotel: hotelLoading } } } };
export const Error: Story = {
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/hotel service is unavailable/)).toBeVisible();
  },
};

/** Room availability search. */
export const Availability: Story = {
  render: () => <AvailabilityScreen screen={screenOf('/front-office/room-availability', 'availability')} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/free from/)).toBeVisible();
  },
};

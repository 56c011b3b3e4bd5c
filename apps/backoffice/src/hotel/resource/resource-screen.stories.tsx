import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { hotelFailing, hotelLoading, hotelScenarios, screenOf } from '../shared/story-helpers';
import { ResourceScreen } from './resource-screen';

const guests = screenOf('/front-office/guests', 'resource');

const meta = {
  title: 'App/Hotel/ResourceScreen',
  component: ResourceScreen,
  args: { screen: guests },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResourceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvas: ReturnType<typeof within>) => {
  const grid = await canvas.findByRole('table', { name: guests.title });
  await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return grid;
};

/** Guests: search, sort by a column header, open a record. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await userEvent.click(within(grid).getByRole('button', { name: /Phone/ }));
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: /Phone/ })).toHaveAttribute('aria-sort', 'ascending'));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { hotel: hotelScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No guests yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelLoading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: guests.title })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/hotel service is unavailable/)).toBeVisible();
  },
};

/** 10,000 guests, 1000 per page in virtual rows. */
export const Many: Story = {
  args: { pageSize: 1000 },
  parameters: { msw: { handlers: { hotel: hotelScenarios.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(200);
  },
};

/** A read-only look (no create, edit or delete). */
export const ReadOnly: Story = {
  args: { screen: { ...guests, readOnly: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await expect(canvas.queryByRole('button', { name: 'New guest' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' } },
};

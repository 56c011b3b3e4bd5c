import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelFailing, hotelLoading, hotelScenarios, screenOf } from '../shared/story-helpers';
import { ReportScreen } from './report-screen';

const sales = screenOf('/pos/sale-summary', 'report');

const meta = {
  title: 'App/Hotel/ReportScreen',
  component: ReportScreen,
  args: { screen: sales },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: /by/ }, { timeout: 10_000 })).toBeVisible();
    // One total per summed column, each with a figure.
    const totals = canvas.getAllByRole('definition');
    await expect(totals.length).toBeGreaterThan(0);
    for (const total of totals) await expect(total.textContent).toMatch(/\d/);
  },
};

/** A range that ends before it starts is refused before any call. */
export const ReportRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: sales.title }, { timeout: 10_000 });
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await userEvent.type(from, '2026-02-10');
    await userEvent.type(to, '2026-02-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('The range ends before it starts.')).toBeVisible();
    await userEvent.clear(to);
    await userEvent.type(to, '2026-02-28');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    // The summary line names the applied range (with or without rows in it, as the seed's dates follow today).
    await waitFor(() => expect(canvas.getByText(/rows?, 10-Feb-2026 to 28-Feb-2026\./)).toBeVisible());
  },
};

export const Empty: Story = { parameters: { msw: { handlers: { hotel: hotelScenarios.empty } } } };
export const Loading: Story = { parameters: { msw: { handlers: { hotel: hotelLoading } } } };
export const Error: Story = {
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/hotel service is unavailable/)).toBeVisible();
  },
};

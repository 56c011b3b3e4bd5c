import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { Button } from '@hotel/ui';
import { ScreenHeader } from './screen-header';
import { businessDateFailing, hotelWith } from './story-helpers';

const meta = {
  title: 'App/Hotel/ScreenHeader',
  component: ScreenHeader,
  args: {
    title: 'Check In',
    section: 'Front Office',
    description: 'Room reservations that are Reserved.',
    actions: <Button>New room reservation</Button>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The business date beside the breadcrumb, with the last night audit for screen readers and in the tooltip. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = await canvas.findByText(/^Business date/);
    await expect(badge).toHaveAttribute('data-state', 'known');
    await expect(badge.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(badge).toHaveAttribute('title', expect.stringMatching(/^Last night audit closed /));
  },
};

/** The call failed: the header says so and the screen carries on. */
export const BusinessDateUnknown: Story = {
  parameters: { msw: { handlers: { hotel: hotelWith(businessDateFailing) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Business date unknown')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check In' })).toBeVisible();
  },
};

/** While the date is on its way the header shows no badge (no flash of a wrong date). */
export const BusinessDateLoading: Story = {
  parameters: {
    msw: {
      handlers: {
        hotel: hotelWith(
          http.get('*/api/hotel/business-date', async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check In' })).toBeVisible();
    await expect(canvas.queryByText(/Business date/)).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Business date/)).toBeVisible();
  },
};

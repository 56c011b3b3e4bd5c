import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelFailing, hotelLoading, hotelScenarios, screenOf } from '../shared/story-helpers';
import { StageScreen } from './stage-screen';

const notApproved = screenOf('/store-request/not-approved', 'stage');

const meta = {
  title: 'App/Hotel/StageScreen',
  component: StageScreen,
  args: { screen: notApproved },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not-approved store requests: reject needs a note; approve moves the request out of the stage. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('table', { name: notApproved.title });
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
    const before = within(grid).getAllByRole('row').length;
    const reject = within(grid).getAllByRole('button', { name: 'Reject' })[0] as HTMLElement;
    await userEvent.click(reject);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: /^Reject/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText('A note is required for this action')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(grid).getAllByRole('button', { name: 'Approve' })[0] as HTMLElement);
    const approve = await body.findByRole('dialog', { name: /^Approve/ });
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeLessThan(before));
  },
};

export const Empty: Story = { parameters: { msw: { handlers: { hotel: hotelScenarios.empty } } } };
export const Loading: Story = { parameters: { msw: { handlers: { hotel: hotelLoading } } } };
export const Error: Story = {
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/hotel service is unavailable/, undefined, { timeout: 10_000 })).toBeVisible();
  },
};

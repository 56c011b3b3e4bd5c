import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts, hotelFailing, screenOf, withToaster } from '../shared/story-helpers';
import { ActionScreen } from './action-screen';

const deletePosting = screenOf('/auditor/delete-posting', 'action');
/**
 * A correction form (PATCH with a reason). No route declares one since dockets (issue 17) are voided
 * and rung again rather than re-rated, so the story builds it on the posted room charges.
 */
const correctPosting = { ...deletePosting, title: 'Correct Posting', action: { id: 'correct-posting', label: 'Change Amount', fields: ['amount'], correction: true } };

const meta = {
  title: 'App/Hotel/ActionScreen',
  component: ActionScreen,
  args: { screen: deletePosting },
  parameters: { layout: 'fullscreen' },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof ActionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement, name: string) => {
  const grid = await within(canvasElement).findByRole('table', { name });
  await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return grid;
};

/** After a move the list is fetched again; its old rows stay dimmed until the answer (axe checks after the play). */
const settled = async (grid: HTMLElement) => {
  await waitFor(() => expect(grid.closest('[data-slot="data-table"]')).not.toHaveClass('opacity-70'));
};

/** 'Delete Posting' reverses a room charge with a reason: nothing is deleted, and the screen says so. */
export const DeletePostingReverses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Nothing is deleted/)).toBeVisible();
    await expect(canvas.queryByText(/removed for good/)).not.toBeInTheDocument();
    const grid = await table(canvasElement, deletePosting.title);
    await userEvent.click(within(grid).getAllByRole('button', { name: 'Reverse Posting' })[0] as HTMLElement);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: /^Reverse Posting/ });
    await expect(within(dialog).getByText(/the original and its reversal both stay in the books/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse Posting' }));
    await expect(await within(dialog).findByText('A reason is required for this action')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Charged to the wrong stay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse Posting' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Reverse Posting/ })).not.toBeInTheDocument());
    await expect(await body.findByText(/^Reverse Posting: /)).toBeVisible();
    await settled(grid);
  },
};

/** A correction of a posted charge: the form asks for a reason and sends it with the change. */
export const CorrectionNeedsAReason: Story = {
  args: { screen: correctPosting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/a correction reverses the original postings/)).toBeVisible();
    const grid = await table(canvasElement, correctPosting.title);
    await userEvent.click(within(grid).getAllByRole('button', { name: 'Change Amount' })[0] as HTMLElement);
    const body = within(document.body);
    const drawer = await body.findByRole('dialog', { name: /^Room Charge / });
    const amount = within(drawer).getByLabelText(/^Amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.25');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await expect(await within(drawer).findByText('A reason is required for a correction')).toBeVisible();
    await userEvent.type(within(drawer).getByLabelText(/^Reason/), 'Minibar count keyed wrong');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Room Charge / })).not.toBeInTheDocument());
    await expect(await body.findByText(/ saved$/)).toBeVisible();
    await settled(grid);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/hotel service is unavailable/)).toBeVisible();
  },
};

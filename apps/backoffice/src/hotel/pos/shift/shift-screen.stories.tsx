import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelFailing, hotelLoading, screenOf } from '../../shared/story-helpers';
import { ShiftScreen } from './shift-screen';
import { pastShifts, shiftWithSales, WithShift } from './story-fixtures';

const screen = screenOf('/pos/shift', 'pos');

/*
 * The shift of these stories (story-fixtures.tsx): float $100, Peanuts 100g $25.44 paid with $30
 * cash ($4.56 change) and Cola 330ml $40.84 by card: expected cash $125.44, card $40.84.
 */

const meta = {
  title: 'App/Hotel/Pos/Shift',
  component: ShiftScreen,
  args: { screen },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShiftScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const LOAD = { timeout: 15_000 };

const withSales: Story['render'] = (args) => <WithShift {...args} name="sales" make={shiftWithSales} />;

/** Opens the close dialog of the open shift. */
async function startClose(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Close shift' }, LOAD));
  return within(await body.findByRole('dialog', { name: /^Close shift SHF-/ }));
}

/** The drawer's count status (the dialog's other status region is the note's character count). */
const countStatus = (dialog: ReturnType<typeof within>) => dialog.getAllByRole('status').find((status: HTMLElement) => status.dataset.slot === 'count-status');

async function countCash(dialog: ReturnType<typeof within>, amount: string) {
  const cash = dialog.getByRole('textbox', { name: 'Cash' });
  await userEvent.clear(cash);
  await userEvent.type(cash, amount);
}

/** No shift open: the float is required and checked, then the shift opens with it. */
export const NoShift: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Open shift' }, LOAD));
    await userEvent.click(form.getByRole('button', { name: 'Open shift' }));
    await expect(form.getByText('Enter the float: the cash in the drawer now.')).toBeInTheDocument();
    await userEvent.type(form.getByRole('textbox', { name: /Float/ }), '1.234');
    await expect(form.getByText(/at most 2 decimals/)).toBeInTheDocument();
    await userEvent.clear(form.getByRole('textbox', { name: /Float/ }));
    await userEvent.type(form.getByRole('textbox', { name: /Float/ }), '150{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Shift SHF-00001 is open' }, LOAD)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="shift-float"]')).toHaveTextContent('$150.00');
  },
};

/** An open shift with two sales: running figures per tender, Refresh. */
export const OpenShift: Story = {
  render: withSales,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /Shift SHF-\d+ is open/ }, LOAD);
    await expect(canvasElement.querySelector('[data-slot="shift-expected-cash"]')).toHaveTextContent('$125.44');
    await expect(canvasElement.querySelector('[data-slot="shift-dockets"]')).toHaveTextContent('2');
    await expect(canvasElement.querySelector('[data-slot="sales-row"][data-method="card"]')).toHaveTextContent('$40.84');
    await expect(canvasElement.querySelector('[data-slot="shift-sales"]')).toHaveTextContent('$66.28');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled(), LOAD);
    await expect(canvas.getByRole('row', { name: /SHF-\d+/ })).toHaveTextContent('Open');
  },
};

/** Close: the cash must be counted first; the other tenders start at what is expected. */
export const CloseCounting: Story = {
  render: withSales,
  play: async ({ canvasElement }) => {
    const dialog = await startClose(canvasElement);
    await expect(countStatus(dialog)).toHaveTextContent('Count the cash in the drawer.');
    await expect(dialog.getByRole('button', { name: 'Close shift' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Card' })).toHaveValue('40.84');
    await expect(dialog.getByRole('row', { name: /Card/ })).toHaveTextContent('Balanced');
  },
};

/** More cash than expected: worded "Over by", not colour only. */
export const Over: Story = {
  render: withSales,
  play: async ({ canvasElement }) => {
    const dialog = await startClose(canvasElement);
    await countCash(dialog, '130');
    await expect(dialog.getByRole('row', { name: /Cash/ })).toHaveTextContent('Over by $4.56');
    await expect(countStatus(dialog)).toHaveTextContent('The drawer is over by $4.56; closing records the difference.');
    await expect(dialog.getByRole('button', { name: 'Close shift' })).toBeEnabled();
  },
};

/** Less cash than expected: "Short by". */
export const Short: Story = {
  render: withSales,
  play: async ({ canvasElement }) => {
    const dialog = await startClose(canvasElement);
    await countCash(dialog, '120');
    await expect(dialog.getByRole('row', { name: /Cash/ })).toHaveTextContent('Short by $5.44');
    await expect(countStatus(dialog)).toHaveTextContent('short by $5.44');
  },
};

/** Confirmed: the Z report with the shift's figures, Print, and the shift in the past shifts. */
export const ZReport: Story = {
  render: withSales,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await startClose(canvasElement);
    await countCash(dialog, '125.44');
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'All good');
    await userEvent.click(dialog.getByRole('button', { name: 'Close shift' }));
    const report = within(await canvas.findByRole('article', { name: /^Z report SHF-/ }, LOAD));
    await expect(report.getByRole('heading', { name: /Z report · Shift SHF-/ })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="z-difference"]')).toHaveTextContent('Balanced');
    await expect(canvasElement.querySelector('[data-slot="z-dockets"]')).toHaveTextContent('2');
    await expect(report.getByText('All good')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeEnabled();
    await waitFor(() => expect(canvas.getByRole('row', { name: /SHF-\d+/ })).toHaveTextContent('Balanced'), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(await canvas.findByRole('form', { name: 'Open shift' }, LOAD)).toBeInTheDocument();
  },
};

/** Many past shifts, newest first; each opens its Z report. */
export const PastShifts: Story = {
  render: (args) => <WithShift {...args} name="past" make={(client) => pastShifts(client, 12)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="shift-row"]')).toHaveLength(12), LOAD);
    const rows = [...canvasElement.querySelectorAll('[data-slot="shift-row"] th')].map((th) => th.textContent);
    await expect(rows[0]).toBe('SHF-00012');
    await expect(canvas.getAllByText('Short by $2.50').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Over by $2.50').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Z report of SHF-00012' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Z report SHF-00012' }));
    await expect(dialog.getByRole('article', { name: 'Z report SHF-00012' })).toBeInTheDocument();
  },
};

/** The calls fail: the server's message with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your shift could not be loaded', {}, LOAD)).toBeInTheDocument();
    await expect(canvas.getAllByText('The hotel service is unavailable. Try again in a minute.').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: 'Retry' })[0]).toBeEnabled();
  },
};

/** The calls never answer. */
export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelLoading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading your shift' })).toBeInTheDocument();
  },
};

/** Phone width: the figures stack, the tables scroll sideways, the close dialog fits. */
export const Phone: Story = {
  render: withSales,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await startClose(canvasElement);
    await countCash(dialog, '125');
    await expect(dialog.getByRole('row', { name: /Cash/ })).toHaveTextContent('Short by $0.44');
  },
};

/** A note pasted over its 1,000 characters: kept whole, counted, and the shift cannot close until it fits. */
export const NoteOverLimit: Story = {
  render: withSales,
  play: async ({ canvasElement }) => {
    const dialog = await startClose(canvasElement);
    await countCash(dialog, '130');
    const note = dialog.getByRole('textbox', { name: 'Note (optional)' });
    await userEvent.click(note);
    await userEvent.paste('Till drawer sticks. '.repeat(60));
    await expect(note).toHaveValue('Till drawer sticks. '.repeat(60));
    await expect(note).toHaveAccessibleErrorMessage('Note must be at most 1,000 characters');
    await expect(dialog.getByRole('button', { name: 'Close shift' })).toBeDisabled();
    await userEvent.clear(note);
    await userEvent.type(note, 'Till drawer sticks.');
    await expect(dialog.getByRole('button', { name: 'Close shift' })).toBeEnabled();
  },
};

/** In Türkçe: the open shift's figures, the count (a decimal comma taken) and the Z report, in Turkish. */
export const Turkish: Story = {
  render: withSales,
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /^Vardiya SHF-\d+ açık$/ }, LOAD);
    await expect(canvasElement.querySelector('[data-slot="shift-expected-cash"]')?.parentElement).toHaveTextContent('Beklenen nakit$125,44');
    await expect(canvas.getByRole('table', { name: 'Ödeme türüne göre satışlar' })).toHaveTextContent('Kart$40,84');
    await userEvent.click(canvas.getByRole('button', { name: 'Vardiyayı kapat' }));
    const dialog = within(await body.findByRole('dialog', { name: /^Vardiyayı kapat: SHF-/ }));
    await expect(countStatus(dialog)).toHaveTextContent('Çekmecedeki nakdi sayın.');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nakit' }), '130');
    await expect(dialog.getByRole('row', { name: /Nakit/ })).toHaveTextContent('$4,56 fazla');
    await expect(countStatus(dialog)).toHaveTextContent('Kasada $4,56 fazla var; kapatınca fark kaydedilir.');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Nakit' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nakit' }), '125,44');
    await expect(countStatus(dialog)).toHaveTextContent('Kasa denk.');
    await userEvent.click(dialog.getByRole('button', { name: 'Vardiyayı kapat' }));
    const report = within(await canvas.findByRole('article', { name: /^Z raporu SHF-/ }, LOAD));
    await expect(report.getByRole('heading', { name: /^Z raporu · Vardiya SHF-/ })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="z-difference"]')).toHaveTextContent('Denk');
    await expect(canvas.getByRole('button', { name: 'Yazdır' })).toBeEnabled();
  },
};

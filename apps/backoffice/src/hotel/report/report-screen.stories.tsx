import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toDate } from '@hotel/ui';
import { businessDateFailing, clearToasts, hotelFailing, hotelLoading, hotelScenarios, hotelWith, screenOf, withToaster } from '../shared/story-helpers';
import { ReportScreen } from './report-screen';

const sales = screenOf('/pos/sale-summary', 'report');

const meta = {
  title: 'App/Hotel/ReportScreen',
  component: ReportScreen,
  args: { screen: sales },
  parameters: { layout: 'fullscreen' },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof ReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: /by/ })).toBeVisible();
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
    await canvas.findByRole('table', { name: sales.title });
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    // The range opens on the business date: clear it first.
    await waitFor(() => expect(from).not.toHaveValue(''));
    await userEvent.clear(from);
    await userEvent.clear(to);
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

/** In Turkish: the range form, its refusal, the summary line and the header's actions in the user's language. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.getByRole('button', { name: 'CSV olarak dışa aktar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Yazdır' })).toBeVisible();
    await expect(canvas.getByText('Gruplama ölçütü')).toBeVisible();
    const from = canvas.getByLabelText('Başlangıç');
    const to = canvas.getByLabelText('Bitiş');
    await waitFor(() => expect(from).not.toHaveValue(''));
    await userEvent.clear(from);
    await userEvent.clear(to);
    await userEvent.type(from, '2026-02-10');
    await userEvent.type(to, '2026-02-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Uygula' }));
    await expect(await canvas.findByText('Tarih aralığı başlamadan bitiyor.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tüm tarihler' }));
    await waitFor(() => expect(canvas.getByText(/satır, tüm tarihler\./)).toBeVisible());
  },
};

/** The business date read off the screen header (what the report opens on). */
async function businessDateOf(canvasElement: HTMLElement): Promise<string> {
  const badge = await within(canvasElement).findByText(/^Business date/);
  return badge.querySelector('time')?.getAttribute('datetime') ?? '';
}

const collections = screenOf('/reports/revenue-collections', 'report');

/** A dated report opens on the business date; "All dates" widens it. */
export const DefaultsToBusinessDate: Story = {
  args: { screen: collections },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = await businessDateOf(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveValue(date);
    await expect(canvas.getByLabelText('To')).toHaveValue(date);
    await expect(await canvas.findByText(new RegExp(`rows?, ${toDate(date)}\\.$`))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All dates' }));
    await expect(await canvas.findByText(/rows?, all dates\.$/)).toBeVisible();
    await expect(canvas.getByLabelText('From')).toHaveValue('');
  },
};

/** Reports by day open on the month to date. */
export const MonthToDate: Story = {
  args: { screen: screenOf('/reports/monthly-revenue-collections', 'report') },
  play: async ({ canvasElement }) => {
    const date = await businessDateOf(canvasElement);
    await expect(within(canvasElement).getByLabelText('From')).toHaveValue(`${date.slice(0, 8)}01`);
  },
};

/** The business date could not be read: the report opens on all dates rather than waiting. */
export const BusinessDateUnknown: Story = {
  args: { screen: collections },
  parameters: { msw: { handlers: { hotel: hotelWith(businessDateFailing) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/rows?, all dates\.$/)).toBeVisible();
  },
};

/** Export CSV beside Print: the rows as shown, with the totals line. */
export const ExportCsv: Story = {
  args: { screen: collections },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'All dates' }));
    const summary = await canvas.findByText(/rows?, all dates\.$/);
    const count = Number(/^(\d+)/.exec(summary.textContent ?? '')?.[1]);
    const blobs: Blob[] = [];
    const names: string[] = [];
    const create = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:report';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await within(document.body).findByText(/^Exported \d+ rows?$/)).toBeVisible();
    create.mockRestore();
    click.mockRestore();
    await expect(names).toEqual(['reports-revenue-collections-all-dates.csv']);
    const text = await (blobs[0] as Blob).text();
    const lines = text.trimEnd().split('\r\n');
    await expect(lines[0]).toBe('Business Date,Receipt,Kind,Received From,Method,Amount');
    // Header, one line per row, and the totals line.
    await expect(lines).toHaveLength(count + 2);
    await expect(lines.at(-1)).toMatch(/^Total,,,,,"?\$[\d,]+\.\d{2}"?$/);
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

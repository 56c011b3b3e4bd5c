import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen as page, userEvent, waitFor, within } from 'storybook/test';
import type { JournalEntryView } from '@hotel/domain';
import { api, hotelDown, hotelHanging, ledgerEmpty, ledgerScreen, settled, withHotel } from '../testing/ledger-story-kit';
import { Journal } from './journal';

const meta = {
  title: 'App/Hotel/Ledger/Journal',
  component: Journal,
  args: { screen: ledgerScreen('journal') },
  parameters: { layout: 'fullscreen', route: '/accounts/journal-entries' },
} satisfies Meta<typeof Journal>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The journal table once its first page is in. */
const table = async (canvas: Canvas) => {
  const grid = await canvas.findByRole('table', { name: 'Journal entries' });
  // Skeleton rows are rows too: wait for the answer first.
  await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return grid;
};
const firstRow = (grid: HTMLElement) => within(grid).getAllByRole('row')[1] as HTMLElement;

/** Picks an account in a line's (or the filter's) account select. */
async function pickAccount(container: HTMLElement, account: string) {
  const picker = within(container).getByRole('combobox', { name: /Account/ });
  await waitFor(() => expect(picker).toBeEnabled());
  await userEvent.click(picker);
  await userEvent.click(await page.findByRole('option', { name: account }));
}

/** Fills a line of the new entry form. */
async function fillLine(form: HTMLElement, n: number, account: string, side: 'Debit' | 'Credit', amount: string) {
  const line = within(form).getByRole('group', { name: `Line ${n}` });
  await pickAccount(line, account);
  await userEvent.type(within(line).getByLabelText(side), amount);
}

/** Opens the new entry form with its reference and narration filled. */
async function newEntry(canvas: Canvas, reference: string) {
  await table(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'New journal entry' }));
  const form = await page.findByRole('dialog', { name: 'New journal entry' });
  await userEvent.type(within(form).getByLabelText(/^Reference/), reference);
  await userEvent.type(within(form).getByLabelText(/^Narration/), 'Owner tops up the float');
  return form;
}

/** The seeded journal (60 days, newest first); an automatic entry opens with its lines and says where it is corrected. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await userEvent.click(firstRow(grid));
    const dialog = await page.findByRole('dialog', { name: /^Journal entry JE-/ });
    await expect(await within(dialog).findByRole('table', { name: /^Lines of JE-/ })).toBeVisible();
    await expect(within(dialog).getByText(/^Posted automatically by .*Internal Control/)).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Reverse entry' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Searching finds the opening balances, a hand-written entry that may be reversed. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Opening balances');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    await expect(firstRow(grid)).toHaveTextContent('Opening Balances');
    await settled(canvasElement);
  },
};

/** A balanced entry posts on the business date and heads the journal. */
export const PostBalancedEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await newEntry(canvas, 'FLOAT-01');
    await fillLine(form, 1, '1010 · Cash On Hand', 'Debit', '125.50');
    await fillLine(form, 2, "3010 · Owner's Equity", 'Credit', '125.50');
    const totals = form.querySelector('[data-slot="journal-entry-totals"]');
    await expect(totals).toHaveAttribute('data-state', 'balanced');
    await expect(totals).toHaveTextContent('Total debit$125.50Total credit$125.50Difference$0.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Post entry' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'New journal entry' })).not.toBeInTheDocument());
    await expect(await canvas.findByText(/^JE-\d+ posted on /)).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(firstRow(grid)).toHaveTextContent('FLOAT-01'));
    await expect(firstRow(grid)).toHaveTextContent('$125.50');
    await settled(canvasElement);
  },
};

/** An unbalanced entry is refused before it is sent, with the difference; lines can be added and removed. */
export const UnbalancedRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await newEntry(canvas, 'FLOAT-02');
    await fillLine(form, 1, '1010 · Cash On Hand', 'Debit', '100');
    await fillLine(form, 2, "3010 · Owner's Equity", 'Credit', '99.99');
    await userEvent.click(within(form).getByRole('button', { name: 'Add line' }));
    await expect(within(form).getByRole('group', { name: 'Line 3' })).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove line 3' }));
    await expect(within(form).getByRole('button', { name: 'Remove line 2' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Post entry' }));
    await expect(await within(form).findByText('Total debit must equal total credit; the difference is $0.01.')).toBeVisible();
    await expect(form.querySelector('[data-slot="journal-entry-totals"]')).toHaveAttribute('data-state', 'unbalanced');
  },
};

/** In Türkçe: the journal's table and the new entry form, its checks (required fields, a line without an account) and the balance check in Turkish, money with a decimal comma. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('table', { name: 'Yevmiye kayıtları' });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    for (const header of ['Kayıt no', 'Tarih', 'Referans', 'Açıklama', 'Kaynak', 'Tutar', 'Durum']) {
      await expect(within(grid).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni yevmiye kaydı' }));
    const form = await page.findByRole('dialog', { name: 'Yeni yevmiye kaydı' });
    await waitFor(() => expect(form).toHaveTextContent(/Kayıt iş gününe \(\d{2}-[^\s-]+-\d{4}\) işlenir\./));
    await userEvent.click(within(form).getByRole('button', { name: 'Kaydı işle' }));
    await expect(await within(form).findByText('İşaretli alanları kontrol edin.')).toBeVisible();
    await expect(within(form).getByText('Referans zorunludur')).toBeVisible();
    await expect(within(form).getByText('Satır 1: bir hesap seçin')).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/^Referans/), 'KASA-01');
    await userEvent.type(within(form).getByLabelText(/^Açıklama/), 'Kasaya nakit eklendi');
    for (const [n, account, side, amount] of [[1, '1010 · Cash On Hand', 'Borç', '100'], [2, "3010 · Owner's Equity", 'Alacak', '99.99']] as const) {
      const line = within(form).getByRole('group', { name: `Satır ${n}` });
      const picker = within(line).getByRole('combobox', { name: /Hesap/ });
      await waitFor(() => expect(picker).toBeEnabled());
      await userEvent.click(picker);
      await userEvent.click(await page.findByRole('option', { name: account }));
      await userEvent.type(within(line).getByLabelText(side), amount);
    }
    await expect(within(form).getByRole('button', { name: 'Kaldır: satır 2' })).toBeDisabled();
    await expect(within(form).getByLabelText('Kayıt toplamları')).toHaveTextContent('Toplam borç$100,00Toplam alacak$99,99Fark$0,01');
    await userEvent.click(within(form).getByRole('button', { name: 'Kaydı işle' }));
    await expect(await within(form).findByText('Toplam borç toplam alacağa eşit olmalıdır; fark $0,01.')).toBeVisible();
  },
};

/** The server's answer wins: a refusal (here a closed financial year) shows its message and nothing posts. */
export const ServerRefusesEntry: Story = {
  parameters: {
    msw: {
      handlers: {
        hotel: withHotel(
          http.post('*/api/hotel/ledger/journal', () =>
            HttpResponse.json({ code: 'CONFLICT', message: 'The financial year FY 2026 is closed; nothing can be posted on 2026-11-25.' }, { status: 409 }),
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await newEntry(canvas, 'FLOAT-03');
    await fillLine(form, 1, '1010 · Cash On Hand', 'Debit', '10');
    await fillLine(form, 2, "3010 · Owner's Equity", 'Credit', '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Post entry' }));
    await expect(await within(form).findByText('The financial year FY 2026 is closed; nothing can be posted on 2026-11-25.')).toBeVisible();
  },
};

let posted: JournalEntryView | undefined;
const postManual = async () => {
  posted = await api<JournalEntryView>('POST', 'api/hotel/ledger/journal', {
    reference: 'STORY-REV',
    narration: 'Float posted to the wrong account',
    lines: [{ account: 'account-1010', debit: 40 }, { account: 'account-3010', credit: 40 }],
  });
};

/** Reversing a hand-written entry needs a reason; the reversal names the original and heads the journal. */
export const ReverseWithReason: Story = {
  beforeEach: postManual,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await userEvent.click(await within(grid).findByText('STORY-REV'));
    const dialog = await page.findByRole('dialog', { name: `Journal entry ${posted?.number}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse entry' }));
    await expect(await within(dialog).findByText('A reason is required')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Reason for the reversal/), 'Posted to the wrong account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse entry' }));
    await expect(await within(dialog).findByText(/has been reversed by JE-/)).toBeVisible();
    await expect(await canvas.findByText(new RegExp(`^${posted?.number} reversed by JE-`))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(firstRow(grid)).toHaveTextContent(`Reverses ${posted?.number}`));
    await settled(canvasElement);
  },
};

/** Someone else reversed the entry meanwhile: the server's 409 shows, and the entry is read again. */
export const ReverseRefused: Story = {
  beforeEach: postManual,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await userEvent.click(await within(grid).findByText('STORY-REV'));
    const dialog = await page.findByRole('dialog', { name: `Journal entry ${posted?.number}` });
    await within(dialog).findByRole('button', { name: 'Reverse entry' });
    await api('POST', `api/hotel/ledger/journal/${posted?.id}/reverse`, { reason: 'Reversed at the other desk' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason for the reversal/), 'Posted to the wrong account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse entry' }));
    await expect(await within(dialog).findByText(`${posted?.number} has already been reversed.`)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { hotel: ledgerEmpty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No journal entries yet')).toBeVisible();
  },
};

/** 500 entries a page. */
export const Many: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await userEvent.click(canvas.getByRole('combobox', { name: /Rows per page/ }));
    await userEvent.click(await page.findByRole('option', { name: '500' }));
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(501));
    await settled(canvasElement);
  },
};

export const ServerError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { hotel: hotelDown } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The ledger service failed (story). Try again in a minute.', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelHanging } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Journal entries' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await table(within(canvasElement));
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { viewport: { defaultViewport: 'desktop' } },
  play: async ({ canvasElement }) => {
    await table(within(canvasElement));
  },
};

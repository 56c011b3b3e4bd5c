import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TrialBalanceResponse, TrialBalanceRow } from '@hotel/domain';
import { hotelDown, hotelHanging, ledgerEmpty, ledgerScreen, settled, withHotel } from '../testing/ledger-story-kit';
import { answeredTable, bodyRows, cents } from '../testing/ledger-rows';
import { TrialBalance } from './trial-balance';

const meta = {
  title: 'App/Hotel/Ledger/TrialBalance',
  component: TrialBalance,
  args: { screen: ledgerScreen('trial-balance') },
  parameters: { layout: 'fullscreen', route: '/accounts/trial-balance' },
} satisfies Meta<typeof TrialBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => answeredTable(await within(canvasElement).findByRole('table', { name: 'Trial balance' }));

/** Checks the totals row against the sum of the account rows, column by column, and that each pair agrees. */
function expectTotals(grid: HTMLElement) {
  const rows = bodyRows(grid);
  const totals = rows.at(-1) ?? [];
  const sums = [0, 0, 0, 0, 0, 0];
  for (const cells of rows.slice(0, -1)) cells.slice(2).forEach((cell, i) => (sums[i] = (sums[i] ?? 0) + cents(cell)));
  totals.slice(2).forEach((cell, i) => {
    if (cents(cell) !== sums[i]) throw new Error(`Total of column ${i + 3} is ${cell}, the rows add up to ${(sums[i] ?? 0) / 100}`);
  });
  for (const i of [0, 2, 4]) if (sums[i] !== sums[i + 1]) throw new Error(`Debit and credit totals differ in column ${i + 3}`);
}

/** The financial year to the business date: every account, the totals agree, and a Balanced badge. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(await canvas.findByText('Balanced')).toBeVisible();
    await expect(canvas.getByText(/^\d+ accounts, \d{2}-\w{3}-\d{4} to \d{2}-\w{3}-\d{4}\.$/)).toBeVisible();
    expectTotals(grid);
    const link = within(grid).getByRole('link', { name: /^Ledger of 1010 / });
    await expect(link.getAttribute('href')).toMatch(/^\/accounts\/general-ledgers\?account=account-1010&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  },
};

/** The Business date preset: one day's movements, still balanced. */
export const BusinessDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Business date' }));
    await waitFor(() => expect(canvas.getByText(/^\d+ accounts, \d{2}-\w{3}-\d{4}\.$/)).toBeVisible());
    await settled(canvasElement);
    await expect(canvas.getByText('Balanced')).toBeVisible();
    expectTotals(canvas.getByRole('table', { name: 'Trial balance' }));
  },
};

const row = (i: number, amount: number): TrialBalanceRow => ({
  account: `account-${i}`, code: String(1000 + i), name: `Sub-Account ${i} With A Long Descriptive Name`, type: 'asset',
  openingDebit: i % 2 ? amount : 0, openingCredit: i % 2 ? 0 : amount, debit: amount, credit: amount, closingDebit: i % 2 ? amount : 0, closingCredit: i % 2 ? 0 : amount,
});
const answer = (rows: TrialBalanceRow[], skew = 0): TrialBalanceResponse => {
  const sum = (key: keyof TrialBalanceRow) => rows.reduce((total, r) => total + Math.round(Number(r[key]) * 100), 0) / 100;
  return {
    from: '2026-01-01', to: '2026-11-25', rows,
    totals: { openingDebit: sum('openingDebit'), openingCredit: sum('openingCredit'), debit: sum('debit') + skew, credit: sum('credit'), closingDebit: sum('closingDebit') + skew, closingCredit: sum('closingCredit') },
  };
};

/** Totals that do not agree (a broken server): a prominent error instead of the badge. */
export const Unbalanced: Story = {
  parameters: { msw: { handlers: { hotel: withHotel(http.get('*/api/hotel/ledger/trial-balance', () => HttpResponse.json(answer([row(1, 100), row(2, 100)], 0.01)))) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(await canvas.findByText('The trial balance does not balance')).toBeVisible();
    await expect(canvas.getByText(/period by \$0\.01, closing by \$0\.01/)).toBeVisible();
    await expect(canvas.queryByText('Balanced')).not.toBeInTheDocument();
  },
};

/** An amount as Turkish shows it ('$1.234,50') in cents; 0 for a blank. */
const kurus = (text: string) => {
  const match = /^\$([\d.]+),(\d{2})$/.exec(text.trim());
  if (!text.trim()) return 0;
  if (!match) throw new Error(`Not a Turkish amount: "${text}"`);
  return Number(match[1]?.replace(/\./g, '')) * 100 + Number(match[2]);
};

/** In Türkçe: the mizan's headings, its summary with the period in Turkish dates, money with a decimal comma, and the totals still agreeing. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await answeredTable(await canvas.findByRole('table', { name: 'Mizan' }));
    await expect(await canvas.findByText('Denk')).toBeVisible();
    await expect(canvas.getByText(/^\d+ hesap, \d{2}-[^\s-]+-\d{4} – \d{2}-[^\s-]+-\d{4}\.$/)).toBeVisible();
    for (const header of ['Kod', 'Hesap', 'Açılış borç', 'Açılış alacak', 'Dönem borç', 'Dönem alacak', 'Kapanış borç', 'Kapanış alacak']) {
      await expect(within(grid).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Mali yıl başından bugüne' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Uygula' })).toBeVisible();
    const rows = bodyRows(grid);
    const totals = rows.at(-1) ?? [];
    await expect(totals[1]).toBe('Toplamlar');
    const sums = [0, 0, 0, 0, 0, 0];
    for (const cells of rows.slice(0, -1)) cells.slice(2).forEach((cell, i) => (sums[i] = (sums[i] ?? 0) + kurus(cell)));
    await expect(totals.slice(2).map(kurus)).toEqual(sums);
    await expect(within(grid).getByRole('link', { name: /^Büyük defter: 1010 / })).toBeVisible();
  },
};

/** In Türkçe, totals that do not agree: the error names each difference in Turkish. */
export const TurkishUnbalanced: Story = {
  globals: { language: 'tr' },
  parameters: { msw: { handlers: { hotel: withHotel(http.get('*/api/hotel/ledger/trial-balance', () => HttpResponse.json(answer([row(1, 100), row(2, 100)], 0.01)))) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mizan denk değil')).toBeVisible();
    await expect(canvas.getByText(/Borç ve alacak tutmuyor: dönemde \$0,01 fark, kapanışta \$0,01 fark\./)).toBeVisible();
  },
};

/** A chart of 400 accounts. */
export const Many: Story = {
  parameters: { msw: { handlers: { hotel: withHotel(http.get('*/api/hotel/ledger/trial-balance', () => HttpResponse.json(answer(Array.from({ length: 400 }, (_, i) => row(i, 1234.56 * ((Math.floor(i / 2) % 7) + 1))))))) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(await canvas.findByText('Balanced')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { hotel: ledgerEmpty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No accounts yet')).toBeVisible();
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
    await expect(await within(canvasElement).findByRole('table', { name: 'Trial balance' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { viewport: { defaultViewport: 'desktop' } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen as page, userEvent, waitFor, within } from 'storybook/test';
import { hotelDown, hotelHanging, ledgerEmpty, ledgerScreen, settled } from '../testing/ledger-story-kit';
import { answeredTable, expectRunningBalances } from '../testing/ledger-rows';
import { GeneralLedger } from './general-ledger';

const meta = {
  title: 'App/Hotel/Ledger/GeneralLedger',
  component: GeneralLedger,
  args: { screen: ledgerScreen('general-ledger') },
  parameters: { layout: 'fullscreen', route: '/accounts/general-ledgers' },
} satisfies Meta<typeof GeneralLedger>;

export default meta;
type Story = StoryObj<typeof meta>;

const ledgerTable = async (canvasElement: HTMLElement, name: RegExp | string = /^Ledger of /, min = 1) =>
  answeredTable(await within(canvasElement).findByRole('table', { name }), min);

/** Pick an account: the month to date of the business date, opening row, running balances, closing row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose an account')).toBeVisible();
    const picker = canvas.getByRole('combobox', { name: 'Account' });
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.click(picker);
    await userEvent.click(await page.findByRole('option', { name: '1010 · Cash On Hand' }));
    const table = await ledgerTable(canvasElement, 'Ledger of 1010 · Cash On Hand', 2);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Opening balance');
    await expect(expectRunningBalances(table)).toBeGreaterThan(0);
    await expect((canvas.getByLabelText('From') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-01$/);
    await settled(canvasElement);
  },
};

/** Opened from a link (the trial balance): the account and range come from the URL; every line of the year, 1000 a page. */
export const Many: Story = {
  parameters: { route: '/accounts/general-ledgers?account=account-4010&from=2000-01-01&to=2100-12-31' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ledgerTable(canvasElement, 'Ledger of 4010 · Room Revenue', 2);
    await userEvent.click(canvas.getByRole('combobox', { name: /Rows per page/ }));
    await userEvent.click(await page.findByRole('option', { name: '1000' }));
    await waitFor(() => expect(canvas.getByText(/^\d+–\d+ of \d+$/)).toHaveTextContent(/^1–\d+ of/));
    await settled(canvasElement);
    await expect(expectRunningBalances(canvas.getByRole('table', { name: 'Ledger of 4010 · Room Revenue' }))).toBeGreaterThan(0);
  },
};

/** A range with no postings: opening and closing balances of zero, no lines. */
export const Empty: Story = {
  parameters: { route: '/accounts/general-ledgers?account=account-1010&from=2000-01-01&to=2000-01-31' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await ledgerTable(canvasElement, 'Ledger of 1010 · Cash On Hand', 2);
    await expect(canvas.getByText(/: 0 lines, 01-Jan-2000 to 31-Jan-2000\./)).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** No chart of accounts yet: the picker says so. */
export const NoAccounts: Story = {
  parameters: { msw: { handlers: { hotel: ledgerEmpty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The chart of accounts is empty.')).toBeVisible();
  },
};

/** A range that ends before it starts is refused before any call. */
export const RangeRefused: Story = {
  parameters: { route: '/accounts/general-ledgers?account=account-1010' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ledgerTable(canvasElement, 'Ledger of 1010 · Cash On Hand', 1);
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-02-10');
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-02-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('The range ends before it starts.')).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { hotel: hotelDown } }, route: '/accounts/general-ledgers?account=account-1010&from=2026-01-01&to=2026-12-31' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The chart of accounts could not be loaded')).toBeVisible();
    await expect(await canvas.findByText('The ledger service failed (story). Try again in a minute.', { selector: 'span' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelHanging } }, route: '/accounts/general-ledgers?account=account-1010&from=2026-01-01&to=2026-12-31' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Account ledger' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' }, route: '/accounts/general-ledgers?account=account-1100' },
  play: async ({ canvasElement }) => {
    await ledgerTable(canvasElement, 'Ledger of 1100 · Guest Ledger', 1);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { viewport: { defaultViewport: 'desktop' }, route: '/accounts/general-ledgers?account=account-1100' },
  play: async ({ canvasElement }) => {
    await ledgerTable(canvasElement, 'Ledger of 1100 · Guest Ledger', 1);
  },
};

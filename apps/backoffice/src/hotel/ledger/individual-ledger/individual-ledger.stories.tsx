import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen as page, userEvent, waitFor, within } from 'storybook/test';
import { hotelDown, hotelHanging, ledgerEmpty, ledgerScreen, settled } from '../testing/ledger-story-kit';
import { answeredTable, expectRunningBalances } from '../testing/ledger-rows';
import { IndividualLedger } from './individual-ledger';

const meta = {
  title: 'App/Hotel/Ledger/IndividualLedger',
  component: IndividualLedger,
  args: { screen: ledgerScreen('individual-ledger') },
  parameters: { layout: 'fullscreen', route: '/accounts/individual-ledgers' },
} satisfies Meta<typeof IndividualLedger>;

export default meta;
type Story = StoryObj<typeof meta>;

const folios = async (canvasElement: HTMLElement) => answeredTable(await within(canvasElement).findByRole('table', { name: 'Folios' }));

/** Pick a city-ledger account: its ledger with running balances, and a link to its folio page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose a folio')).toBeVisible();
    await folios(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await page.findByRole('option', { name: 'City Ledger' }));
    const grid = await folios(canvasElement);
    await waitFor(() => expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('City Ledger'));
    await settled(canvasElement);
    const first = within(grid).getAllByRole('row')[1] as HTMLElement;
    const number = first.querySelector('.font-mono')?.textContent ?? '';
    await userEvent.click(first);
    const table = await answeredTable(await canvas.findByRole('table', { name: new RegExp(`^Ledger of .*${number}`) }), 2);
    await expect(expectRunningBalances(table)).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Open the folio page' })).toHaveAttribute('href', expect.stringMatching(/^\/creditors\/debitors\/city-ledger\//));
    await settled(canvasElement);
  },
};

/** Search by name finds the stays of a guest; a range shows the opening balance before it. */
export const SearchAndRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await folios(canvasElement);
    const name = (within(grid).getAllByRole('cell')[0]?.textContent ?? '').trim();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a folio' }), name);
    await waitFor(() => expect(within(grid).getAllByRole('row').slice(1).every((row) => row.textContent?.includes(name))).toBe(true));
    await settled(canvasElement);
    await userEvent.click(within(grid).getAllByRole('row')[1] as HTMLElement);
    await answeredTable(await canvas.findByRole('table', { name: /^Ledger of / }), 2);
    await userEvent.type(canvas.getByLabelText('From'), '2100-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText(/^0 lines, from 01-Jan-2100 on\.$/)).toBeVisible();
    await settled(canvasElement);
  },
};

/** A group's master folio: its ledger links to the group folio page. */
export const GroupFolio: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await folios(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await page.findByRole('option', { name: 'Group' }));
    const grid = await folios(canvasElement);
    await waitFor(() => expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('Group'));
    await settled(canvasElement);
    await userEvent.click(within(grid).getAllByRole('row')[1] as HTMLElement);
    await answeredTable(await canvas.findByRole('table', { name: /^Ledger of / }), 2);
    await expect(canvas.getByRole('link', { name: 'Open the folio page' })).toHaveAttribute('href', expect.stringMatching(/^\/front-office\/group-folios\//));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { hotel: ledgerEmpty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No folios yet.')).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { hotel: hotelDown } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The ledger service failed (story). Try again in a minute.', { selector: 'span' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelHanging } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Folios' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await folios(canvasElement);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { viewport: { defaultViewport: 'desktop' } },
  play: async ({ canvasElement }) => {
    await folios(canvasElement);
  },
};

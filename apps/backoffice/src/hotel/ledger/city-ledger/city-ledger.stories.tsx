import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen as page, userEvent, waitFor, within } from 'storybook/test';
import type { FolioListItem, FolioListResponse } from '@hotel/domain';
import { hotelDown, hotelHanging, ledgerEmpty, ledgerScreen, settled, withHotel } from '../testing/ledger-story-kit';
import { answeredTable, bodyRows, cents } from '../testing/ledger-rows';
import { CityLedger } from './city-ledger';

const meta = {
  title: 'App/Hotel/Ledger/CityLedger',
  component: CityLedger,
  args: { screen: ledgerScreen('city-ledger') },
  parameters: { layout: 'fullscreen', route: '/creditors/debitors/city-ledger' },
} satisfies Meta<typeof CityLedger>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => answeredTable(await within(canvasElement).findByRole('table', { name: 'City ledger' }));

/** The figure of a label in the totals. */
const figure = (canvasElement: HTMLElement, label: string) =>
  [...canvasElement.querySelectorAll('[data-slot="ledger-figures"] dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent ?? '';

/** The seeded debtors: each links to its folio; the balance total is the sum of the accounts' balances. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    const rows = bodyRows(grid);
    await expect(rows.length).toBeGreaterThan(0);
    const sum = rows.reduce((total, cells) => total + cents(cells[4] ?? ''), 0);
    await expect(cents(figure(canvasElement, 'Balance'))).toBe(sum);
    const first = within(grid).getAllByRole('link')[0] as HTMLElement;
    await expect(first.getAttribute('href')).toMatch(/^\/creditors\/debitors\/city-ledger\/[^/]+$/);
    await expect(canvas.getByRole('link', { name: 'City Ledger Accounts' })).toHaveAttribute('href', '/creditors/debitors/city-ledger-accounts');
  },
};

/** Only the accounts owing the hotel; a search that matches nothing says so. */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Balance' }));
    await userEvent.click(await page.findByRole('option', { name: 'Owing the hotel' }));
    await settled(canvasElement);
    await waitFor(() => expect(bodyRows(grid).every((cells) => (cells[4] ?? '').endsWith(' Dr'))).toBe(true));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search accounts' }), 'no such debtor');
    await expect(await canvas.findByText('No city-ledger account matches.')).toBeVisible();
    await settled(canvasElement);
  },
};

const account = (i: number): FolioListItem => ({
  folio: { kind: 'city', id: `city-${i}` }, name: `Debtor Company Number ${i} International Holdings`, number: `CLA-${String(i).padStart(5, '0')}`, room: null, stage: null,
  charges: 1000 + i, credits: 500, balance: 500 + i, lastPosting: '2026-11-20',
});

/** 1,200 debtors, paged on the server. */
export const Many: Story = {
  parameters: {
    msw: {
      handlers: {
        hotel: withHotel(
          http.get('*/api/hotel/folios', ({ request }) => {
            const url = new URL(request.url);
            const size = Number(url.searchParams.get('size') ?? 25);
            const pageNo = Number(url.searchParams.get('page') ?? 1);
            const items = Array.from({ length: Math.min(size, 1200 - (pageNo - 1) * size) }, (_, i) => account((pageNo - 1) * size + i + 1));
            const answer: FolioListResponse = { items, total: 1200, page: pageNo, size, totals: { charges: 1920600, credits: 600000, balance: 1320600 } };
            return HttpResponse.json(answer);
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByText('1–25 of 1,200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(await canvas.findByText('1,176–1,200 of 1,200')).toBeVisible();
    await settled(canvasElement);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { hotel: ledgerEmpty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No city-ledger accounts yet')).toBeVisible();
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
    await expect(await within(canvasElement).findByRole('table', { name: 'City ledger' })).toHaveAttribute('aria-busy', 'true');
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

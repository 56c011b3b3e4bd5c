import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findReport, type HotelReportResponse } from '@hotel/domain';
import { clearToasts, hotelScenarios, hotelWith, screenOf, withToaster } from '../shared/story-helpers';
import { ReportScreen } from './report-screen';

/*
 * The point-of-sale summaries grouped by tender or item, point of sale and waiter (issue 17): the
 * "Group by" tabs, the URL keeping the choice (`?by=`), the totals the same whichever grouping.
 */

const saleSummary = screenOf('/pos/sale-summary', 'report');
const stockSales = screenOf('/pos/stock-sales', 'report');

/** The story's address under the screen, so a play function can check what the URL keeps. */
function Address() {
  const location = useLocation();
  return (
    <p className="sr-only" data-testid="address">
      {location.pathname}
      {location.search}
    </p>
  );
}
const withAddress: Decorator = (Story) => (
  <>
    <Story />
    <Address />
  </>
);

const meta = {
  title: 'App/Hotel/ReportScreen/Groupings',
  component: ReportScreen,
  args: { screen: saleSummary },
  parameters: { layout: 'fullscreen', route: '/pos/sale-summary' },
  decorators: [withToaster, withAddress],
  beforeEach: clearToasts,
} satisfies Meta<typeof ReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupBy = (canvasElement: HTMLElement) => within(canvasElement).findByRole('tablist', { name: 'Group by' });
const totalsOf = async (canvasElement: HTMLElement) => (await within(canvasElement).findByLabelText('Totals')).textContent;
const address = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).getByTestId('address').textContent;

/** Waits for the report to answer grouped by `label` (its group column) with no request in flight. */
async function groupedBy(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('columnheader', { name: new RegExp(`^${label}\\b`) });
  await waitFor(() => expect(canvas.getByRole('tabpanel')).not.toHaveAttribute('aria-busy'));
}

/** By tender, the default: three groupings offered, the first chosen, the URL without `?by=`. */
export const ByTender: Story = {
  play: async ({ canvasElement }) => {
    const tabs = within(await groupBy(canvasElement)).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Tender', 'Point Of Sale', 'Waiter']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await groupedBy(canvasElement, 'Tender');
    await expect(await within(canvasElement).findByRole('list', { name: 'Amount by Tender' })).toBeVisible();
    await expect(address(canvasElement)).toBe('/pos/sale-summary');
  },
};

/** The keyboard moves to Point Of Sale (arrow keys, as tabs do): the rows regroup, the totals stay, the URL keeps it. */
export const ByPointOfSale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await groupedBy(canvasElement, 'Tender');
    const before = await totalsOf(canvasElement);
    await expect(before).toMatch(/\d/);
    within(await groupBy(canvasElement)).getByRole('tab', { name: 'Tender' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Point Of Sale' })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tab', { name: 'Point Of Sale' })).toHaveFocus();
    await groupedBy(canvasElement, 'Point Of Sale');
    await expect(await totalsOf(canvasElement)).toBe(before);
    await expect(address(canvasElement)).toBe('/pos/sale-summary?by=pointOfSale');
    // Back to the default: the URL drops `?by=`.
    await userEvent.keyboard('{ArrowLeft}');
    await groupedBy(canvasElement, 'Tender');
    await expect(address(canvasElement)).toBe('/pos/sale-summary');
  },
};

/** Opened from a shared link (`?by=waiter`): grouped by waiter at once. */
export const ByWaiter: Story = {
  parameters: { route: '/pos/sale-summary?by=waiter' },
  play: async ({ canvasElement }) => {
    await expect(within(await groupBy(canvasElement)).getByRole('tab', { name: 'Waiter' })).toHaveAttribute('aria-selected', 'true');
    await groupedBy(canvasElement, 'Waiter');
    await expect(await within(canvasElement).findByRole('list', { name: 'Amount by Waiter' })).toBeVisible();
  },
};

/** Stock sales by item, point of sale and waiter (clicked): the same quantity and amount each time. */
export const StockSalesEachGrouping: Story = {
  args: { screen: stockSales },
  parameters: { route: '/pos/stock-sales' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await groupedBy(canvasElement, 'Item');
    const totals = await totalsOf(canvasElement);
    await expect(totals).toMatch(/Total Quantity.*Total Amount/);
    for (const [label, by] of [['Point Of Sale', 'pointOfSale'], ['Waiter', 'waiter'], ['Item', '']] as const) {
      await userEvent.click(canvas.getByRole('tab', { name: label }));
      await groupedBy(canvasElement, label);
      await expect(await totalsOf(canvasElement)).toBe(totals);
      await expect(address(canvasElement)).toBe(`/pos/stock-sales${by ? `?by=${by}` : ''}`);
    }
  },
};

/** A day without sales: the groupings are still offered, each with nothing to report and zero totals. */
export const EmptyDay: Story = {
  parameters: { route: '/pos/sale-summary?by=waiter', msw: { handlers: { hotel: hotelScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await groupedBy(canvasElement, 'Waiter');
    await expect(await canvas.findByText(/^Nothing to report for/)).toBeVisible();
    await expect(await totalsOf(canvasElement)).toMatch(/Total Tenders0/);
    await userEvent.click(canvas.getByRole('tab', { name: 'Tender' }));
    await groupedBy(canvasElement, 'Tender');
    await expect(canvas.getByText(/^Nothing to report for/)).toBeVisible();
  },
};

/** 240 items sold in a day: the table pages them (25 a page) and the totals add them all. */
const ITEMS = 240;
const rows = Array.from({ length: ITEMS }, (_, i) => ({ group: `Item ${String(i + 1).padStart(3, '0')}`, quantity: (i % 7) + 1, amount: ((i % 7) + 1) * 2.5 }));
const soldQuantity = rows.reduce((sum, row) => sum + row.quantity, 0);
const manyItems = http.get('*/api/hotel/reports/stock-sales', ({ request }) => {
  const url = new URL(request.url);
  const declaration = findReport('stock-sales');
  const body: HotelReportResponse = {
    id: 'stock-sales', title: 'Mini Mart Stock Sales', from: url.searchParams.get('from'), to: url.searchParams.get('to'), by: url.searchParams.get('by') ?? 'stock',
    columns: declaration?.columns ?? [], rows,
    totals: { quantity: soldQuantity, amount: rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0) / 100 },
    chart: null,
  };
  return HttpResponse.json(body);
});

export const ManyRows: Story = {
  args: { screen: stockSales },
  parameters: { route: '/pos/stock-sales', msw: { handlers: { hotel: hotelWith(manyItems) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${ITEMS} rows, `, { exact: false })).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: 'Item 001' })).toBeVisible();
    await expect(canvas.queryByRole('cell', { name: 'Item 026' })).toBeNull();
    await expect(await totalsOf(canvasElement)).toMatch(new RegExp(`Total Quantity${soldQuantity}Total Amount`));
  },
};

/** On a phone the tabs fit the width (they scroll sideways rather than widen the page). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const list = await groupBy(canvasElement);
    await groupedBy(canvasElement, 'Tender');
    await userEvent.click(within(list).getByRole('tab', { name: 'Waiter' }));
    await groupedBy(canvasElement, 'Waiter');
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** A report with one grouping (Daily Sales Summary, by point of sale) or none offers no choice. */
export const NoChoice: Story = {
  args: { screen: screenOf('/reports/daily-sales-summary', 'report') },
  parameters: { route: '/reports/daily-sales-summary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('columnheader', { name: /^Point Of Sale/ });
    await expect(canvas.queryByRole('tablist', { name: 'Group by' })).toBeNull();
  },
};

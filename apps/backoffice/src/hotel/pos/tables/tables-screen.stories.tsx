import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, type Docket } from '@hotel/domain';
import { WithFixture } from '../../folio/story-fixtures';
import { clearToasts, hotelFailing, hotelLoading, hotelWith, screenOf, withToaster } from '../../shared/story-helpers';
import { docketsAnswering, fakeDocket, makeDockets, type DocketPlan } from '../kitchen/story-dockets';
import { TablesScreen } from './tables-screen';

const screen = screenOf('/pos/live-table', 'pos');

const meta = {
  title: 'App/Hotel/Pos/Tables',
  component: TablesScreen,
  args: { screen },
  parameters: { layout: 'fullscreen' },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof TablesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two dockets at tablet table T4 (one open, one sent), a served one at T12, the restaurant's T7, and the café counter. */
const TABLES: DocketPlan[] = [
  { channel: 'tablet', table: 'T4', lines: [2, 1] },
  { channel: 'tablet', table: 'T4', lines: [1], stage: 'sent' },
  { channel: 'tablet', table: 'T12', lines: [1], stage: 'served' },
  { channel: 'restaurant', table: 'T7', lines: [1] },
  { channel: 'eatery', lines: [2] },
];

const withTables = (name: string, plans: readonly DocketPlan[]): Story['render'] =>
  function TablesStory(args) {
    return (
      <WithFixture name={name} make={(client) => makeDockets(client, plans)}>
        {(dockets: Docket[]) => (
          <>
            <script type="application/json" data-testid="dockets">{JSON.stringify(dockets.map(({ id, docketNo, pointOfSale, amount }) => ({ id, docketNo, pointOfSale, amount })))}</script>
            <TablesScreen {...args} />
          </>
        )}
      </WithFixture>
    );
  };

type Made = Pick<Docket, 'id' | 'docketNo' | 'pointOfSale' | 'amount'>;
const made = (canvasElement: HTMLElement) => JSON.parse(canvasElement.querySelector('[data-testid="dockets"]')?.textContent ?? '[]') as Made[];
const body = within(document.body);
const docketRow = (canvasElement: HTMLElement, docketNo: string) => within(canvasElement).queryByRole('listitem', { name: docketNo });
const outletOf = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('region', { name }) as HTMLElement;
const tableOf = (outlet: HTMLElement, label: string) => within(outlet).getByRole('article', { name: label });

async function tablesLoaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="live-tables"]')).not.toBeNull());
}

/** By outlet, then table (the counter for dockets without one), with totals per outlet and the till links of the channels that have one. */
export const Default: Story = {
  render: withTables('tables-default', TABLES),
  play: async ({ canvasElement }) => {
    await tablesLoaded(canvasElement);
    const [t4open, t4sent, t12, t7, counter] = made(canvasElement) as [Made, Made, Made, Made, Made];
    const tablet = outletOf(canvasElement, 'Waitress Tablet 1');
    await expect(within(tablet).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Table T4', 'Table T12']);
    const t4 = tableOf(tablet, 'Table T4');
    await expect(within(t4).getAllByRole('listitem', { name: /^DKT-/ }).map((li) => li.getAttribute('aria-label'))).toEqual([t4open.docketNo, t4sent.docketNo]);
    await expect(tablet.querySelector('[data-slot="outlet-total"]')).toHaveTextContent(`2 tables, 3 dockets · Total ${formatMoney(t4open.amount + t4sent.amount + t12.amount)}`);
    await expect(docketRow(canvasElement, t4sent.docketNo)?.querySelector('[data-slot="docket-stage"]')).toHaveTextContent('Sent To Kitchen');
    await expect(docketRow(canvasElement, t12.docketNo)?.querySelector('[data-slot="docket-stage"]')).toHaveTextContent('Served');
    // Only an open docket is sent; the tablet's till opens it.
    const open = docketRow(canvasElement, t4open.docketNo) as HTMLElement;
    await expect(within(open).getByRole('button', { name: `Send to kitchen: ${t4open.docketNo}` })).toBeVisible();
    await expect(within(open).getByRole('link', { name: `Open in till: ${t4open.docketNo}` })).toHaveAttribute('href', `/tablets/pos/sales?docket=${t4open.id}`);
    await expect(within(docketRow(canvasElement, t4sent.docketNo) as HTMLElement).queryByRole('button', { name: /^Send to kitchen/ })).not.toBeInTheDocument();
    // The restaurant has no till screen: no link. The café's counter docket opens in the eatery till.
    await expect(within(docketRow(canvasElement, t7.docketNo) as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    const cafe = outletOf(canvasElement, 'Sunrise Café Till');
    await expect(within(tableOf(cafe, 'Counter')).getByRole('link', { name: `Open in till: ${counter.docketNo}` })).toHaveAttribute('href', `/eatery/pos/sales?docket=${counter.id}`);
  },
};

/** Send an open docket to the kitchen, then cancel another with a reason (required). */
export const SendAndCancel: Story = {
  render: withTables('tables-send-cancel', TABLES.slice(0, 1).concat(TABLES.slice(3, 4))),
  play: async ({ canvasElement }) => {
    await tablesLoaded(canvasElement);
    const [tablet, restaurant] = made(canvasElement) as [Made, Made];
    await userEvent.click(within(docketRow(canvasElement, tablet.docketNo) as HTMLElement).getByRole('button', { name: `Send to kitchen: ${tablet.docketNo}` }));
    await waitFor(() => expect(docketRow(canvasElement, tablet.docketNo)?.querySelector('[data-slot="docket-stage"]')).toHaveTextContent('Sent To Kitchen'));
    await expect(within(docketRow(canvasElement, tablet.docketNo) as HTMLElement).queryByRole('button', { name: /^Send to kitchen/ })).not.toBeInTheDocument();

    await userEvent.click(within(docketRow(canvasElement, restaurant.docketNo) as HTMLElement).getByRole('button', { name: `Cancel docket: ${restaurant.docketNo}` }));
    const dialog = await body.findByRole('dialog', { name: `Cancel ${restaurant.docketNo}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel docket' }));
    await expect(await within(dialog).findByText('A reason is required to cancel a docket')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Guest left before ordering');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel docket' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: `Cancel ${restaurant.docketNo}` })).not.toBeInTheDocument());
    await waitFor(() => expect(docketRow(canvasElement, restaurant.docketNo)).not.toBeInTheDocument());
    await expect(await body.findByText(`Cancelled: ${restaurant.docketNo}`)).toBeVisible();
    await expect(docketRow(canvasElement, tablet.docketNo)).toBeVisible();
  },
};

/** A waitress sends her dockets and opens them in the tablet till, but cancels none. */
export const AsWaitress: Story = {
  render: withTables('tables-waitress', TABLES.slice(0, 2)),
  globals: { role: 'waitress' },
  play: async ({ canvasElement }) => {
    await tablesLoaded(canvasElement);
    const [open] = made(canvasElement) as [Made];
    const row = docketRow(canvasElement, open.docketNo) as HTMLElement;
    await expect(within(row).getByRole('button', { name: `Send to kitchen: ${open.docketNo}` })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /^Cancel docket/ })).not.toBeInTheDocument();
  },
};

/** The auditor's live tables: they cancel, but open no till (no register screen is theirs), so no till link shows. */
export const AsAuditor: Story = {
  args: { screen: screenOf('/auditor/live-table', 'pos') },
  render: withTables('tables-auditor', TABLES.slice(0, 1).concat(TABLES.slice(4))),
  globals: { role: 'auditor' },
  play: async ({ canvasElement }) => {
    await tablesLoaded(canvasElement);
    const [tablet, counter] = made(canvasElement) as [Made, Made];
    for (const docket of [tablet, counter]) {
      const row = docketRow(canvasElement, docket.docketNo) as HTMLElement;
      await expect(within(row).getByRole('button', { name: `Cancel docket: ${docket.docketNo}` })).toBeVisible();
      await expect(within(row).queryByRole('link', { name: /^Open in till/ })).not.toBeInTheDocument();
    }
  },
};

const REFUSAL = 'Docket DKT-90001 has no lines to send.';

/** A refused send (409) shows the server's message on the docket, which stays open. */
export const SendFailing: Story = {
  parameters: {
    msw: {
      handlers: {
        hotel: hotelWith(docketsAnswering([fakeDocket(1, { stage: 'open' })]), http.post('*/api/hotel/pos-sales/:id/send', () => HttpResponse.json({ message: REFUSAL }, { status: 409 }))),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await tablesLoaded(canvasElement);
    const row = docketRow(canvasElement, 'DKT-90001') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Send to kitchen: DKT-90001' }));
    await expect(await within(row).findByRole('alert')).toHaveTextContent(REFUSAL);
    await expect(row.querySelector('[data-slot="docket-stage"]')).toHaveTextContent('Open');
  },
};

const OUTLETS = { 'pos-a': 'Terrace', 'pos-b': 'Pool Deck', 'pos-c': 'Lobby Lounge' };
const STAGES = ['open', 'sent', 'served'] as const;

/** Sixty dockets over three outlets and twenty tables. */
export const Many: Story = {
  parameters: {
    msw: {
      handlers: {
        hotel: hotelWith(
          docketsAnswering(
            Array.from({ length: 60 }, (_, i) => fakeDocket(i + 1, { stage: STAGES[i % 3], outlet: Object.keys(OUTLETS)[i % 3], table: i % 10 === 9 ? null : `T${(i % 20) + 1}`, minutesAgo: i * 2 })),
            OUTLETS,
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await tablesLoaded(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot="table-docket"]')).toHaveLength(60);
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Lobby Lounge', 'Pool Deck', 'Terrace']);
    await expect(canvasElement.querySelector('[data-slot="tables-summary"]')).toHaveTextContent('60 open dockets at 3 outlets');
  },
};

/** Long outlet, table, waiter names wrap inside the cards. */
export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: {
        hotel: hotelWith(
          docketsAnswering([fakeDocket(1, { stage: 'open', outlet: 'pos-long', table: 'TERRACE-12B', waiter: 'Maria-Fernanda Castellanos-Villalobos de la Cruz' })], { 'pos-long': 'The Grand Lakeside Terrace Restaurant and Cocktail Lounge of the Hotel' }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await tablesLoaded(canvasElement);
    const card = canvasElement.querySelector('[data-slot="live-table"]') as HTMLElement;
    await expect(card).toHaveTextContent('Maria-Fernanda Castellanos-Villalobos de la Cruz');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** In Türkçe: a table and the counter, their dockets, counts, totals and actions in Turkish (money in Turkish digits). */
export const Turkish: Story = {
  globals: { language: 'tr' },
  parameters: {
    msw: { handlers: { hotel: hotelWith(docketsAnswering([fakeDocket(1, { stage: 'open', table: 'T4', minutesAgo: 12 }), fakeDocket(2, { table: null, minutesAgo: 0 })])) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outlet = await canvas.findByRole('region', { name: 'Terrace Tablets' });
    await expect(within(outlet).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Masa T4', 'Tezgâh']);
    await expect(outlet.querySelector('[data-slot="outlet-total"]')).toHaveTextContent('2 masa, 2 adisyon · Toplam $39,00');
    await expect(canvasElement.querySelector('[data-slot="tables-summary"]')).toHaveTextContent('1 satış noktası genelinde 2 açık adisyon, toplam $39,00');
    const open = canvas.getByRole('listitem', { name: 'DKT-90001' });
    await expect(open).toHaveTextContent('Garson');
    await expect(open).toHaveTextContent('12 dk');
    await expect(within(open).getByRole('button', { name: 'Mutfağa gönder: DKT-90001' })).toHaveTextContent('Mutfağa gönder');
    await expect(canvas.getByRole('list', { name: 'Adisyonlar: Tezgâh' })).toHaveTextContent('yeni geldi');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { hotel: hotelWith(docketsAnswering([])) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No open tables')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelLoading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading tables' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/hotel service is unavailable/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** At phone width the tables stack; actions wrap. */
export const Phone: Story = {
  render: withTables('tables-phone', TABLES),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await tablesLoaded(canvasElement);
    const card = canvasElement.querySelector('[data-slot="live-table"]') as HTMLElement;
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** The tablet's own live tables (channel tablet) at tablet width. */
export const TabletChannel: Story = {
  args: { screen: screenOf('/tablets/pos/live-table', 'pos') },
  render: withTables('tables-tablet', TABLES),
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await tablesLoaded(canvasElement);
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Waitress Tablet 1']);
  },
};

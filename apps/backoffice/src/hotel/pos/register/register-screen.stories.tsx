import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiGet, clearToasts, hotelFailing, hotelLoading, hotelScenarios, screenOf, withToaster } from '../../shared/story-helpers';
import { RegisterScreen } from './register-screen';
import { WithOpenDocket, WithRenamedStocks } from './story-fixtures';
import { outletKey } from './use-register';

const miniMart = screenOf('/pos/sales', 'pos');
const eatery = screenOf('/eatery/pos/sales', 'pos');
const tablet = screenOf('/tablets/pos/sales', 'pos');

/*
 * The seed's figures these stories rely on: the mini mart (and the tablet) sell from a store that
 * holds Cola 330ml ($40.84), Glass Cleaner ($73.65), Coffee Beans, Potato Chips and Peanuts 100g
 * ($25.44); Still Water has none there. The eatery's store holds Shampoo 50ml ($15.54), Black Tea
 * ($36.14) and a single Soap Bar ($48.32).
 */

const meta = {
  title: 'App/Hotel/Pos/Register',
  component: RegisterScreen,
  args: { screen: miniMart },
  parameters: { layout: 'fullscreen' },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const LOAD = { timeout: 15_000 };

/** The product grid once the catalogue is loaded. */
async function catalogue(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('group', { name: 'Products' }, LOAD);
  return { canvas, grid: within(grid) };
}

const tile = (grid: ReturnType<typeof within>, name: string) => grid.findByRole('button', { name: new RegExp(`^${name}`) }, LOAD);
const total = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="basket-total"]');

async function expectTotal(canvasElement: HTMLElement, text: string) {
  await waitFor(() => expect(total(canvasElement)).toHaveTextContent(text), LOAD);
}

/** Opens Pay and answers the dialog. */
async function openPay(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Pay \$/ }));
  return within(await body.findByRole('dialog', { name: /^Pay / }));
}

/** The mini mart: its one outlet is preselected; search, Enter adds the highlighted product; + and − on a line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await catalogue(canvasElement);
    await expect(canvas.getByText('Mini Mart Till')).toBeInTheDocument();
    await tile(grid, 'Peanuts 100g');
    await userEvent.keyboard('/');
    const search = canvas.getByRole('searchbox', { name: /Search products/ });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'pean');
    await waitFor(() => expect(grid.getAllByRole('button')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expectTotal(canvasElement, '$25.44');
    const line = canvas.getByRole('button', { name: /^Peanuts 100g × 1/ });
    line.focus();
    await userEvent.keyboard('+');
    await expectTotal(canvasElement, '$50.88');
    await userEvent.keyboard('-');
    await expectTotal(canvasElement, '$25.44');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Discount on Peanuts 100g' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount on Peanuts 100g' }), '10%{Enter}');
    await expectTotal(canvasElement, '$22.90');
    await expect(canvasElement.querySelector('[data-slot="basket-totals"]')).toHaveTextContent('Discount$2.54');
  },
};

/** Nothing rung yet: the basket says so and Pay waits. */
export const EmptyBasket: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await catalogue(canvasElement);
    await expect(canvas.getByText(/The basket is empty/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Pay \$0\.00/ })).toBeDisabled();
  },
};

/** 10,000 stock items (and outlets): the outlet is chosen (and remembered); only the rows in view are rendered; the search still finds one item. */
export const ManyItems: Story = {
  parameters: { msw: { handlers: { hotel: hotelScenarios.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mini Mart Till' }, LOAD));
    const { grid } = await catalogue(canvasElement);
    await expect(localStorage.getItem(outletKey('mini-mart'))).toMatch(/^[0-9a-f-]{36}$/);
    await expect(grid.getAllByRole('button').length).toBeLessThan(200);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search products/ }), 'Peanuts 100g 499');
    await waitFor(() => expect(grid.getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringMatching(/^Peanuts 100g 499\$/)]), LOAD);
  },
};

/** Items with nothing on hand at the outlet's store are disabled and say so; a scanned code of one adds nothing. */
export const OutOfStock: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await catalogue(canvasElement);
    const water = await tile(grid, 'Still Water 500ml');
    await expect(water).toHaveAttribute('aria-disabled', 'true');
    await expect(water).toHaveTextContent('Out of stock');
    await userEvent.click(water);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search products/ }), 'STO01{Enter}');
    await expect(canvas.getByText(/The basket is empty/)).toBeInTheDocument();
    await expect(canvas.getByText('Still Water 500ml is out of stock.')).toBeInTheDocument();
  },
};

/** Long names wrap in the tiles and the basket without pushing the amounts off. */
export const LongNames: Story = {
  render: (args) => (
    <WithRenamedStocks
      {...args}
      names={{ 'Peanuts 100g': 'Roasted and lightly salted premium peanuts from the northern highlands, 100 g resealable pouch', 'Cola 330ml': 'Cola-flavoured sparkling soft drink, 330 ml can, chilled' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { grid } = await catalogue(canvasElement);
    await userEvent.click(await tile(grid, 'Roasted and lightly salted'));
    await userEvent.click(await tile(grid, 'Cola-flavoured'));
    await expectTotal(canvasElement, '$66.28');
    const amounts = [...canvasElement.querySelectorAll('[data-slot="line-amount"]')];
    await expect(amounts.map((a) => a.textContent)).toEqual(['$25.44', '$40.84']);
  },
};

/** The calls never answer. */
export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelLoading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the till' })).toBeInTheDocument();
  },
};

/** The calls fail: the server's message with Retry. */
export const ErrorState: Story = {
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The hotel service is unavailable. Try again in a minute.', {}, LOAD)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** No point of sale (every list empty). */
export const NoOutlet: Story = {
  parameters: { msw: { handlers: { hotel: hotelScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No point of sale', {}, LOAD)).toBeInTheDocument();
  },
};

/** Two Shampoo 50ml ($31.08) paid with $50 cash: $18.92 change, the docket number, Print docket, and a fresh basket. */
export const PayWithChange: Story = {
  args: { screen: eatery },
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await catalogue(canvasElement);
    await userEvent.click(await tile(grid, 'Shampoo 50ml'));
    await userEvent.click(await tile(grid, 'Shampoo 50ml'));
    await expectTotal(canvasElement, '$31.08');
    const pay = await openPay(canvasElement);
    const submit = pay.getByRole('button', { name: 'Pay' });
    await expect(submit).toBeDisabled();
    await expect(pay.getByRole('status')).toHaveTextContent('Cash: enter an amount above 0');
    await userEvent.type(pay.getByRole('textbox', { name: 'Cash amount (USD)' }), '50');
    await waitFor(() => expect(body.getByText('Change due').nextElementSibling).toHaveTextContent('$18.92'));
    await userEvent.click(submit);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), LOAD);
    await expect(await canvas.findByText(/^Docket DKT-\d+ paid$/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="receipt-change"]')).toHaveTextContent('$18.92');
    await userEvent.click(canvas.getByRole('button', { name: 'Print docket' }));
    const printed = within(await body.findByRole('dialog', { name: /^Docket DKT-/ }));
    const article = await printed.findByRole('article', {}, LOAD);
    await expect(article).toHaveTextContent('Shampoo 50ml');
    // The printed docket names its tender (not 'Tender1') and keeps the change, as the receipt above.
    await expect(article.querySelector('[data-slot="document-tender"]')).toHaveTextContent('Cash$50.00');
    await expect(article).toHaveTextContent(/Change\$18\.92/);
    await expect(article).not.toHaveTextContent(/Tender ?1/);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'New sale' }));
    await expectTotal(canvasElement, '$0.00');
  },
};

/** Glass Cleaner ($73.65): $50 by card, then cash, which the quick buttons offer; $80 cash gives... only the cash part's change. */
export const SplitTender: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await catalogue(canvasElement);
    await userEvent.click(await tile(grid, 'Glass Cleaner'));
    await expectTotal(canvasElement, '$73.65');
    const pay = await openPay(canvasElement);
    await userEvent.click(pay.getByRole('button', { name: 'Remove the cash tender' }));
    await userEvent.click(pay.getByRole('button', { name: '+ Card' }));
    const card = pay.getByRole('textbox', { name: 'Card amount (USD)' });
    await expect(card).toHaveValue('73.65');
    await userEvent.clear(card);
    await userEvent.type(card, '50');
    await expect(pay.getByRole('status')).toHaveTextContent('23.65 is still due');
    await userEvent.click(pay.getByRole('button', { name: '$30.00' }));
    await waitFor(() => expect(body.getByText('Change due').nextElementSibling).toHaveTextContent('$6.35'));
    await userEvent.click(pay.getByRole('button', { name: 'Pay' }));
    await expect(await canvas.findByText(/^Docket DKT-\d+ paid$/, {}, LOAD)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="receipt-summary"]')).toHaveTextContent('Card 50.00 + Cash 30.00');
    await expect(canvasElement.querySelector('[data-slot="receipt-change"]')).toHaveTextContent('$6.35');
  },
};

/** Two Soap Bars where the eatery's store holds one: the server's 409 is shown and the basket is kept. */
export const ServerRefuses: Story = {
  args: { screen: eatery },
  play: async ({ canvasElement }) => {
    const { grid } = await catalogue(canvasElement);
    await userEvent.click(await tile(grid, 'Soap Bar'));
    await userEvent.click(await tile(grid, 'Soap Bar'));
    await expectTotal(canvasElement, '$96.64');
    const pay = await openPay(canvasElement);
    await userEvent.click(pay.getByRole('button', { name: 'Exact $96.64' }));
    await userEvent.click(pay.getByRole('button', { name: 'Pay' }));
    await expect(await pay.findByText(/Only 1 of Soap Bar on hand at .+; 2 requested\./, {}, LOAD)).toBeInTheDocument();
    await userEvent.click(pay.getByRole('button', { name: 'Cancel' }));
    await expectTotal(canvasElement, '$96.64');
  },
};

/** A table's open docket (`?docket=<id>`): a line counted up through the docket calls, sent to the kitchen, then settled. */
export const OpenDocket: Story = {
  args: { screen: eatery },
  parameters: { router: false },
  render: (args) => <WithOpenDocket {...args} channel="eatery" table="T7" items={['Black Tea']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const docket = await canvas.findByText(/^Docket DKT-\d+$/, {}, LOAD);
    await expect(docket.parentElement).toHaveTextContent('Table T7 · open');
    await expectTotal(canvasElement, '$36.14');
    await userEvent.click(canvas.getByRole('button', { name: 'One more Black Tea' }));
    await expectTotal(canvasElement, '$72.28');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to kitchen' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="open-docket"]')).toHaveAttribute('data-state', 'sent'), LOAD);
    const pay = await openPay(canvasElement);
    await userEvent.click(pay.getByRole('button', { name: 'Exact $72.28' }));
    await userEvent.click(pay.getByRole('button', { name: 'Pay' }));
    await expect(await canvas.findByText(/^Docket DKT-\d+ paid$/, {}, LOAD)).toBeInTheDocument();
  },
};

/** A phone: the basket is a bottom sheet behind a bar that always shows the total. */
export const Phone: Story = {
  args: { screen: tablet },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await catalogue(canvasElement);
    const bar = canvas.getByRole('button', { name: /^Basket \(0\)/ });
    await expect(canvasElement.querySelector('[data-slot="basket-sheet"]')).not.toBeVisible();
    await userEvent.click(await tile(grid, 'Peanuts 100g'));
    await waitFor(() => expect(bar).toHaveTextContent('Basket (1)$25.44'));
    await userEvent.click(bar);
    await expect(canvasElement.querySelector('[data-slot="basket-sheet"]')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A tablet: grid and basket side by side; every control is at least 44px high. */
export const Tablet: Story = {
  args: { screen: tablet },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await catalogue(canvasElement);
    await userEvent.click(await tile(grid, 'Cola 330ml'));
    await expectTotal(canvasElement, '$40.84');
    const controls = [...grid.getAllByRole('button'), ...within(canvas.getByRole('region', { name: 'Basket' })).getAllByRole('button')];
    for (const control of controls) await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Keys only: / to search, ArrowDown into the grid, arrows move, Enter adds, F9 opens Pay, Escape closes it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await catalogue(canvasElement);
    await userEvent.keyboard('{F2}');
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: /Search products/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const first = canvasElement.querySelector<HTMLElement>('[data-slot="product-tile"][data-index="0"]');
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const second = canvasElement.querySelector<HTMLElement>('[data-slot="product-tile"][data-index="1"]');
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard('/');
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: /Search products/ })).toHaveFocus());
    await userEvent.keyboard('cola 330{Enter}');
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="basket-line"]')).toHaveLength(1));
    await userEvent.keyboard('{F9}');
    await expect(await body.findByRole('dialog', { name: /^Pay / })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A restaurant table from a fresh basket: Open for table opens a docket for T12 and the till follows it. */
export const OpenForTable: Story = {
  args: { screen: eatery },
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await catalogue(canvasElement);
    await userEvent.click(await tile(grid, 'Black Tea'));
    await userEvent.click(canvas.getByRole('button', { name: 'Open for table' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Open for table' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Open docket' }));
    await expect(await dialog.findByText('Enter the table number.')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Table/ }), 'T12');
    await userEvent.click(dialog.getByRole('button', { name: 'Open docket' }));
    const docket = await canvas.findByText(/^Docket DKT-\d+$/, {}, LOAD);
    await expect(docket.parentElement).toHaveTextContent('Table T12 · open');
    await expectTotal(canvasElement, '$36.14');
    await expect(canvas.getByRole('button', { name: 'Send to kitchen' })).toBeEnabled();
  },
};

/** The network is down: the client's offline message, with Retry. */
export const Offline: Story = {
  parameters: { msw: { handlers: { hotel: [http.get('*/api/hotel/*', () => HttpResponse.error())] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The server cannot be reached. Check the connection and try again.', {}, LOAD)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Charged to an in-house room (the seed's guest in room 207): the tender asks for the room number first. */
export const RoomCharge: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await catalogue(canvasElement);
    await userEvent.click(await tile(grid, 'Peanuts 100g'));
    await expectTotal(canvasElement, '$25.44');
    const pay = await openPay(canvasElement);
    await userEvent.click(pay.getByRole('button', { name: 'Remove the cash tender' }));
    await userEvent.click(pay.getByRole('button', { name: '+ Room charge' }));
    await expect(pay.getByRole('textbox', { name: 'Room charge amount (USD)' })).toHaveValue('25.44');
    await expect(pay.getByRole('status')).toHaveTextContent('Room charge: enter the room number.');
    await expect(pay.getByRole('button', { name: 'Pay' })).toBeDisabled();
    // A room with a guest in house on the seed's day (the seed follows the date): the desk's list, then its number.
    const inHouse = await apiGet<{ items: { room: string }[] }>('api/hotel/room-reservations?stage=checked-in&size=1');
    await expect(inHouse.items).toHaveLength(1);
    const { number } = await apiGet<{ number: string }>(`api/hotel/rooms/${encodeURIComponent(inHouse.items[0]?.room ?? '')}`);
    await userEvent.type(pay.getByRole('textbox', { name: 'Room number' }), number);
    await userEvent.click(pay.getByRole('button', { name: 'Pay' }));
    await expect(await canvas.findByText(/^Docket DKT-\d+ paid$/, {}, LOAD)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="receipt-summary"]')).toHaveTextContent(/Room/);
  },
};

/** A restaurant table's docket opened from the tables screen on another channel's till: it rings at its own outlet. */
export const RestaurantDocket: Story = {
  args: { screen: eatery },
  parameters: { router: false },
  render: (args) => <WithOpenDocket {...args} channel="restaurant" table="T3" items={['Black Tea', 'Shampoo 50ml']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const docket = await canvas.findByText(/^Docket DKT-\d+$/, {}, LOAD);
    await expect(docket.parentElement).toHaveTextContent('Table T3 · open');
    await expect(canvasElement.querySelector('[data-slot="outlet"]')).toHaveTextContent('Main Restaurant');
    await expectTotal(canvasElement, '$51.68');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Shampoo 50ml' }));
    await expectTotal(canvasElement, '$36.14');
  },
};

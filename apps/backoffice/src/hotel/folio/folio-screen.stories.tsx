import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts, hotelFailing, hotelLoading, screenOf, withToaster } from '../shared/story-helpers';
import { FolioScreen } from './folio-screen';
import { makeCityFolio, makeGroupFolio, makeStay, WithFixture, type StayOptions } from './story-fixtures';

const stayScreen = screenOf('/front-office/folios/:id', 'folio');
const groupScreen = screenOf('/front-office/group-folios/:id', 'folio');
const cityScreen = screenOf('/creditors/debitors/city-ledger/:id', 'folio');

const meta = {
  title: 'App/Hotel/FolioScreen',
  component: FolioScreen,
  args: { screen: stayScreen },
  parameters: { layout: 'fullscreen' },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof FolioScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In house: a minibar charge of $12.50 and a dinner of $45.00, $20.00 paid: $37.50 owed. */
const IN_HOUSE: StayOptions = {
  charges: [
    { category: 'minibar', description: 'Minibar', amount: 12.5 },
    { category: 'restaurant', description: 'Dinner', amount: 45 },
  ],
  payments: [20],
};

/** Renders the stay folio of a stay made for the story. */
const stayStory = (name: string, options: StayOptions): Story['render'] =>
  function StayStory(args) {
    return <WithFixture name={name} make={(client) => makeStay(client, options)}>{(stay) => <FolioScreen {...args} id={stay.id} />}</WithFixture>;
  };

const body = within(document.body);

/** The folio's lines once loaded, and the balance figure. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const lines = await canvas.findByRole('region', { name: 'Folio lines' });
  return { canvas, lines };
}

const balance = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="folio-balance"] dd');

async function expectBalance(canvasElement: HTMLElement, text: string) {
  await waitFor(() => expect(balance(canvasElement)).toHaveTextContent(text));
}

/** A stay in house with charges and a payment: the totals, then a charge posted on the business date moves the balance. */
export const InHouse: Story = {
  render: stayStory('in-house', IN_HOUSE),
  play: async ({ canvasElement }) => {
    const { canvas, lines } = await loaded(canvasElement);
    await expectBalance(canvasElement, '$37.50');
    const totals = canvasElement.querySelector('[data-slot="folio-summary"] dl[aria-label="Totals"]');
    await expect(totals).toHaveTextContent('Charges$57.50');
    await expect(totals).toHaveTextContent('Credits$20.00');
    await expect(within(lines).getAllByRole('row').length).toBe(1 + 3 + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Post charge' }));
    const dialog = await body.findByRole('dialog', { name: /^Post charge to / });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post charge' }));
    await expect(await within(dialog).findByText('Say what the charge is for')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Laundry');
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post charge' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Post charge to / })).not.toBeInTheDocument());
    await expectBalance(canvasElement, '$45.50');
    await expect(within(lines).getByRole('row', { name: /Laundry/ })).toBeVisible();
  },
};

/** In Türkçe: the folio's headings, buttons, totals and messages in Turkish, money and dates written as Turkish writes them. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  render: stayStory('in-house-tr', IN_HOUSE),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = await canvas.findByRole('region', { name: 'Folyo satırları' });
    await expectBalance(canvasElement, '$37,50');
    const totals = canvasElement.querySelector('[data-slot="folio-summary"] dl[aria-label="Toplamlar"]');
    await expect(totals).toHaveTextContent('Borç$57,50');
    await expect(totals).toHaveTextContent('Alacak$20,00');
    await expect(canvasElement.querySelector('[data-slot="folio-balance"]')).toHaveTextContent('Otele borçlu');
    await expect(within(lines).getByRole('columnheader', { name: 'Bakiye' })).toBeVisible();
    // The lines' dates in Turkish ('27 Kas 2026').
    await expect(within(lines).getAllByRole('cell')[0]).toHaveTextContent(/^\d{1,2} (Oca|Şub|Mar|Nis|May|Haz|Tem|Ağu|Eyl|Eki|Kas|Ara) \d{4}$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Masraf işle' }));
    const dialog = await body.findByRole('dialog', { name: /^Masraf işle: / });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Masraf işle' }));
    await expect(await within(dialog).findByText('Masrafın ne için olduğunu yazın')).toBeVisible();
    await expect(within(dialog).getByText('0\'dan büyük, en fazla 2 ondalıklı bir tutar girin')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Masraf işle: / })).not.toBeInTheDocument());
  },
};

/** A charge half typed: Escape asks before the input is lost; Stay keeps it; Cancel then Leave closes and posts nothing. */
export const CloseWithTypedCharge: Story = {
  render: stayStory('close-typed-charge', IN_HOUSE),
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expectBalance(canvasElement, '$37.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Post charge' }));
    const dialog = await body.findByRole('dialog', { name: /^Post charge to / });
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Minibar: two waters');
    await userEvent.keyboard('{Escape}');
    const question = await body.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('Minibar: two waters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await body.findByRole('alertdialog', { name: 'Leave with unsaved changes?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Post charge to / })).not.toBeInTheDocument());
    await expectBalance(canvasElement, '$37.50');
  },
};

/** Take payment offers the balance; once paid the folio is settled. */
export const TakePayment: Story = {
  render: stayStory('take-payment', IN_HOUSE),
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Take payment' }));
    const dialog = await body.findByRole('dialog', { name: /^Take payment from / });
    await expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('37.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Take payment from / })).not.toBeInTheDocument());
    await expectBalance(canvasElement, '$0.00');
    await expect(canvasElement.querySelector('[data-slot="folio-balance"]')).toHaveAttribute('data-state', 'settled');
  },
};

/** A line moved to another stay's folio: it is marked and links to the folio it went to; the balance follows. */
export const TransferLine: Story = {
  render: function TransferStory(args) {
    return (
      <WithFixture
        name="transfer"
        make={async (client) => ({ target: await makeStay(client, { notes: 'Story transfer target' }), stay: await makeStay(client, IN_HOUSE) })}
      >
        {({ stay, target }) => (
          <>
            <p data-testid="target">{target.number}</p>
            <FolioScreen {...args} id={stay.id} />
          </>
        )}
      </WithFixture>
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, lines } = await loaded(canvasElement);
    const target = canvas.getByTestId('target').textContent ?? '';
    await userEvent.click(within(lines).getByRole('button', { name: 'Transfer Minibar ($12.50)' }));
    const dialog = await body.findByRole('dialog', { name: 'Transfer Minibar' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search folios' }), target);
    await userEvent.click(await within(dialog).findByRole('radio', { name: new RegExp(target) }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await expect(await within(dialog).findByText('A reason is required for a transfer')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Charged to the wrong room');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Transfer Minibar' })).not.toBeInTheDocument());
    await expectBalance(canvasElement, '$25.00');
    const minibar = canvasElement.querySelector('[data-slot="folio-line"][data-state="moved"]') as HTMLElement;
    await expect(minibar).toHaveTextContent('Minibar');
    await expect(within(minibar).getByRole('link', { name: new RegExp(target) })).toHaveAttribute('href', expect.stringMatching(/^\/front-office\/folios\//));
    await expect(within(minibar).queryByRole('button', { name: /^Transfer/ })).not.toBeInTheDocument();
    await expect(within(lines).getByRole('row', { name: /Transfer out/ })).toHaveTextContent('Reason: Charged to the wrong room');
  },
};

/** Check-out with a balance: the flow offers a payment or a transfer; the balance goes to a city-ledger account. */
export const CheckOutWithTransfer: Story = {
  render: stayStory('check-out-transfer', IN_HOUSE),
  play: async ({ canvasElement }) => {
    const { canvas, lines } = await loaded(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check out' }));
    const dialog = await body.findByRole('dialog', { name: /^Check Out RES-/ });
    await expect(await within(dialog).findByText('The folio has a balance of $37.50')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check Out' }));
    await expect(await within(dialog).findByText('Choose how the balance of $37.50 is settled')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Transfer to a city-ledger account' }));
    const accounts = await within(dialog).findByRole('radiogroup', { name: 'City-ledger account' });
    await userEvent.click(within(accounts).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.type(within(dialog).getByLabelText(/^Reason for the transfer/), 'Company account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check Out' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Check Out / })).not.toBeInTheDocument());
    await expectBalance(canvasElement, '$0.00');
    await expect(await canvas.findByText('Checked Out')).toBeVisible();
    await expect(within(lines).getByRole('row', { name: /Balance moved to/ })).toHaveTextContent('Reason: Company account');
    await expect(canvas.queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
  },
};

/** Check-out at a zero balance: a confirmation, then the stay has left. */
export const CheckOutAtZero: Story = {
  render: stayStory('check-out-zero', { charges: [{ category: 'bar', description: 'Bar', amount: 30 }], payments: [30] }),
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check out' }));
    const dialog = await body.findByRole('dialog', { name: /^Check Out RES-/ });
    await expect(await within(dialog).findByText(/The folio is settled/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check Out' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Check Out / })).not.toBeInTheDocument());
    await expect(await canvas.findByText('Checked Out')).toBeVisible();
  },
};

/** Charges and payments that meet: settled, nothing to allow. */
export const ZeroBalance: Story = {
  render: stayStory('zero', { charges: [{ category: 'laundry', description: 'Laundry', amount: 18 }], payments: [18] }),
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expectBalance(canvasElement, '$0.00');
    await expect(canvasElement.querySelector('[data-slot="folio-balance"]')).toHaveAttribute('data-state', 'settled');
    await expect(canvas.getByText('Settled')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Allowance' })).not.toBeInTheDocument();
  },
};

/** Paid more than charged: the hotel owes the guest. */
export const CreditBalance: Story = {
  render: stayStory('credit', { charges: [{ category: 'minibar', description: 'Water', amount: 10 }], payments: [50] }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expectBalance(canvasElement, '-$40.00');
    await expect(canvasElement.querySelector('[data-slot="folio-balance"]')).toHaveAttribute('data-state', 'credit');
  },
};

/** An allowance (admin; supervisors, managers and auditors too) takes off what the folio owes, with a reason. */
export const Allowance: Story = {
  render: stayStory('allowance', IN_HOUSE),
  play: async ({ canvasElement }) => {
    const { canvas, lines } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Allowance' }));
    const dialog = await body.findByRole('dialog', { name: /^Allowance for / });
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '7.5');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Noisy room');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant allowance' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Allowance for / })).not.toBeInTheDocument());
    await expectBalance(canvasElement, '$30.00');
    await expect(within(lines).getByRole('row', { name: /Allowance/ })).toHaveTextContent('Reason: Noisy room');
  },
};

/** A receptionist posts and takes payments, but grants no allowance. */
export const AsReceptionist: Story = {
  render: stayStory('receptionist', IN_HOUSE),
  globals: { role: 'receptionist' },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Post charge' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Print bill' })).toHaveAttribute('href', expect.stringMatching(/^\/front-office\/guest-bills\//));
    await expect(canvas.queryByRole('button', { name: 'Allowance' })).not.toBeInTheDocument();
  },
};

/** A group's master folio: its own charges and payments. */
export const GroupFolio: Story = {
  args: { screen: groupScreen },
  render: function GroupStory(args) {
    return <WithFixture name="group" make={makeGroupFolio}>{(id) => <FolioScreen {...args} id={id} />}</WithFixture>;
  },
  play: async ({ canvasElement }) => {
    const { canvas, lines } = await loaded(canvasElement);
    await expect(within(lines).getByRole('row', { name: /Conference hall/ })).toHaveTextContent('$400.00');
    await expect(canvas.getByRole('button', { name: 'Post charge' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
  },
};

/** A city-ledger account's folio: a balance that arrived at a check-out, linked to the stay it came from. */
export const CityFolio: Story = {
  args: { screen: cityScreen },
  render: function CityStory(args) {
    return <WithFixture name="city" make={makeCityFolio}>{(id) => <FolioScreen {...args} id={id} />}</WithFixture>;
  },
  play: async ({ canvasElement }) => {
    const { canvas, lines } = await loaded(canvasElement);
    const moved = within(lines).getAllByRole('row', { name: /Balance moved from/ }).at(-1) as HTMLElement;
    await expect(moved).toHaveTextContent('$86.40');
    await expect(within(moved).getByRole('link', { name: /RES-/ })).toHaveAttribute('href', expect.stringMatching(/^\/front-office\/folios\//));
    await expect(canvas.getByRole('button', { name: 'Take payment' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Post charge' })).not.toBeInTheDocument();
  },
};

/** A reservation with nothing posted yet. */
export const EmptyFolio: Story = {
  render: stayStory('empty', { checkIn: false }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No postings yet')).toBeVisible();
    await expectBalance(canvasElement, '$0.00');
  },
};

/** A folio that does not exist: the server's message. */
export const NotFound: Story = {
  args: { id: 'no-such-stay' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reservation has the id no-such-stay.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { id: 'any' },
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/hotel service is unavailable/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { id: 'any' },
  parameters: { msw: { handlers: { hotel: hotelLoading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading folio' })).toBeVisible();
  },
};

/** At phone width the lines scroll sideways inside their region; the actions wrap. */
export const Phone: Story = {
  render: stayStory('phone', IN_HOUSE),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expectBalance(canvasElement, '$37.50');
  },
};

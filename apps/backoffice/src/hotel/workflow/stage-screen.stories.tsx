import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelPaths, type HotelListResponse, type HotelRecord } from '@hotel/domain';
import type { HttpClient } from '@hotel/shell';
import { makeStay, WithFixture, type StayOptions } from '../folio/story-fixtures';
import { clearToasts, hotelFailing, hotelLoading, hotelScenarios, screenOf, withToaster } from '../shared/story-helpers';
import { StageScreen } from './stage-screen';

const notApproved = screenOf('/store-request/not-approved', 'stage');

const meta = {
  title: 'App/Hotel/StageScreen',
  component: StageScreen,
  args: { screen: notApproved },
  parameters: { layout: 'fullscreen' },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof StageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not-approved store requests: reject needs a note; approve moves the request out of the stage. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('table', { name: notApproved.title });
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    const before = within(grid).getAllByRole('row').length;
    const reject = within(grid).getAllByRole('button', { name: 'Reject' })[0] as HTMLElement;
    await userEvent.click(reject);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: /^Reject/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText('A note is required for this action')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(grid).getAllByRole('button', { name: 'Approve' })[0] as HTMLElement);
    const approve = await body.findByRole('dialog', { name: /^Approve/ });
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeLessThan(before));
  },
};

/** In Turkish: the move's dialog (its description, the note, its refusal, Cancel) in the user's language. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('table');
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    // Reject (the outlined move of the first row): its note is required.
    const moves = grid.querySelector('[data-slot="transition-actions"]') as HTMLElement;
    await userEvent.click(within(moves).getAllByRole('button').at(-1) as HTMLElement);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent(/Kaydın durumu “.+” olur\. Değişiklik kaydın geçmişinde saklanır\./);
    await expect(within(dialog).getByRole('textbox', { name: /^Not/ })).toBeVisible();
    await userEvent.click(within(dialog).getAllByRole('button').find((button) => button.getAttribute('type') === 'submit') as HTMLElement);
    await expect(await within(dialog).findByText('Bu işlem için not zorunludur')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
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

const checkIn = screenOf('/front-office/check-in', 'stage');
const checkOut = screenOf('/front-office/check-out', 'stage');
const body = within(document.body);

/** The list once answered (rows, not the loading skeleton). */
async function rowsOf(canvasElement: HTMLElement, name: string) {
  const grid = await within(canvasElement).findByRole('table', { name });
  await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(grid.querySelector('[data-slot="due-badge"]')).not.toBeNull());
  return grid;
}

/** Searches the list for a story's own reservation (by its notes) and answers its row. */
async function findStay(canvasElement: HTMLElement, name: string, notes: string) {
  const grid = await rowsOf(canvasElement, name);
  // Pasted at once: one search, answered once (typed key by key, a slow machine could send a search per pause).
  await userEvent.click(within(canvasElement).getByRole('searchbox', { name: 'Search room reservations' }));
  await userEvent.paste(notes);
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
  await waitFor(() => expect(grid.querySelector('[data-slot="due-badge"]')).not.toBeNull());
  return within(grid).getAllByRole('row')[1] as HTMLElement;
}

/** After a move the list is fetched again; its old rows stay dimmed until the answer (axe checks after the play). */
const settled = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="data-table"]')).not.toHaveClass('opacity-70'));
};

/** Renders a stage screen once a stay made for the story exists. */
const withStay = (name: string, options: StayOptions): Story['render'] =>
  function StayStory(args) {
    return <WithFixture name={name} make={(client) => makeStay(client, options)}>{() => <StageScreen {...args} />}</WithFixture>;
  };

/** Check In lists the business date's arrivals first, then late ones, then early ones; each row links its folio. */
export const CheckInDue: Story = {
  args: { screen: checkIn },
  play: async ({ canvasElement }) => {
    const grid = await rowsOf(canvasElement, checkIn.title);
    const order = { today: 0, late: 1, early: 2 } as const;
    const states = [...grid.querySelectorAll('[data-slot="due-badge"]')].map((badge) => order[badge.getAttribute('data-state') as keyof typeof order]);
    await expect(states).toEqual([...states].sort((a, b) => a - b));
    await expect(within(grid).getAllByRole('link', { name: /^Folio of RES-/ })[0]).toHaveAttribute('href', expect.stringMatching(/^\/front-office\/folios\//));
  },
};

const EARLY: StayOptions = { arrivesIn: 3, checkIn: false, notes: 'Story early arrival' };

/** An early check-in by an admin: the dialog explains the rule and requires a note; the guest is then in house. */
export const EarlyCheckInAllowed: Story = {
  args: { screen: checkIn },
  render: withStay('early-allowed', { ...EARLY, earlyCheckIn: true }),
  play: async ({ canvasElement }) => {
    const row = await findStay(canvasElement, checkIn.title, 'Story early arrival');
    await expect(within(row).getByText('Early')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Check In' }));
    const dialog = await body.findByRole('dialog', { name: /^Check In / });
    await expect(within(dialog).getByText(/An early check-in needs a note saying why and a front-office supervisor, manager or admin; the arrival moves to today\./)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check In' }));
    await expect(await within(dialog).findByText('A note is required for this action')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Flight moved forward');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check In' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Check In / })).not.toBeInTheDocument());
    await expect(await body.findByText(/^Check In: RES-/)).toBeVisible();
    await settled(canvasElement);
  },
};

/** An early check-in by a receptionist: refused before any call, with who may do it. */
export const EarlyCheckInRefused: Story = {
  args: { screen: checkIn },
  globals: { role: 'receptionist' },
  render: withStay('early-refused', EARLY),
  play: async ({ canvasElement }) => {
    const row = await findStay(canvasElement, checkIn.title, 'Story early arrival');
    await userEvent.click(within(row).getByRole('button', { name: 'Check In' }));
    const dialog = await body.findByRole('dialog', { name: /^Check In / });
    await expect(within(dialog).getByText(/Ask one of them to check the guest in, or wait for the arrival date\./)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Check In' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Check In / })).not.toBeInTheDocument());
    await settled(canvasElement);
  },
};

/** Check Out shows each stay's balance and folio; a stay with a balance checks out through the folio's flow (here to a city-ledger account). */
export const CheckOutWithBalance: Story = {
  args: { screen: checkOut },
  render: withStay('check-out-balance', { charges: [{ category: 'minibar', description: 'Minibar', amount: 37.5 }], notes: 'Story check-out' }),
  play: async ({ canvasElement }) => {
    const row = await findStay(canvasElement, checkOut.title, 'Story check-out');
    await waitFor(() => expect(row.querySelector('[data-slot="stay-balance"]')).toHaveTextContent('$37.50'));
    await expect(within(row).getByRole('link', { name: /^Folio of RES-/ })).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Check Out' }));
    const dialog = await body.findByRole('dialog', { name: /^Check Out RES-/ });
    await expect(await within(dialog).findByText('The folio has a balance of $37.50')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Transfer to a city-ledger account' }));
    const accounts = await within(dialog).findByRole('radiogroup', { name: 'City-ledger account' });
    await userEvent.click(within(accounts).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check Out' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Check Out / })).not.toBeInTheDocument());
    await expect(await body.findByText(/^Check Out: RES-/)).toBeVisible();
    await settled(canvasElement);
  },
};

/** Check Out at a zero balance: the flow confirms and the stay leaves. */
export const CheckOutAtZero: Story = {
  args: { screen: checkOut },
  render: withStay('check-out-zero', { charges: [{ category: 'bar', description: 'Bar', amount: 20 }], payments: [20], notes: 'Story settled stay' }),
  play: async ({ canvasElement }) => {
    const row = await findStay(canvasElement, checkOut.title, 'Story settled stay');
    await waitFor(() => expect(row.querySelector('[data-slot="stay-balance"]')).toHaveAttribute('data-state', 'settled'));
    await userEvent.click(within(row).getByRole('button', { name: 'Check Out' }));
    const dialog = await body.findByRole('dialog', { name: /^Check Out RES-/ });
    await expect(await within(dialog).findByText(/The folio is settled/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check Out' }));
    await expect(await body.findByText(/^Check Out: RES-/)).toBeVisible();
    await settled(canvasElement);
  },
};

const newRequests = screenOf('/store-request/new', 'stage');
const PURPOSE = 'Story: lemons for the bar';

/** A new store request of the signed-in user's own (the seed's new requests are the admin's). */
async function makeOwnRequest(client: HttpClient): Promise<HotelRecord> {
  const firstOf = async (resource: string) => (await client.get<HotelListResponse>(hotelPaths.list(resource), { query: { size: 1 } })).items[0]?.id;
  const record = { store: await firstOf('stores'), department: await firstOf('departments'), stock: await firstOf('stocks'), quantity: 2, neededBy: '2099-01-01', purpose: PURPOSE };
  return client.post<HotelRecord>(hotelPaths.list('store-requests'), { record });
}

/**
 * A waitress on New Store Requests: everyone's drafts are listed, but Submit shows on her own
 * only; another user's draft says whose it is and opens read-only, without Save or Delete.
 */
export const NewRequestsAsWaitress: Story = {
  args: { screen: newRequests },
  globals: { role: 'waitress' },
  render: (args) => <WithFixture name="own-store-request" make={makeOwnRequest}>{() => <StageScreen {...args} />}</WithFixture>,
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('table', { name: newRequests.title });
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(2));
    const rows = within(grid).getAllByRole('row').slice(1);
    const mine = rows.filter((row) => within(row).queryByRole('button', { name: 'Submit Request' }));
    await expect(mine).toHaveLength(1);
    // Hers: needed by the story's date.
    await expect(mine[0]).toHaveTextContent(/Jan 1, 2099/);
    const others = rows.filter((row) => row !== mine[0]);
    for (const row of others) await expect(within(row).getByText(/’s draft: only its owner may submit request\.$/)).toBeVisible();

    await userEvent.click(within(others[0] as HTMLElement).getAllByRole('cell')[1] as HTMLElement);
    const drawer = await body.findByRole('dialog', { name: /^Store Request SRQ-/ });
    await expect(within(drawer).getByText('Only its owner may change, submit or delete it.')).toBeVisible();
    await expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(within(drawer).queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(within(drawer).queryByRole('button', { name: 'Submit Request' })).toBeNull();
    // Read only: Close, not Cancel, in its footer.
    await userEvent.click(within(drawer).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Store Request SRQ-/ })).not.toBeInTheDocument());

    await userEvent.click(within(mine[0] as HTMLElement).getByRole('button', { name: 'Submit Request' }));
    const dialog = await body.findByRole('dialog', { name: /^Submit Request/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await expect(await body.findByText(/^Submit Request: SRQ-/)).toBeVisible();
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: 'Submit Request' })).toHaveLength(0));
    await settled(canvasElement);
  },
};

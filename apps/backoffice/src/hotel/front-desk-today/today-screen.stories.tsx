import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TodayResponse } from '@hotel/domain';
import { makeStay, WithFixture, type Stay } from '../folio/story-fixtures';
import { clearToasts, hotelFailing, hotelWith, screenOf, withToaster } from '../shared/story-helpers';
import { TodayScreen } from './today-screen';

const screen = screenOf('/front-office/daily-room-chart', 'chart');

const meta = {
  title: 'App/Hotel/FrontDesk/Today',
  component: TodayScreen,
  args: { screen },
  parameters: { layout: 'fullscreen' },
  globals: { role: 'receptionist' },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof TodayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const list = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('region', { name: new RegExp(`^${name}`) });

async function dayLoaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="today-screen"]')).toHaveAttribute('data-state', 'ready'), { timeout: 5000 });
}

/** The seeded hotel's day: five lists and the occupancy; in-house guests open their folio. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await dayLoaded(canvasElement);
    for (const name of ['Arrivals', 'Departures', 'In house', 'Stay-overs', 'No-shows']) await expect(list(canvasElement, name)).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: 'Occupancy' })).toHaveTextContent(/\d+% occupied: \d+ of \d+ rooms in service/);
    const inHouse = list(canvasElement, 'In house');
    const first = within(inHouse).queryAllByRole('listitem')[0];
    if (first) await expect(within(first).getByRole('link', { name: /^Open the folio: RES-/ })).toHaveAttribute('href', expect.stringMatching(/^\/front-office\/folios\//));
  },
};

/** In Türkçe: the five lists, the occupancy (%NN) and the stays' buttons in Turkish. */
export const Turkish: Story = {
  globals: { role: 'receptionist', language: 'tr' },
  play: async ({ canvasElement }) => {
    await dayLoaded(canvasElement);
    for (const name of ['Girişler', 'Çıkışlar', 'Konaklayanlar', 'Devam eden konaklamalar', 'Gelmeyenler']) await expect(list(canvasElement, name)).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: 'Doluluk' })).toHaveTextContent(/%\d+(,\d+)? dolu: hizmetteki \d+ odadan \d+ tanesi/);
    await expect(within(canvasElement).getByRole('button', { name: 'Yenile' })).toBeVisible();
    const first = within(list(canvasElement, 'Konaklayanlar')).queryAllByRole('listitem')[0];
    if (first) await expect(within(first).getByRole('link', { name: /^Folyo aç: RES-/ })).toHaveTextContent('Folyo');
  },
};

/** A stay arriving today is checked in with one click and moves to In house and Stay-overs. */
export const CheckIn: Story = {
  render: (args) => (
    <WithFixture name="today-arrival" make={(client) => makeStay(client, { checkIn: false, nights: 2 })}>
      {(stay: Stay) => (
        <>
          <script type="application/json" data-testid="stay">{JSON.stringify(stay)}</script>
          <TodayScreen {...args} />
        </>
      )}
    </WithFixture>
  ),
  play: async ({ canvasElement }) => {
    await dayLoaded(canvasElement);
    const stay = JSON.parse(canvasElement.querySelector('[data-testid="stay"]')?.textContent ?? '{}') as Stay;
    await userEvent.click(within(list(canvasElement, 'Arrivals')).getByRole('button', { name: `Check in: ${stay.number}` }));
    await expect(await body.findByText(`Checked in: ${stay.number}`)).toBeVisible();
    await waitFor(() => expect(within(list(canvasElement, 'In house')).getByRole('listitem', { name: stay.number })).toBeVisible());
    await expect(within(list(canvasElement, 'Stay-overs')).getByRole('listitem', { name: stay.number })).toBeVisible();
    await expect(within(list(canvasElement, 'Arrivals')).queryByRole('listitem', { name: stay.number })).not.toBeInTheDocument();
  },
};

const EMPTY: TodayResponse = { businessDate: '2026-11-22', arrivals: [], departures: [], inHouse: [], stayOvers: [], noShows: [], occupancy: { occupied: 0, rooms: 60, percent: 0 } };

/** A quiet day: every list says it has nobody. */
export const Empty: Story = {
  parameters: { msw: { handlers: { hotel: hotelWith(http.get('*/api/hotel/front-desk/today', () => HttpResponse.json(EMPTY))) } } },
  play: async ({ canvasElement }) => {
    await dayLoaded(canvasElement);
    await expect(within(canvasElement).getByText('No arrivals today.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="today-summary"]')).toHaveTextContent('0 arriving, 0 departing, 0 in house · occupancy 0%');
  },
};

/** A refused check-out (the folio has a balance) shows the server's message on the stay. */
export const CheckOutRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        hotel: hotelWith(
          http.get('*/api/hotel/front-desk/today', () => {
            const stay = { id: 'stay-1', number: 'RES-09001', guest: 'Ada Lovelace', room: '101', arrivalDate: '2026-11-20', departureDate: '2026-11-22', stage: 'checked-in', balanceCents: 12_500 };
            return HttpResponse.json({ ...EMPTY, departures: [stay], inHouse: [stay], occupancy: { occupied: 1, rooms: 60, percent: 2 } });
          }),
          http.post('*/api/hotel/room-reservations/:id/transition', () => HttpResponse.json({ message: 'The folio has a balance of $125.00; take a payment before checking out.' }, { status: 409 })),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await dayLoaded(canvasElement);
    const departures = list(canvasElement, 'Departures');
    await userEvent.click(within(departures).getByRole('button', { name: 'Check out: RES-09001' }));
    await expect(await within(departures).findByRole('alert')).toHaveTextContent('The folio has a balance of $125.00');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/hotel service is unavailable/)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Phone width: the lists stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await dayLoaded(canvasElement);
    const root = canvasElement.querySelector('[data-slot="today-screen"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

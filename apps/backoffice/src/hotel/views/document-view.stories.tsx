import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatFieldValue, hotelPaths, type DocumentType, type HotelListResponse, type HotelRecord } from '@hotel/domain';
import type { HttpClient } from '@hotel/shell';
import { makeStay, WithFixture } from '../folio/story-fixtures';
import { apiGet, hotelFailing, hotelLoading } from '../shared/story-helpers';
import { businessDateTime } from '../shared/use-business-date';
import { DocumentView } from './document-view';

/*
 * The printed documents (GET api/hotel/documents/<type>/<id>) of records the mock API holds or a
 * story makes: every value formatted as the screens show it, each fact once, the hotel's name and
 * address from its profile. Nothing is hard-coded: the plays ask the mock API what to expect.
 */

const meta = {
  title: 'App/Hotel/DocumentView',
  component: DocumentView,
  args: { type: 'guest-bill', id: 'none' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DocumentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renders the document of the record `make` answers (made or found through the mock API). */
const documentOf = (type: DocumentType, make: (client: HttpClient) => Promise<string>): Story['render'] =>
  function DocumentStory() {
    return <WithFixture name={`document:${type}`} make={make}>{(id) => <DocumentView type={type} id={id} />}</WithFixture>;
  };

/** The first record of a resource in a stage (the seed's). */
async function firstOf(client: HttpClient, resource: string, stage: string): Promise<string> {
  const answer = await client.get<HotelListResponse>(hotelPaths.list(resource), { query: { stage, size: 1 } });
  const record = answer.items[0];
  if (!record) throw new globalThis.Error(`The mock API has no ${resource} in ${stage}.`);
  return record.id;
}

/** A stay in house (rate $150.00, breakfast included) with a $12.50 minibar charge and a $45.00 dinner. */
const inHouse = async (client: HttpClient) =>
  (await makeStay(client, { charges: [{ category: 'minibar', description: 'Minibar', amount: 12.5 }, { category: 'restaurant', description: 'Dinner', amount: 45 }] })).id;

const article = (canvasElement: HTMLElement) => within(canvasElement).findByRole('article', {}, { timeout: 20_000 });

/** A part of the document by its data-slot. */
const part = (doc: HTMLElement, slot: string) => doc.querySelector(`[data-slot="${slot}"]`);

/** The value a fact of the document's details shows. */
const fact = (doc: HTMLElement, name: string) => doc.querySelector(`[data-slot="document-facts"] [data-field="${name}"] dd`)?.textContent;

/** How often `text` is printed in the document. */
const times = (doc: HTMLElement, text: string) => (doc.textContent ?? '').split(text).length - 1;

/** The hotel's profile as the mock API holds it (the header prints its name and address). */
const hotelProfile = async () => (await apiGet<HotelListResponse>(`${hotelPaths.list('hotels')}?size=1`)).items[0] as HotelRecord;

/** A guest bill: the hotel's address from its profile, the guest and room once, rate, breakfast, stage and dates as the screens show them. */
export const GuestBill: Story = {
  render: documentOf('guest-bill', inHouse),
  play: async ({ canvasElement }) => {
    const doc = await article(canvasElement);
    const hotel = await hotelProfile();
    await expect(within(doc).getByRole('heading', { name: String(hotel.name) })).toBeVisible();
    await expect(doc.querySelector('header')).toHaveTextContent(String(hotel.address));
    const number = (doc.getAttribute('aria-label') ?? '').replace('Guest Bill ', '');
    const stay = await apiGet<HotelRecord>(hotelPaths.record('room-reservations', (await apiGet<HotelListResponse>(`${hotelPaths.list('room-reservations')}?search=${number}`)).items[0]?.id ?? ''));
    const parties = within(part(doc, 'document-parties') as HTMLElement);
    const room = (await apiGet<HotelRecord>(hotelPaths.record('rooms', String(stay.room)))).number;
    await expect(parties.getByText(String(room))).toBeVisible();
    await expect(times(doc, number)).toBe(1);
    await expect(fact(doc, 'rate')).toBe('$150.00');
    await expect(fact(doc, 'breakfast')).toBe('Yes');
    await expect(fact(doc, 'stage')).toBe('Checked In');
    await expect(fact(doc, 'arrivalDate')).toBe(formatFieldValue({ type: 'date' }, stay.arrivalDate));
    await expect(fact(doc, 'guest')).toBeUndefined();
    await expect(fact(doc, 'room')).toBeUndefined();
    // No raw value: no ISO date, no bare true/false, no stored stage id.
    await expect(doc.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}|\btrue\b|\bfalse\b|checked-in/);
    await expect(part(doc, 'document-totals')).toHaveTextContent('Balance$57.50');
  },
};

/** Printed, the document is the page (a named page without margins: no browser header or footer with the page's address). */
export const PrintedAsItsOwnPage: Story = {
  render: documentOf('guest-bill', inHouse),
  play: async ({ canvasElement }) => {
    const doc = await article(canvasElement);
    await expect(getComputedStyle(doc).getPropertyValue('page')).toBe('hotel-document');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const page = rules.find((rule): rule is CSSPageRule => rule instanceof CSSPageRule && rule.selectorText === 'hotel-document');
    await expect(page?.style.getPropertyValue('margin-top')).toBe('0px');
  },
};

/** A cash receipt: who paid once (at the top), method and date formatted, the amount once as what was paid. */
export const CashReceipt: Story = {
  render: documentOf('cash-receipt', async (client) => {
    const stay = await makeStay(client, { charges: [{ category: 'laundry', description: 'Laundry', amount: 20 }] });
    const payment = await client.post<HotelRecord>(hotelPaths.list('payments'), { record: { kind: 'guest', reservation: stay.id, amount: 20, method: 'card', date: businessDateTime(stay.businessDate) } });
    return payment.id;
  }),
  play: async ({ canvasElement }) => {
    const doc = await article(canvasElement);
    await expect(doc.getAttribute('aria-label')).toMatch(/^Cash Receipt RCP-\d{5}$/);
    await expect(part(doc, 'document-parties')).toHaveTextContent(/^Received from\S/);
    await expect(fact(doc, 'method')).toBe('Card');
    await expect(fact(doc, 'stage')).toBe('Posted');
    await expect(fact(doc, 'date')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    await expect(fact(doc, 'amount')).toBeUndefined();
    await expect(times(doc, '$20.00')).toBe(1);
    await expect(part(doc, 'document-totals')).toHaveTextContent('Paid$20.00');
  },
};

/** A settled docket: its lines with prices in the currency, the tenders by name, the totals once. */
export const Docket: Story = {
  render: documentOf('docket', (client) => firstOf(client, 'pos-sales', 'settled')),
  play: async ({ canvasElement }) => {
    const doc = await article(canvasElement);
    await expect(doc.getAttribute('aria-label')).toMatch(/^Sales Docket DKT-\d{5}$/);
    const rows = within(within(doc).getByRole('table')).getAllByRole('row').slice(1);
    for (const row of rows) await expect(row).toHaveTextContent(/\d+ × .+ @ \$\d/);
    await expect(doc.querySelectorAll('[data-slot="document-tender"]').length).toBeGreaterThan(0);
    await expect(fact(doc, 'amount')).toBeUndefined();
    await expect(fact(doc, 'payment')).toBeUndefined();
    await expect(doc.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  },
};

/** A registration form: the stay's facts, the guest and room as its details. */
export const RegistrationForm: Story = {
  render: documentOf('registration-form', inHouse),
  play: async ({ canvasElement }) => {
    const doc = await article(canvasElement);
    await expect(doc.getAttribute('aria-label')).toMatch(/^Guest Registration Form RES-\d{5}$/);
    await expect(fact(doc, 'guest')).toBeTruthy();
    await expect(fact(doc, 'room')).toMatch(/^\d{3}$/);
    await expect(fact(doc, 'rate')).toBe('$150.00');
    await expect(part(doc, 'document-parties')).toBeNull();
  },
};

/** A gym membership form: numbered by its membership number, the member once, the amount once as its total. */
export const GymForm: Story = {
  render: documentOf('gym-form', (client) => firstOf(client, 'gym-memberships', 'active')),
  play: async ({ canvasElement }) => {
    const doc = await article(canvasElement);
    const number = (doc.getAttribute('aria-label') ?? '').replace('Gym Membership Form ', '');
    await expect(number).toMatch(/^GYM-\d{5}$/);
    const member = fact(doc, 'memberName') ?? '';
    await expect(member).not.toBe('');
    await expect(times(doc, member)).toBe(1);
    await expect(fact(doc, 'amount')).toBeUndefined();
    await expect(fact(doc, 'startDate')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  },
};

/** In Turkish: dates, money and the document's own words (title, parties, lines, totals) in the user's language. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  render: documentOf('guest-bill', inHouse),
  play: async ({ canvasElement }) => {
    const doc = await article(canvasElement);
    await waitFor(() => expect(fact(doc, 'arrivalDate')).toMatch(/^\d{1,2} (Oca|Şub|Mar|Nis|May|Haz|Tem|Ağu|Eyl|Eki|Kas|Ara) \d{4}$/));
    await expect(doc).toHaveAccessibleName(expect.stringMatching(/^Misafir Hesabı /));
    await expect(within(doc).getByText('Misafir Hesabı')).toBeVisible();
    await expect(within(part(doc, 'document-parties') as HTMLElement).getByText('Misafir')).toBeVisible();
    for (const head of ['Tarih', 'Açıklama', 'Tutar']) await expect(within(doc).getByRole('columnheader', { name: head })).toBeVisible();
    await expect(part(doc, 'document-totals')).toHaveTextContent(/^Borç.*Alacak.*Bakiye/);
    await expect(part(doc, 'document-totals')).toHaveAttribute('aria-label', 'Toplamlar');
    await expect(part(doc, 'document-totals')).toHaveTextContent(/Bakiye\$57,50/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelLoading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading document' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The document could not be opened')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A record that is not there: the server's 404 message, and Retry. */
export const NotFound: Story = {
  args: { type: 'cash-receipt', id: 'no-such-payment' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No payment has the id no-such-payment/)).toBeVisible();
  },
};

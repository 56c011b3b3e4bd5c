import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen as page, userEvent, waitFor, within } from 'storybook/test';
import type { ChecklistDocket, ChecklistStay, NightAuditChecklist, NightAuditRun } from '@hotel/domain';
import { chargeADeparture, clearBlockersButOne, emptyChecklist, hotelDown, hotelHanging, ledgerEmpty, ledgerScreen, settled, withHotel } from '../testing/ledger-story-kit';
import { NightAudit } from './night-audit';

const meta = {
  title: 'App/Hotel/Ledger/NightAudit',
  component: NightAudit,
  args: { screen: ledgerScreen('night-audit') },
  parameters: { layout: 'fullscreen', route: '/auditor/night-audit' },
} satisfies Meta<typeof NightAudit>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The run section, once the checklist has loaded. */
const runSection = async (canvas: Canvas) => canvas.findByRole('region', { name: /^Close / });
const runButton = (canvas: Canvas) => canvas.findByRole('button', { name: 'Run night audit' });

/** The seeded hotel (60 days of history): today's departures and open dockets block the close. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await runSection(canvas);
    await expect(await runButton(canvas)).toBeDisabled();
    await expect(canvas.getByText(/The day cannot be closed yet: \d+ departures? still in house/)).toBeVisible();
    await expect(canvas.getByText(/last audit .* by /)).toBeVisible();
    const history = canvas.getByRole('table', { name: 'Night audit history' });
    await waitFor(() => expect(within(history).getAllByRole('row').length).toBeGreaterThan(5));
  },
};

let charged: ChecklistStay | undefined;

/** A departure whose folio has a balance says so and links to its folio instead of offering a check-out that would fail. */
export const DepartureWithBalance: Story = {
  beforeEach: async () => {
    charged = await chargeADeparture(12.5);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (!charged) throw new globalThis.Error('The seed has no departure in house today.');
    const folio = await canvas.findByRole('link', { name: `Open the folio of ${charged.number}` });
    const item = folio.closest('li') as HTMLElement;
    await expect(within(item).getByText(/The folio has a balance: settle or transfer it before check-out\./)).toBeVisible();
    await expect(within(item).queryByRole('button', { name: /^Check out/ })).not.toBeInTheDocument();
    await expect(folio).toHaveAttribute('href', `/front-office/folios/${charged.id}`);
  },
};

let kept: { departure?: ChecklistStay; docket?: ChecklistDocket } = {};

/** The business date the header shows. */
const shownDate = (root: HTMLElement) => root.querySelector('[data-slot="night-audit-date"] strong')?.textContent ?? '';

/** The auditor checks out the last departure, closes the last docket, then runs the audit: the figures show and the next day's checklist loads. */
export const RunTheAudit: Story = {
  beforeEach: async () => {
    kept = await clearBlockersButOne();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { departure, docket } = kept;
    if (!departure || !docket) throw new globalThis.Error('The seed has no zero-balance departure or no open docket today.');
    await userEvent.click(await canvas.findByRole('button', { name: `Check out ${departure.number}` }));
    await expect(await canvas.findByText(`${departure.number} checked out.`)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: `Close table ${docket.number}` }));
    await expect(await canvas.findByText(`${docket.number} closed.`)).toBeVisible();
    const run = await runButton(canvas);
    await waitFor(() => expect(run).toBeEnabled());
    const closed = shownDate(canvasElement);
    await userEvent.click(run);
    const dialog = await page.findByRole('alertdialog', { name: `Close the business date ${closed}?` });
    await expect(dialog).toHaveTextContent(/room nights? .* moves the business date to/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run night audit' }));
    await expect(await canvas.findByText(new RegExp(`^${closed} is closed\\. The business date is now`))).toBeVisible();
    // The checklist reloads for the new business date, and the run heads the history.
    await waitFor(() => expect(shownDate(canvasElement)).not.toBe(closed));
    await expect(await canvas.findByRole('region', { name: `Close ${shownDate(canvasElement)}` })).toBeVisible();
    const history = canvas.getByRole('table', { name: 'Night audit history' });
    await waitFor(() => expect(within(history).getAllByRole('row')[1]).toHaveTextContent(closed));
    await settled(canvasElement);
  },
};

/** A check-out the server refuses (409): its message shows under the stay, and nothing changes. */
export const RefusedCheckOut: Story = {
  parameters: {
    msw: {
      handlers: {
        hotel: withHotel(
          http.post('*/api/hotel/room-reservations/:id/transition', () =>
            HttpResponse.json({ code: 'CONFLICT', message: 'The folio has a balance of $12.50; take a payment, or transfer it, before checking out.' }, { status: 409 }),
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [checkOut] = await canvas.findAllByRole('button', { name: /^Check out / });
    await userEvent.click(checkOut as HTMLElement);
    await expect(await canvas.findByText('The folio has a balance of $12.50; take a payment, or transfer it, before checking out.')).toBeVisible();
    await expect(canvas.getByText(/: refused, nothing changed$/)).toBeVisible();
    await settled(canvasElement);
  },
};

const ready: NightAuditChecklist = { ...emptyChecklist('2026-11-25'), lastAudit: { date: '2026-11-24', at: '2026-11-25T02:05:00.000Z', by: 'Ingrid Halvorsen', byId: 'user-03' }, inHouse: 2, expected: { roomNights: 2, roomRevenue: 300, tax: 22.5 } };

/** The day was closed elsewhere meanwhile: the run answers 409 with the server's message and the checklist is read again. */
export const LockedDay: Story = {
  parameters: {
    msw: {
      handlers: {
        hotel: withHotel(
          http.get('*/api/hotel/night-audit', () => HttpResponse.json(ready)),
          http.post('*/api/hotel/night-audit', () =>
            HttpResponse.json({ code: 'CONFLICT', message: '2026-11-25 is already closed; the business date is 2026-11-26. Refresh and audit 2026-11-26.' }, { status: 409 }),
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const run = await runButton(canvas);
    await waitFor(() => expect(run).toBeEnabled());
    await userEvent.click(run);
    const dialog = await page.findByRole('alertdialog', { name: 'Close the business date 25-Nov-2026?' });
    await expect(dialog).toHaveTextContent('2 room nights ($300.00 room revenue and $22.50 tax)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run night audit' }));
    await expect(await canvas.findByText('The night audit was refused; nothing changed')).toBeVisible();
    await expect(canvas.getByText(/2026-11-25 is already closed; the business date is 2026-11-26/)).toBeVisible();
    await settled(canvasElement);
  },
};

/** A checklist with nothing blocking and no history (a new hotel): the run is open. */
export const Empty: Story = {
  parameters: { msw: { handlers: { hotel: ledgerEmpty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await runButton(canvas)).toBeEnabled());
    await expect(canvas.getByText('None: every stay due out has checked out.')).toBeVisible();
    await expect(canvas.getByText(/no audit has run yet/)).toBeVisible();
    await expect(await canvas.findByText('No night audit has run yet')).toBeVisible();
  },
};

/** In Türkçe, the seeded hotel: the business date, the checklist's sections, why the day cannot close, and the history, all in Turkish. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: /^\d{2}-[^\s-]+-\d{4} gününü kapat$/ });
    await expect(await canvas.findByRole('button', { name: 'Gece denetimini çalıştır' })).toBeDisabled();
    await expect(canvas.getByText(/^Gün henüz kapatılamaz: çıkışı yapılmamış \d+ konaklama/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="night-audit-date"]')).toHaveTextContent(/^İş günü \d{2}-[^\s-]+-\d{4} · son denetim \d{2}-[^\s-]+-\d{4}, .+ \(.+\)$/);
    for (const heading of ['Çıkışı yapılmamış konaklamalar', 'Açık adisyonlar', 'Girişi yapılmamış gelişler']) {
      await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Yenile' })).toBeVisible();
    const history = canvas.getByRole('table', { name: 'Gece denetimi geçmişi' });
    await expect(within(history).getByRole('columnheader', { name: 'Kapatılan gün' })).toBeVisible();
    await waitFor(() => expect(within(history).getAllByRole('row').length).toBeGreaterThan(5));
  },
};

/** In Türkçe, a day ready to close: the confirmation says what the audit posts, with Turkish dates and money, and Cancel leaves it open. */
export const TurkishConfirm: Story = {
  globals: { language: 'tr' },
  parameters: { msw: { handlers: { hotel: withHotel(http.get('*/api/hotel/night-audit', () => HttpResponse.json(ready))) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const run = await canvas.findByRole('button', { name: 'Gece denetimini çalıştır' });
    await waitFor(() => expect(run).toBeEnabled());
    await expect(canvas.getByRole('region', { name: '25-Kas-2026 gününü kapat' })).toBeVisible();
    await expect(canvas.getByLabelText('Denetimin işleyecekleri')).toHaveTextContent(/Konaklamadaki misafirler2Oda geceleri2Oda geliri\$300,00Vergi\$22,50/);
    await userEvent.click(run);
    const dialog = await page.findByRole('alertdialog', { name: '25-Kas-2026 iş günü kapatılsın mı?' });
    await expect(dialog).toHaveTextContent('2 oda gecesi ($300,00 oda geliri ve $22,50 vergi)');
    await expect(dialog).toHaveTextContent('iş günü 26-Kas-2026 tarihine geçer. Bu işlem geri alınamaz.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(run).toBeEnabled();
  },
};

const stay = (i: number, balance: number): ChecklistStay => ({
  id: `stay-${i}`, number: `RES-${String(10000 + i)}`, guest: `Guest With A Rather Long Family Name ${i}`, room: String(100 + i), arrivalDate: '2026-11-20', departureDate: '2026-11-25', balance,
});
const many: NightAuditChecklist = {
  ...ready,
  arrivals: Array.from({ length: 40 }, (_, i) => stay(i, 0)),
  departures: Array.from({ length: 25 }, (_, i) => stay(100 + i, i % 3 === 0 ? 1234.56 * (i + 1) : 0)),
  openDockets: Array.from({ length: 15 }, (_, i) => ({ id: `docket-${i}`, resource: 'pos-orders' as const, number: `ORD-${String(20000 + i)}`, label: `Table T${i} · Main Restaurant`, amount: 45.5 * (i + 1) })),
  inHouse: 180, expected: { roomNights: 180, roomRevenue: 27000, tax: 2025 }, blocked: true,
};
const run = (i: number): NightAuditRun => ({ closedDate: `2016-01-${String((i % 28) + 1).padStart(2, '0')}`, businessDate: '2016-01-02', roomNights: 150 + (i % 30), roomRevenue: 22500 + i, tax: 1687.5, noShows: i % 4, at: '2016-01-02T02:05:00.000Z', by: 'Ingrid Halvorsen', byId: 'user-03' });

/** A big night: 40 arrivals, 25 departures, 15 dockets, ten years of history. */
export const Many: Story = {
  parameters: {
    msw: {
      handlers: {
        hotel: withHotel(
          http.get('*/api/hotel/night-audit', () => HttpResponse.json(many)),
          http.get('*/api/hotel/night-audit/history', ({ request }) => {
            const url = new URL(request.url);
            const size = Number(url.searchParams.get('size') ?? 25);
            const pageNo = Number(url.searchParams.get('page') ?? 1);
            return HttpResponse.json({ items: Array.from({ length: size }, (_, i) => run((pageNo - 1) * size + i)), total: 3650, page: pageNo, size });
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('25 blocking')).toBeVisible();
    await expect(canvas.getByText('40 to handle')).toBeVisible();
    await expect(await runButton(canvas)).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { hotel: hotelDown } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The night audit checklist could not be loaded')).toBeVisible();
    await expect(canvas.getAllByText(/The ledger service failed/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelHanging } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading the night audit checklist' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Night audit history' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** As the auditor: no check-in (the front office's move), but check-out of late departures, no-show and table closure, as the workflow declares. */
export const AsAuditor: Story = {
  globals: { role: 'auditor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await runSection(canvas);
    await expect(canvas.queryByRole('button', { name: /^Check in / })).not.toBeInTheDocument();
    await expect((await canvas.findAllByRole('button', { name: /^Mark no-show / })).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: /^Check out / }).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('link', { name: /^Open the docket / }).length).toBeGreaterThan(0);
  },
};

/** As a manager: check-in, check-out and closing the listed tables, but no link into the auditor's table-closure screen. */
export const AsManager: Story = {
  globals: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await runSection(canvas);
    await expect((await canvas.findAllByRole('button', { name: /^Check in / })).length).toBeGreaterThan(0);
    // A manager may close a table the checklist lists, but the auditor's table-closure screen is not theirs.
    await expect((await canvas.findAllByRole('button', { name: /^Close table / })).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('link', { name: /^Open the docket / })).not.toBeInTheDocument();
  },
};

const unsettled: NightAuditChecklist = {
  ...ready,
  departures: [],
  openDockets: [
    { id: 'order-1', resource: 'pos-orders', number: 'ORD-20001', label: 'Table T4 · Main Restaurant', amount: 64 },
    { id: 'docket-1', resource: 'pos-sales', number: 'DKT-00412', label: 'Table 7 · Pool Bar (sent)', amount: 18.5 },
  ],
  blocked: true,
};

/** A table order and an unsettled docket: the order closes here; the docket is settled at its till or cancelled on the live tables, so it offers no "Close table" that would fail. */
export const UnsettledDocket: Story = {
  globals: { role: 'auditor' },
  parameters: { msw: { handlers: { hotel: withHotel(http.get('*/api/hotel/night-audit', () => HttpResponse.json(unsettled))) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Open the live tables for DKT-00412' });
    await expect(link).toHaveAttribute('href', '/auditor/live-table');
    const item = link.closest('li') as HTMLElement;
    await expect(within(item).getByText('Unsettled docket')).toBeVisible();
    await expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Close table ORD-20001' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await runSection(within(canvasElement));
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { viewport: { defaultViewport: 'desktop' } },
  play: async ({ canvasElement }) => {
    await runSection(within(canvasElement));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelFailing, hotelLoading, screenOf } from '../shared/story-helpers';
import { addDays, formatStayDates } from './model';
import { fixtureOf, generatedChartHandlers, readStay, WithBookedStays } from './story-fixtures';
import { TapeChart } from './tape-chart';

const chart = screenOf('/front-office/reservation-chart', 'chart');

const meta = {
  title: 'App/Hotel/TapeChart',
  component: TapeChart,
  args: { screen: chart },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TapeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };
const GRID = `${chart.title}: rooms by day`;

/** The grid once the chart is loaded. */
async function grid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const element = await canvas.findByRole('grid', { name: GRID }, LOAD);
  return { canvas, grid: within(element), element };
}

/** Shows only the fixture's room (the filter box), and answers its bars. */
async function fixtureRoom(canvasElement: HTMLElement) {
  const { canvas, grid: g, element } = await grid(canvasElement);
  const fixture = fixtureOf(canvasElement);
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter rooms' }), fixture.room);
  await waitFor(() => expect(g.getAllByRole('rowheader').some((h) => h.textContent === fixture.room)).toBe(true), LOAD);
  return { canvas, grid: g, element, fixture };
}

const bar = (g: ReturnType<typeof within>, number: string) => g.findByRole('button', { name: new RegExp(`^${number},`) }, LOAD);

/** The seed's hotel over the coming 14 days from the business date: rooms by floor, stays as bars, today marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, grid: g, element } = await grid(canvasElement);
    await waitFor(() => expect(g.getAllByRole('button', { name: /^RES-/ }).length).toBeGreaterThan(0), LOAD);
    await expect(element.querySelector('[aria-current="date"]')).not.toBeNull();
    await expect(g.getAllByRole('rowheader')[0]).toHaveTextContent(/Floor|Ground|First|\w/);
    await expect(canvas.getByRole('button', { name: '14 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'By category' }));
    await expect(canvas.getByRole('button', { name: 'By category' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(element).toHaveAttribute('aria-colcount', '31'), LOAD);
  },
};

/** In Türkçe: the toolbar, the legend, the day headers ('Cmt 12') and the bars' names in Turkish. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await canvas.findByRole('grid', { name: /: günlere göre odalar$/ }, LOAD);
    const g = within(element);
    await waitFor(() => expect(g.getAllByRole('button', { name: /^RES-/ }).length).toBeGreaterThan(0), LOAD);
    const day = /^(Paz|Pzt|Sal|Çar|Per|Cum|Cmt) \d{1,2} (Oca|Şub|Mar|Nis|May|Haz|Tem|Ağu|Eyl|Eki|Kas|Ara): giriş \d+, çıkış \d+$/;
    await expect(g.getAllByRole('columnheader').slice(1)[0]).toHaveAccessibleName(day);
    await expect(g.getAllByRole('columnheader')[0]).toHaveTextContent('Oda');
    await expect(g.getAllByRole('columnheader').slice(1)[0]).toHaveTextContent(/^(Paz|Pzt|Sal|Çar|Per|Cum|Cmt) \d{1,2}/);
    await expect(g.getAllByRole('button', { name: /^RES-/ })[0]).toHaveAccessibleName(/, oda \S+, \d{1,2}(–| )/);
    await expect(canvas.getByRole('button', { name: 'Yeni rezervasyon' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '14 gün' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Kategoriye göre' }));
    await expect(canvas.getByRole('button', { name: 'Kategoriye göre' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('list', { name: 'Açıklamalar' })).toHaveTextContent('Bakiye borcu var');
    await expect(canvas.getByText(/^Doluluk %\d+(,\d+)? \(/)).toBeInTheDocument();
  },
};

/** Rooms but not a single stay (generated): an empty grid, still reachable with the keyboard. */
export const EmptyHotel: Story = {
  parameters: { msw: { handlers: { hotel: generatedChartHandlers({ rooms: 40, stays: 0 }) } } },
  play: async ({ canvasElement }) => {
    const { canvas, grid: g, element } = await grid(canvasElement);
    await expect(g.queryAllByRole('button')).toHaveLength(0);
    await expect(element).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByText(/^Occupancy 0%/)).toBeInTheDocument();
  },
};

/** No rooms at all (every list empty). */
export const NoRooms: Story = {
  parameters: { msw: { handlers: { hotel: generatedChartHandlers({ rooms: 0 }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No rooms are set up yet.', {}, LOAD)).toBeInTheDocument();
  },
};

/** Every room booked every night (generated): bars end to end. */
export const FullHotel: Story = {
  parameters: { msw: { handlers: { hotel: generatedChartHandlers({ rooms: 40, full: true }) } } },
  play: async ({ canvasElement }) => {
    const { canvas, grid: g } = await grid(canvasElement);
    await waitFor(() => expect(g.getAllByRole('button', { name: /^RES-/ }).length).toBeGreaterThan(40), LOAD);
    await expect(canvas.getByText(/^Occupancy 100%/)).toBeInTheDocument();
  },
};

/** 200 rooms, 90 days, 5,000 stays and an out-of-order room in 25 (generated): only the rows in view are in the page. */
export const TwoHundredRooms: Story = {
  args: { initialSpan: 90 },
  parameters: { msw: { handlers: { hotel: generatedChartHandlers({ rooms: 200, stays: 5000, outOfOrderEvery: 25 }) } } },
  // Checks only: the chart stays as it loads (the scroll and drag bench, `scripts/scroll.bench.ts`, measures this story).
  play: async ({ canvasElement }) => {
    const { element } = await grid(canvasElement);
    await expect(element).toHaveAttribute('aria-rowcount', String(200 + 10 + 1));
    await expect(element.querySelectorAll('[role="row"]').length).toBeLessThan(60);
    await waitFor(() => expect(element.querySelectorAll('[data-slot="stay-bar"]').length).toBeGreaterThan(0), LOAD);
  },
};

/** The 200-room chart filtered by a room number: one row, its out-of-order block with the reason. */
export const FilterTwoHundredRooms: Story = {
  args: { initialSpan: 90 },
  parameters: { msw: { handlers: { hotel: generatedChartHandlers({ rooms: 200, stays: 5000, outOfOrderEvery: 25 }) } } },
  play: async ({ canvasElement }) => {
    const { canvas, element } = await grid(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter rooms' }), '1020');
    await waitFor(() => expect(element.querySelectorAll('[data-room]')).toHaveLength(1), LOAD);
    await expect(within(element).getByText('Out of order: Bathroom renovation')).toBeInTheDocument();
  },
};

/** Long guest, floor and category names: bars and headings truncate, nothing overflows the page. */
export const LongNames: Story = {
  parameters: { msw: { handlers: { hotel: generatedChartHandlers({ rooms: 12, stays: 40, longNames: true }) } } },
  play: async ({ canvasElement }) => {
    const { grid: g } = await grid(canvasElement);
    await expect(g.getAllByText(/the east wing overlooking/).length).toBeGreaterThan(0);
    await expect((await g.findAllByRole('button', { name: /Featherstonehaugh/ }, LOAD)).length).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1);
  },
};

/** A stay picked up with Enter, moved a day later and a room down with the arrows, dropped with Enter: the API has it. */
export const MoveByKeyboard: Story = {
  render: (args) => <WithBookedStays {...args} nights={[[3, 5]]} />,
  play: async ({ canvasElement }) => {
    const { grid: g, fixture } = await fixtureRoom(canvasElement);
    const [stay] = fixture.stays;
    if (!stay) throw new Error('no stay booked');
    const before = await readStay(stay.id);
    (await bar(g, stay.number)).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="tape-live"]')).toHaveTextContent(`Picked up ${stay.number}`));
    await userEvent.keyboard('{ArrowRight}');
    const arrival = addDays(String(before.arrivalDate), 1);
    const departure = addDays(String(before.departureDate), 1);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="tape-live"]')).toHaveTextContent(`Moving ${stay.number} to room ${fixture.room}, ${formatStayDates(arrival, departure)}`));
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="alert-description"]')).toHaveTextContent(new RegExp(`^${stay.number} moved to room ${fixture.room}`)), LOAD);
    await waitFor(async () => expect(await readStay(stay.id)).toMatchObject({ arrivalDate: arrival, departureDate: addDays(departure, 1) }), LOAD);
    await waitFor(() => expect(g.getByRole('button', { name: new RegExp(`^${stay.number},`) })).toHaveFocus(), LOAD);
  },
};

/** Moved onto the next stay of the room: the API answers 409, the bar goes back with the message; into the past and below one night are refused before any call. */
export const ClashRefused: Story = {
  render: (args) => <WithBookedStays {...args} nights={[[3, 5], [6, 8]]} />,
  play: async ({ canvasElement }) => {
    const { canvas, grid: g, fixture } = await fixtureRoom(canvasElement);
    const [first, second] = fixture.stays;
    if (!first || !second) throw new Error('no stays booked');
    const before = await readStay(first.id);
    const label = (await bar(g, first.number)).getAttribute('aria-label');
    const live = canvasElement.querySelector('[data-slot="tape-live"]');
    (await bar(g, first.number)).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(live).toHaveTextContent(`Moving ${first.number} to room ${fixture.room}, ${formatStayDates(addDays(String(before.arrivalDate), 2), addDays(String(before.departureDate), 2))}`));
    await expect(document.activeElement).toHaveAttribute('data-stay-id', first.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(live).toHaveTextContent(/back where it was/), LOAD);
    const alert = () => canvasElement.querySelector('[role="alert"]');
    await waitFor(() => expect(alert()).toHaveTextContent(`Room is already booked by ${second.number}`), LOAD);
    await waitFor(() => expect(g.getByRole('button', { name: new RegExp(`^${first.number},`) })).toHaveAttribute('aria-label', label ?? ''));
    await expect(await readStay(first.id)).toMatchObject({ arrivalDate: before.arrivalDate, departureDate: before.departureDate });

    (await bar(g, first.number)).focus();
    await userEvent.keyboard('{Enter}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
    await waitFor(() => expect(alert()).toHaveTextContent('A stay cannot move into the past'));
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    (await bar(g, first.number)).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="tape-live"]')).toHaveTextContent(`Moving ${first.number} to room ${fixture.room}`));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(alert()).toHaveTextContent('A stay lasts at least one night.'));
    await expect(await readStay(first.id)).toMatchObject({ arrivalDate: before.arrivalDate, departureDate: before.departureDate, room: before.room });
  },
};

/**
 * Day `k` of the days drawn, on the one room row shown: its date, the point at its middle and what
 * is there (a free day has no element: the row itself), and its cell once it is drawn (selected).
 */
function dayAt(element: HTMLElement, k: number) {
  const row = element.querySelector<HTMLElement>('[role="row"][data-room]');
  const header = element.querySelectorAll<HTMLElement>('[role="columnheader"][data-date]')[k];
  if (!row || !header) throw new Error(`no day ${k} on a room row`);
  const date = header.dataset.date ?? '';
  const [h, r] = [header.getBoundingClientRect(), row.getBoundingClientRect()];
  const coords = { clientX: h.left + h.width / 2, clientY: r.top + r.height / 2 };
  const target = document.elementFromPoint(coords.clientX, coords.clientY) as HTMLElement;
  return { date, coords, target, cell: () => row.querySelector(`[role="gridcell"][data-date="${date}"]`) };
}

/** A press dragged across free cells of a room opens the new reservation form with the room and the nights. */
export const NewStayByDrag: Story = {
  render: (args) => <WithBookedStays {...args} nights={[[3, 5]]} />,
  play: async ({ canvasElement }) => {
    const { fixture, element } = await fixtureRoom(canvasElement);
    const [start, end, first] = [dayAt(element, 7), dayAt(element, 9), dayAt(element, 0)];
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: start.target, coords: start.coords },
      { target: end.target, coords: end.coords },
      { keys: '[/MouseLeft]', target: end.target, coords: end.coords },
    ]);
    const body = within(document.body);
    const drawer = within(await body.findByRole('dialog', { name: /New room reservation/ }, LOAD));
    await expect(drawer.getByLabelText(/^Arrival/)).toHaveValue(start.date);
    await expect(drawer.getByLabelText(/^Departure/)).toHaveValue(addDays(end.date, 1));
    await expect(drawer.getAllByText(fixture.room).length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    // The keyboard's way: New reservation opens the same form from the first day shown.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New reservation' }));
    const blank = within(await body.findByRole('dialog', { name: /New room reservation/ }, LOAD));
    await expect(blank.getByLabelText(/^Arrival/)).toHaveValue(first.date);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
  },
};

/**
 * Touch: a finger held on a free cell, then dragged, selects the nights it crosses and opens the
 * form (a quick drag scrolls the chart instead; the hook's unit tests time that with a fake clock).
 */
export const NewStayByTouchHold: Story = {
  render: (args) => <WithBookedStays {...args} nights={[[3, 5]]} />,
  play: async ({ canvasElement }) => {
    const { element } = await fixtureRoom(canvasElement);
    const [start, end] = [dayAt(element, 7), dayAt(element, 10)];
    const touch = (type: string, day: ReturnType<typeof dayAt>) => {
      day.target.dispatchEvent(
        new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 11, pointerType: 'touch', isPrimary: true, button: type === 'pointermove' ? -1 : 0, ...day.coords }),
      );
    };
    touch('pointerdown', start);
    // Held: the night is selected (its cell drawn, selected) once the hold is long enough (however long this machine takes).
    await waitFor(() => expect(start.cell()).toHaveAttribute('aria-selected', 'true'), LOAD);
    touch('pointermove', end);
    await waitFor(() => expect(end.cell()).toHaveAttribute('aria-selected', 'true'), LOAD);
    touch('pointerup', end);
    const body = within(document.body);
    const drawer = within(await body.findByRole('dialog', { name: /New room reservation/ }, LOAD));
    await expect(drawer.getByLabelText(/^Arrival/)).toHaveValue(start.date);
    await expect(drawer.getByLabelText(/^Departure/)).toHaveValue(addDays(end.date, 1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
  },
};

/** The calls never answer. */
export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelLoading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the chart' })).toBeInTheDocument();
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

/** A phone: the toolbar wraps, the grid scrolls both ways under its sticky room column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const { element } = await grid(canvasElement);
    await expect(element.scrollWidth).toBeGreaterThan(element.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1);
  },
};

/** A tablet. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const { grid: g } = await grid(canvasElement);
    await waitFor(() => expect(g.getAllByRole('button', { name: /^RES-/ }).length).toBeGreaterThan(0), LOAD);
  },
};

/** Dark scheme: bars, blocks and headings keep their contrast (axe checks it). */
export const Dark: Story = {
  globals: { scheme: 'dark' },
  parameters: { msw: { handlers: { hotel: generatedChartHandlers({ rooms: 30, stays: 120, outOfOrderEvery: 7 }) } } },
  play: async ({ canvasElement }) => {
    const { grid: g } = await grid(canvasElement);
    await expect(document.documentElement).toHaveClass('dark');
    await expect(g.getAllByText(/^Out of order:/).length).toBeGreaterThan(0);
  },
};

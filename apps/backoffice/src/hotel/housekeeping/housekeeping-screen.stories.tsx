import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { housekeepingPaths, type HousekeepingBoardResponse, type HousekeepingRoom } from '@hotel/domain';
import { WithFixture } from '../folio/story-fixtures';
import { apiGet, clearToasts, hotelFailing, hotelLoading, hotelWith, screenOf, withToaster } from '../shared/story-helpers';
import { HousekeepingScreen } from './housekeeping-screen';
import { boardAnswering, fakeBoard, STORY_DATE } from './story-board';

const available = screenOf('/housekeeping/available', 'housekeeping');
const cleaning = screenOf('/housekeeping/cleaning', 'housekeeping');
const outOfOrder = screenOf('/housekeeping/out-of-order', 'housekeeping');
/** The board with no state preselected (every room shows). */
const everyState = { ...available, states: [] };

const meta = {
  title: 'App/Hotel/Housekeeping/Board',
  component: HousekeepingScreen,
  args: { screen: available },
  parameters: { layout: 'fullscreen' },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof HousekeepingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const tiles = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="room-tile"]')];
const count = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="bulk-count"]');

async function boardLoaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="housekeeping-screen"]')).toHaveAttribute('data-state', 'ready'), { timeout: 5000 });
}

/** Available Rooms: the seeded hotel by floor, Clean and Inspected preselected; Space on a tile selects it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await boardLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Clean' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Inspected' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Dirty' })).toHaveAttribute('aria-pressed', 'false');
    const shown = tiles(canvasElement);
    await expect(shown.length).toBeGreaterThan(0);
    await expect(shown.every((tile) => tile.dataset.state === 'clean' || tile.dataset.state === 'inspected')).toBe(true);
    // State and occupancy as text, not colour only.
    await expect(shown[0]?.querySelector('[data-slot="room-state"]')).toHaveTextContent(/Clean|Inspected/);
    await expect(shown[0]?.querySelector('[data-slot="room-occupancy"]')).toHaveTextContent(/Vacant|Occupied|Arriving|Departing/);
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(/Ground Floor|Floor/);
    await expect(canvasElement.querySelector('[data-slot="board-summary"]')).toHaveTextContent(/^60 rooms: /);
    // Keyboard: the tile's checkbox takes the focus, Space selects.
    const first = within(shown[0] as HTMLElement).getByRole('checkbox');
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-checked', 'true');
    await expect(count(canvasElement)).toHaveTextContent(`1 of ${shown.length} selected`);
    // Every state: the out-of-order rooms show their tiles too.
    await userEvent.click(canvas.getByRole('button', { name: 'Every state' }));
    await waitFor(() => expect(tiles(canvasElement)).toHaveLength(60));
  },
};

/** In Türkçe: filters, states, occupancy, the status line, the bulk bar and the out-of-order dates in Turkish. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    await boardLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Temiz' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Kirli' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.querySelector('[data-slot="board-summary"]')).toHaveTextContent(/^60 oda: /);
    await expect(canvas.getByLabelText('Gösterilenlerin tümünü seç')).toBeInTheDocument();
    const shown = tiles(canvasElement);
    await expect(shown[0]?.querySelector('[data-slot="room-occupancy"]')).toHaveTextContent(/Boş|Dolu|Gelecek|Ayrılacak/);
    await expect(count(canvasElement)).toHaveTextContent(`${shown.length} odadan 0 tanesi seçili`);
    await userEvent.click(canvas.getByRole('button', { name: 'Tüm durumlar' }));
    await waitFor(() => expect(tiles(canvasElement)).toHaveLength(60));
    const broken = tiles(canvasElement).find((tile) => tile.dataset.state === 'out-of-order');
    await expect(broken?.querySelector('[data-slot="room-state"]')).toHaveTextContent('Arızalı');
    await expect(broken?.querySelector('[data-slot="room-out-of-order"]')).toHaveTextContent(/Başlangıç: |Dönüş/);
  },
};

/** Rooms To Clean, as housekeeping: select two vacant dirty rooms, mark them clean; the API's rooms are available again. */
export const BulkMarkClean: Story = {
  args: { screen: cleaning },
  globals: { role: 'housekeeping' },
  play: async ({ canvasElement }) => {
    await boardLoaded(canvasElement);
    const picked = tiles(canvasElement).filter((tile) => tile.dataset.occupancy === 'vacant').slice(0, 2);
    await expect(picked).toHaveLength(2);
    for (const tile of picked) await userEvent.click(within(tile).getByRole('checkbox'));
    await expect(count(canvasElement)).toHaveTextContent(/^2 of \d+ selected$/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark clean' }));
    await expect(await body.findByText('2 rooms marked clean')).toBeVisible();
    const ids = picked.map((tile) => tile.dataset.id ?? '');
    await waitFor(() => expect(ids.every((id) => !canvasElement.querySelector(`[data-id="${id}"]`))).toBe(true));
    for (const id of ids) await expect((await apiGet<{ stage: string }>(`api/hotel/rooms/${id}`)).stage).toBe('available');
    const board = await apiGet<HousekeepingBoardResponse>(housekeepingPaths.board);
    await expect(board.rooms.filter((r) => ids.includes(r.id)).map((r) => r.housekeeping)).toEqual(['clean', 'clean']);
  },
};

/** Out Of Order Rooms: reason and dates on each tile; marking them clean is refused (409) with the server's message, nothing changed. */
export const Refused: Story = {
  args: { screen: outOfOrder },
  globals: { role: 'housekeeping' },
  play: async ({ canvasElement }) => {
    await boardLoaded(canvasElement);
    const shown = tiles(canvasElement);
    await expect(shown.length).toBeGreaterThan(0);
    await expect(shown[0]?.querySelector('[data-slot="room-out-of-order"]')).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Select all shown' }));
    await expect(count(canvasElement)).toHaveTextContent(`${shown.length} of ${shown.length} selected`);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark clean' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Nothing was changed');
    await expect(alert).toHaveTextContent(/out of order\. Only dirty rooms can be marked clean/);
    await expect(tiles(canvasElement)).toHaveLength(shown.length);
  },
};

/** A housekeeper (Grace Mwangi) sees the rooms assigned to her first, under "My rooms". */
export const Housekeeper: Story = {
  globals: { role: 'house-keeper' },
  render: (args) => (
    <WithFixture
      name="housekeeper-rooms"
      make={async (client) => {
        const board = await client.get<HousekeepingBoardResponse>(housekeepingPaths.board);
        const me = board.housekeepers.find((h) => h.name === 'Grace Mwangi');
        const rooms = board.rooms.filter((r) => r.housekeeping === 'clean').slice(-2);
        await client.post(housekeepingPaths.rooms, { rooms: rooms.map((r) => r.id), action: 'assign', housekeeper: me?.id });
        return rooms.map((r) => r.number);
      }}
    >
      {(numbers: string[]) => (
        <>
          <script type="application/json" data-testid="mine">{JSON.stringify(numbers)}</script>
          <HousekeepingScreen {...args} />
        </>
      )}
    </WithFixture>
  ),
  play: async ({ canvasElement }) => {
    await boardLoaded(canvasElement);
    const mine = JSON.parse(canvasElement.querySelector('[data-testid="mine"]')?.textContent ?? '[]') as string[];
    const groups = canvasElement.querySelectorAll<HTMLElement>('[data-slot="board-group"]');
    await expect(groups[0]?.dataset.group).toBe('mine');
    await expect(within(groups[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('My rooms2 rooms');
    await expect([...(groups[0] as HTMLElement).querySelectorAll('[data-slot="room-tile"]')].map((t) => t.getAttribute('aria-label'))).toEqual(mine.map((n) => `Room ${n}`));
    await expect(within(groups[0] as HTMLElement).getAllByText('Grace Mwangi')).toHaveLength(2);
  },
};

const board = (rooms: HousekeepingRoom[] = []): HousekeepingBoardResponse => ({ businessDate: STORY_DATE, rooms, housekeepers: [] });

/** A hotel with no rooms yet. */
export const EmptyHotel: Story = {
  parameters: { msw: { handlers: { hotel: hotelWith(boardAnswering(board())) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No rooms yet')).toBeVisible();
  },
};

/** A full house: every room in service occupied, arriving or departing. */
export const FullHotel: Story = {
  args: { screen: everyState },
  parameters: { msw: { handlers: { hotel: hotelWith(boardAnswering(fakeBoard({ rooms: 40, occupancy: (i) => (i % 5 === 0 ? 'departing' : 'occupied') }))) } } },
  play: async ({ canvasElement }) => {
    await boardLoaded(canvasElement);
    await expect(tiles(canvasElement)).toHaveLength(40);
    await expect(tiles(canvasElement).filter((t) => t.dataset.occupancy === 'vacant').every((t) => t.dataset.state === 'out-of-order')).toBe(true);
    await expect(within(canvasElement).getAllByText(/departs today/).length).toBeGreaterThan(0);
  },
};

/** 200 rooms on 10 floors: all render, and "Select all shown" selects them at once. */
export const TwoHundredRooms: Story = {
  args: { screen: everyState },
  parameters: { msw: { handlers: { hotel: hotelWith(boardAnswering(fakeBoard({ rooms: 200 }))) } } },
  play: async ({ canvasElement }) => {
    await boardLoaded(canvasElement);
    await expect(tiles(canvasElement)).toHaveLength(200);
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(10);
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Select all shown' }));
    await expect(count(canvasElement)).toHaveTextContent('200 of 200 selected');
  },
};

/** Long floor, category, guest, housekeeper and out-of-order reasons wrap inside the tiles. */
export const LongNames: Story = {
  args: { screen: everyState },
  parameters: { msw: { handlers: { hotel: hotelWith(boardAnswering(fakeBoard({ rooms: 8, long: true }))) } } },
  play: async ({ canvasElement }) => {
    await boardLoaded(canvasElement);
    for (const tile of tiles(canvasElement)) await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth + 1);
    await expect(within(canvasElement).getAllByText('Maria-Fernanda Castellanos-Villalobos de la Cruz').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelLoading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading rooms' })).toBeVisible();
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

const fitsWidth = async (canvasElement: HTMLElement, max: number) => {
  await boardLoaded(canvasElement);
  const tile = tiles(canvasElement)[0] as HTMLElement;
  await expect(tile.getBoundingClientRect().width).toBeLessThanOrEqual(max);
  const screen = canvasElement.querySelector('[data-slot="housekeeping-screen"]') as HTMLElement;
  await expect(screen.scrollWidth).toBeLessThanOrEqual(screen.clientWidth + 1);
};

/** Phone: tiles two or one a row, filters and actions wrap, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => fitsWidth(canvasElement, 360),
};

/** Tablet width. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => fitsWidth(canvasElement, 400),
};

/** Dark scheme, every state shown (axe checks the contrast of each badge). */
export const Dark: Story = {
  args: { screen: everyState },
  globals: { scheme: 'dark' },
  parameters: { msw: { handlers: { hotel: hotelWith(boardAnswering(fakeBoard({ rooms: 12 }))) } } },
  play: async ({ canvasElement }) => {
    await boardLoaded(canvasElement);
    await expect(document.documentElement).toHaveClass('dark');
    await expect(new Set(tiles(canvasElement).map((t) => t.dataset.state))).toEqual(new Set(['dirty', 'clean', 'inspected', 'out-of-order']));
  },
};

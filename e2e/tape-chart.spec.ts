import type { Locator, Page } from '@playwright/test';
import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { collectErrors, signInAs } from './helpers';
import { dayAfter, switchTo, today } from './hotel-helpers';

/*
 * The tape chart, end to end: a receptionist moves a stay to another room and later dates by
 * dragging it, extends it by dragging its end, is refused a drop onto another stay (the bar goes
 * back and the record is unchanged), then moves it back by keyboard. The API record is read after
 * every step.
 */

interface Stay {
  id: string;
  number: string;
  room: string;
  arrivalDate: string;
  departureDate: string;
}

const daysFrom = (date: string, days: number) => Array.from({ length: days }).reduce<string>((day) => dayAfter(day), date);
const plus = (days: number) => daysFrom(today, days);

/** A call to the mock API as the page's signed-in user. */
function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
      return answer.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

const readStay = (page: Page, id: string) => api<Stay>(page, 'GET', `/api/hotel/room-reservations/${id}`);

/** Drags from the centre of `from` by (dx, dy) pixels with the mouse, in steps, as a person would. */
async function drag(page: Page, from: Locator, dx: number, dy: number, at: 'centre' | 'end' = 'centre') {
  const box = await from.boundingBox();
  if (!box) throw new Error('Nothing to drag');
  const x = at === 'end' ? box.x + box.width - 3 : box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

test('tape chart: drag a stay to another room and later dates, extend it by its end, a drop onto another stay is refused, and the same moves by keyboard', async ({ page }) => {
  test.setTimeout(E2E_TIMEOUTS.test + 6 * E2E_TIMEOUTS.page);
  const errors = collectErrors(page);
  // Two rooms of the test's own, neighbours on the chart (the seed sells the coming weeks): the
  // administrator adds them, the receptionist works the chart.
  await signInAs(page, 'admin');
  const rooms = await api<{ items: { id: string; number: string; floor: string; category: string }[] }>(page, 'GET', '/api/hotel/rooms?size=1000');
  const taken = new Set(rooms.items.map((room) => room.number));
  const [roomA, roomB] = ['198', '199'];
  if (taken.has(roomA) || taken.has(roomB)) throw new Error('Rooms 198 and 199 exist already');
  const first = rooms.items[0]!;
  const idOf = new Map<string, string>();
  for (const number of [roomA, roomB]) {
    const room = await api<{ id: string }>(page, 'POST', '/api/hotel/rooms', { record: { number, floor: first.floor, category: first.category } });
    idOf.set(number, room.id);
  }
  await switchTo(page, 'receptionist');

  // The stay to move (days o to o+2 in A) and the one it must not run into (o+5 to o+7 in B).
  const o = 3;
  const guests = await api<{ items: { id: string }[] }>(page, 'GET', '/api/hotel/guests?size=1');
  const book = (room: string, from: number, to: number) =>
    api<Stay>(page, 'POST', '/api/hotel/room-reservations', { record: { guest: guests.items[0]!.id, room: idOf.get(room), arrivalDate: plus(from), departureDate: plus(to), adults: 1, rate: 120 } });
  const stay = await book(roomA, o, o + 2);
  const other = await book(roomB, o + 5, o + 7);
  await page.goto('/front-office/reservation-chart');
  await expect(page.getByRole('heading', { level: 1, name: /Chart/ })).toBeVisible();
  const grid = page.getByRole('grid', { name: /rooms by day$/ });
  await page.getByRole('searchbox', { name: 'Filter rooms' }).fill('19');
  const headers = grid.getByRole('rowheader').filter({ hasText: /^\d+$/ });
  await expect(grid).toBeVisible();
  const bar = grid.locator(`[data-slot="stay-bar"][data-stay-id="${stay.id}"]`);
  await expect(bar).toBeVisible();
  await expect(grid.locator(`[data-slot="stay-bar"][data-stay-id="${other.id}"]`)).toBeVisible();
  const rowA = await headers.filter({ hasText: new RegExp(`^${roomA}$`) }).boundingBox();
  const rowB = await headers.filter({ hasText: new RegExp(`^${roomB}$`) }).boundingBox();
  const day = ((await bar.boundingBox())?.width ?? 0) / 2 + 2;
  const rowStep = (rowB?.y ?? 0) - (rowA?.y ?? 0);
  expect(rowStep).toBeGreaterThan(0);
  const saved = page.locator('[data-slot="alert-description"]').first();

  // Drag to room B, two days later.
  await drag(page, bar, 2 * day, rowStep);
  await expect(saved).toContainText(`${stay.number} moved to room ${roomB}`);
  await expect.poll(async () => readStay(page, stay.id)).toMatchObject({ room: idOf.get(roomB), arrivalDate: plus(o + 2), departureDate: plus(o + 4) });

  // Drag its end one day on: three nights.
  await drag(page, bar, day, 0, 'end');
  await expect.poll(async () => (await readStay(page, stay.id)).departureDate).toBe(plus(o + 5));

  // One more night would run into the next stay of room B: refused, the bar and the record stay.
  await drag(page, bar, day, 0, 'end');
  await expect(page.getByText(/Room is already booked by|already booked/).first()).toBeVisible();
  await expect(page.locator('[data-slot="tape-live"]')).toContainText('back where it was');
  expect(await readStay(page, stay.id)).toMatchObject({ room: idOf.get(roomB), arrivalDate: plus(o + 2), departureDate: plus(o + 5) });

  // By keyboard: pick it up, one room up and two days back, drop: room A, three nights from day o.
  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-slot="tape-live"]')).toContainText(`Picked up ${stay.number}`);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect.poll(async () => readStay(page, stay.id)).toMatchObject({ room: idOf.get(roomA), arrivalDate: plus(o), departureDate: plus(o + 3) });
  expect(errors.filter((error) => !/^409 PATCH \/api\/hotel\/room-reservations\//.test(error))).toEqual([]);
});

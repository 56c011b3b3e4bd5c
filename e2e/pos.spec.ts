import type { Page } from '@playwright/test';
import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { collectErrors, signInAs } from './helpers';
import { cents, findRow, money, openScreen, rowGone, switchTo } from './hotel-helpers';

/*
 * The point of sale, end to end on the embedded mock API and only through the screens: a cash sale
 * with change and its void, and a sale charged to a guest's room that lands on the folio.
 */

/** GET through the mock API as the page's signed-in user. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const answer = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}`);
    return answer.json();
  }, path) as Promise<T>;
}

/** The store of the channel's point of sale and what it holds of each stock item, by name (one on-hand call for the store). */
async function posStock(page: Page, channel: string): Promise<{ store: string; onHand: Record<string, number> }> {
  const outlets = await apiGet<{ items: { channel: string; store: string }[] }>(page, '/api/hotel/points-of-sale?size=100');
  const store = outlets.items.find((outlet) => outlet.channel === channel)?.store;
  if (!store) throw new Error(`No point of sale of the channel ${channel}`);
  const [stocks, held] = await Promise.all([
    apiGet<{ items: { id: string; name: string }[] }>(page, '/api/hotel/stocks?size=1000'),
    apiGet<{ items: { stock: string; onHand: number }[] }>(page, `/api/hotel/stock/on-hand?store=${encodeURIComponent(store)}`),
  ]);
  const byId = new Map(held.items.map((item) => [item.stock, item.onHand]));
  return { store, onHand: Object.fromEntries(stocks.items.map((stock) => [stock.name, byId.get(stock.id) ?? 0])) };
}

/** Opens the till of /pos/sales (the mini mart) and picks a product tile the outlet's store holds at least `quantity` of. */
async function openTill(page: Page, quantity: number) {
  await page.goto('/pos/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Mini Mart Sales' })).toBeVisible();
  const grid = page.getByRole('group', { name: 'Products' });
  await expect(grid.getByRole('button').first()).toBeVisible();
  const before = await posStock(page, 'mini-mart');
  const names = await grid.locator('[data-slot="product-tile"]:not([aria-disabled="true"]) > span:first-child').allTextContents();
  const item = names.find((name) => (before.onHand[name] ?? 0) >= quantity);
  if (!item) throw new Error(`The mini mart holds ${quantity} of nothing`);
  return { before, item, tile: grid.locator('[data-slot="product-tile"]', { hasText: item }).first() };
}

/** The basket's total, in cents, once it is not zero. */
async function basketTotal(page: Page): Promise<number> {
  const total = page.locator('[data-slot="basket-total"]');
  await expect(total).not.toHaveText('$0.00');
  return cents((await total.textContent()) ?? '');
}

/** After Pay: the docket number the till announces. */
async function paidDocket(page: Page): Promise<string> {
  const paid = page.getByText(/^Docket DKT-\d+ paid$/);
  await expect(paid).toBeVisible();
  return ((await paid.textContent()) ?? '').replace(/^Docket (DKT-\d+) paid$/, '$1');
}

test('point of sale: a barman rings up two of an item, takes cash and gives the change; the stock leaves the store; the auditor voids the docket with a reason and the stock comes back', async ({ page }) => {
  test.setTimeout(E2E_TIMEOUTS.test + 6 * E2E_TIMEOUTS.page);
  const errors = collectErrors(page);
  await signInAs(page, 'barman');
  const { before, item, tile } = await openTill(page, 2);
  await tile.click();
  await tile.click();
  const due = await basketTotal(page);
  const tendered = (Math.floor(due / 10_000) + 1) * 10_000;

  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const pay = page.getByRole('dialog', { name: /^Pay / });
  await pay.getByRole('textbox', { name: 'Cash amount (USD)' }).fill(String(tendered / 100));
  await expect(pay.getByText('Change due').locator('xpath=following-sibling::*[1]')).toHaveText(money(tendered - due));
  await pay.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(pay).toBeHidden();
  const docketNo = await paidDocket(page);
  await expect(page.locator('[data-slot="receipt-change"]')).toHaveText(money(tendered - due));
  expect((await posStock(page, 'mini-mart')).onHand[item]).toBe((before.onHand[item] ?? 0) - 2);

  await switchTo(page, 'auditor');
  await openScreen(page, '/auditor/void-docket', 'Void Docket');
  const row = await findRow(page, 'Void Docket', 'Search POS sales', docketNo, docketNo);
  await row.getByRole('button', { name: 'Void Docket', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Void Docket .*${docketNo}$`) });
  // A void needs a reason: without one nothing happens.
  await dialog.getByRole('button', { name: 'Void Docket', exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Rung twice by mistake (e2e)');
  await dialog.getByRole('button', { name: 'Void Docket', exact: true }).click();
  await expect(dialog).toBeHidden();
  await rowGone(page, 'Void Docket');
  expect((await posStock(page, 'mini-mart')).onHand[item]).toBe(before.onHand[item]);
  expect(errors).toEqual([]);
});

test('point of sale: the barman charges a sale to a guest\'s room; it becomes one charge line on that stay\'s folio', async ({ page }) => {
  test.setTimeout(E2E_TIMEOUTS.test + 6 * E2E_TIMEOUTS.page);
  const errors = collectErrors(page);
  // The front desk knows who is in house: a stay checked in, and its room number.
  await signInAs(page, 'receptionist');
  const inHouse = await apiGet<{ items: { id: string; number: string; room: string }[] }>(page, '/api/hotel/room-reservations?stage=checked-in&size=1');
  const stay = inHouse.items[0];
  if (!stay) throw new Error('Nobody is in house');
  const { number: room } = await apiGet<{ number: string }>(page, `/api/hotel/rooms/${encodeURIComponent(stay.room)}`);

  await switchTo(page, 'barman');
  const { before, item, tile } = await openTill(page, 1);
  await tile.click();
  const due = await basketTotal(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const pay = page.getByRole('dialog', { name: /^Pay / });
  await pay.getByRole('button', { name: 'Remove the cash tender' }).click();
  await pay.getByRole('button', { name: '+ Room charge' }).click();
  await expect(pay.getByRole('textbox', { name: 'Room charge amount (USD)' })).toHaveValue((due / 100).toFixed(2));
  // Without the room number the till says what is missing and does not pay.
  await expect(pay.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
  await expect(pay.getByText('Room charge: enter the room number.')).toBeVisible();
  await pay.getByRole('textbox', { name: 'Room number' }).fill(room);
  await pay.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(pay).toBeHidden();
  const docketNo = await paidDocket(page);
  expect((await posStock(page, 'mini-mart')).onHand[item]).toBe((before.onHand[item] ?? 0) - 1);

  // The guest's folio shows the docket as one charge of its total.
  await switchTo(page, 'receptionist');
  await page.goto(`/front-office/folios/${encodeURIComponent(stay.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Folio' })).toBeVisible();
  const charge = page.getByRole('region', { name: 'Folio lines' }).getByRole('row', { name: new RegExp(docketNo) });
  await expect(charge).toHaveCount(1);
  await expect(charge).toContainText(money(due));
  expect(errors).toEqual([]);
});

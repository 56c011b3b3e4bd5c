import type { Page } from '@playwright/test';
import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { collectErrors, signInAs } from './helpers';
import { create, findRow, moveRow, newRecord, openScreen, rowGone, switchTo, tomorrow } from './hotel-helpers';

/*
 * Stores, end to end on the embedded mock API and only through the screens: a store request asked
 * by a waitress, approved and issued by the store keeper; and any staff member's own procurements.
 */

/** The names of the stores holding at least one of the stock item named `name` (the API as the page's user reads it). */
function storesHolding(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (item) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    const list = await fetch(`/api/hotel/stocks?${new URLSearchParams({ search: item, size: '100' })}`, { headers });
    const { items } = (await list.json()) as { items: { id: string; name: string }[] };
    const found = items.find((candidate) => candidate.name === item);
    if (!found) throw new Error(`No stock item is named ${item}`);
    const answer = await fetch(`/api/hotel/stock/on-hand?stock=${encodeURIComponent(found.id)}`, { headers });
    const { byStore } = (await answer.json()) as { byStore: { name: string; onHand: number }[] };
    return byStore.filter((at) => at.onHand >= 1).map((at) => at.name);
  }, name);
}

test('store: a waitress asks for stock, the store keeper approves and issues it', async ({ page }) => {
  test.setTimeout(E2E_TIMEOUTS.test + 8 * E2E_TIMEOUTS.page);
  const errors = collectErrors(page);
  const purpose = `E2E bar restock ${Date.now()}`;
  await signInAs(page, 'waitress');

  await openScreen(page, '/store-request/new', 'New Store Request');
  const drawer = await newRecord(page, 'store request');
  const picked: string[] = [];
  for (const label of [/^Department/, /^Item/]) {
    const trigger = drawer.getByRole('combobox', { name: label });
    await expect(trigger).toBeEnabled();
    await trigger.click();
    const option = page.getByRole('option').nth(1);
    picked.push(((await option.textContent()) ?? '').trim());
    await option.click();
  }
  const stock = picked[1] ?? '';
  // Stock leaves the store the request names: ask a store that holds the item.
  const [store] = await storesHolding(page, stock);
  if (!store) throw new Error(`No store holds ${stock}`);
  await drawer.getByRole('combobox', { name: /^Store/ }).click();
  await page.getByRole('option', { name: store, exact: true }).click();
  await drawer.getByLabel(/^Quantity/).fill('1');
  await drawer.getByLabel(/^Needed By/).fill(tomorrow);
  await drawer.getByLabel(/^Purpose/).fill(purpose);
  await create(page, drawer, 'Store Request');
  let row = await findRow(page, 'New Store Request', 'Search store requests', purpose, stock);
  await moveRow(page, row, 'Submit Request');
  await rowGone(page, 'New Store Request');

  // The waitress finds it under her own requests, waiting for approval, and cannot approve it.
  await openScreen(page, '/store-request/my-request', 'My Store Requests');
  row = await findRow(page, 'My Store Requests', 'Search store requests', purpose, stock);
  await expect(row).toContainText('Not Approved');
  await row.click();
  const mine = page.getByRole('dialog', { name: /^Store Request SRQ-\d{5}$/ });
  await expect(mine.getByText('No action is open to your role at this stage.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mine).toBeHidden();

  await switchTo(page, 'store-keeper');
  await openScreen(page, '/store-request/not-approved', 'Not Approved Store Requests');
  row = await findRow(page, 'Not Approved Store Requests', 'Search store requests', purpose, stock);
  await moveRow(page, row, 'Approve');
  await rowGone(page, 'Not Approved Store Requests');

  await openScreen(page, '/store-request/approved', 'Approved Store Requests');
  row = await findRow(page, 'Approved Store Requests', 'Search store requests', purpose, stock);
  await moveRow(page, row, 'Issue');
  await rowGone(page, 'Approved Store Requests');

  await openScreen(page, '/store-request/issued', 'Issued Store Requests');
  row = await findRow(page, 'Issued Store Requests', 'Search store requests', purpose, stock);
  await row.click();
  const issued = page.getByRole('dialog', { name: /^Store Request SRQ-\d{5}$/ });
  await issued.getByRole('tab', { name: 'History' }).click();
  const history = issued.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveText([
    /^Create\s*by .*Created as New$/,
    /^Submit\s*by .*New → Not Approved$/,
    /^Approve\s*by .*Not Approved → Approved$/,
    /^Issue\s*by .*Approved → Issued$/,
  ]);
  expect(errors).toEqual([]);
});

// DESIGN decision 2: 'My Procurements' is open to every staff member, for the procurements they created.
test('any staff member: my procurements lists only mine, and I can ask for one', async ({ page }) => {
  test.setTimeout(E2E_TIMEOUTS.test + 4 * E2E_TIMEOUTS.page);
  const errors = collectErrors(page);
  const item = `E2E guest slippers ${Date.now()}`;
  await signInAs(page, 'receptionist');
  await openScreen(page, '/procurements/my-procurements', 'My Procurements');
  await expect(page.getByText('No procurements yet')).toBeVisible();
  const drawer = await newRecord(page, 'procurement');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer.getByText('Item is required')).toBeVisible();
  const supplier = drawer.getByRole('combobox', { name: /^Supplier/ });
  await expect(supplier).toBeEnabled();
  await supplier.click();
  await page.getByRole('option').nth(1).click();
  await drawer.getByLabel(/^Item/).fill(item);
  await drawer.getByLabel(/^Quantity/).fill('40');
  await drawer.getByLabel(/^Unit Cost/).fill('1.5');
  await drawer.getByLabel(/^Needed By/).fill(tomorrow);
  await create(page, drawer, 'Procurement');
  const rows = page.getByRole('table', { name: 'My Procurements' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(item);
  await expect(rows.nth(1)).toContainText('$60.00');
  expect(errors).toEqual([]);
});

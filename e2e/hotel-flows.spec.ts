import type { Locator, Page } from '@playwright/test';
import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { collectErrors, signInAs, waitForApiCall } from './helpers';

/*
 * The hotel's everyday flows, end to end on the embedded mock API and only through the screens:
 * the front office on one ledger (reserve, check in, charge, the night audit, pay, check out, the
 * books and the day's reports) and a store request (asked by a waitress, approved and issued by the
 * store keeper). One page throughout: the mock data lives in the browser, so the people take turns
 * signing in on the same page.
 */

/** The mock API's business date starts as today's UTC date (its seed lives the days before it). */
const today = new Date().toISOString().slice(0, 10);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const tomorrow = dayAfter(today);
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Cents from a shown amount such as '$1,234.50'. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

/** Signs the current user out, then signs in as `<role>@hotel.test` on the same page (same mock data). */
async function switchTo(page: Page, role: string) {
  await page.goto('/sign-out');
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out!' })).toBeVisible();
  await signInAs(page, role);
}

/** Opens a screen by its route and waits for its heading and its first list answer. */
async function openScreen(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const table = page.getByRole('table', { name: title });
  if ((await table.count()) > 0) await expect(table).not.toHaveAttribute('aria-busy', 'true');
}

/** Picks `option` in the select labelled `label` (a Radix select inside `scope`). */
async function choose(page: Page, scope: Locator, label: RegExp, option: string | RegExp) {
  const trigger = scope.getByRole('combobox', { name: label });
  await expect(trigger).toBeEnabled();
  await trigger.click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(trigger).toHaveText(option);
}

/**
 * Searches the list (the search text may be in a field the table does not show, such as notes)
 * and waits for the answer to that search: one row, which must show `shown`.
 */
async function findRow(page: Page, table: string, searchLabel: string, text: string, shown: string): Promise<Locator> {
  const answered = waitForApiCall(page, (call) => call.url.searchParams.get('search') === text);
  await page.getByRole('searchbox', { name: searchLabel }).fill(text);
  expect((await answered).status).toBe(200);
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(shown);
  return rows.nth(1);
}

/** After a move, the searched row has left the list (the search now finds nothing here). */
async function rowGone(page: Page, table: string) {
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toHaveText('No results.');
}

/** Clicks a workflow action in a row, confirms it in its dialog, and waits for the success toast. */
async function moveRow(page: Page, row: Locator, action: string, note?: string) {
  await row.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${action} `) });
  await expect(dialog).toBeVisible();
  if (note) await dialog.getByLabel(/^Note/).fill(note);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`^${action}: `)).first()).toBeVisible();
}

/** Opens the 'New …' drawer of a list screen. */
async function newRecord(page: Page, singular: string): Promise<Locator> {
  await page.getByRole('button', { name: `New ${singular}` }).first().click();
  const drawer = page.getByRole('dialog', { name: `New ${singular}` });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Submits a create drawer and waits until it closes (the record was saved). */
async function create(page: Page, drawer: Locator, singular: string) {
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(`${singular} created`).first()).toBeVisible();
}

test('front office on one ledger: reserve for today, check in, charge, the night audit posts the room night and tax, pay, check out at zero; the books balance and the day reports the amounts', async ({ page }) => {
  // Four people take turns on some twenty pages.
  test.setTimeout(E2E_TIMEOUTS.test + 20 * E2E_TIMEOUTS.page);
  const errors = collectErrors(page);
  const note = `E2E stay ${Date.now()}`;
  await signInAs(page, 'receptionist');

  // A room that is free tonight and ready now (not being cleaned, not occupied).
  await openScreen(page, '/front-office/room-availability', 'Room Availability');
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results).toBeVisible();
  const ready = results.getByRole('listitem').filter({ hasText: 'Free' }).filter({ hasNot: page.locator('[data-stage]') }).first();
  const room = ((await ready.locator('span.font-semibold').textContent()) ?? '').trim();
  expect(room).toMatch(/^\d+$/);

  // Reserve it for tonight, at $150.
  await openScreen(page, '/front-office/room-reservation', 'Room Reservations');
  const drawer = await newRecord(page, 'room reservation');
  const guestTrigger = drawer.getByRole('combobox', { name: /^Guest/ });
  await expect(guestTrigger).toBeEnabled();
  await guestTrigger.click();
  const firstGuest = page.getByRole('option').nth(1);
  const guest = ((await firstGuest.textContent()) ?? '').trim();
  await firstGuest.click();
  await choose(page, drawer, /^Room/, room);
  await drawer.getByLabel(/^Arrival/).fill(today);
  await drawer.getByLabel(/^Departure/).fill(tomorrow);
  await drawer.getByLabel(/^Nightly Rate/).fill('150');
  await drawer.getByLabel(/^Notes/).fill(note);
  await create(page, drawer, 'Room Reservation');

  // Check the guest in: today's arrivals come first.
  await openScreen(page, '/front-office/check-in', 'Check In');
  let row = await findRow(page, 'Check In', 'Search room reservations', note, guest);
  await expect(row).toContainText(room);
  await expect(row).toContainText('Due today');
  const number = /RES-\d{5}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
  expect(number).not.toBe('');
  await moveRow(page, row, 'Check In');
  await rowGone(page, 'Check In');

  // Open the stay's folio from the Check Out list and post a minibar charge to it.
  await openScreen(page, '/front-office/check-out', 'Check Out');
  row = await findRow(page, 'Check Out', 'Search room reservations', note, number);
  await row.getByRole('link', { name: `Folio of ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Folio' })).toBeVisible();
  const folioUrl = new URL(page.url()).pathname;
  expect(folioUrl).toMatch(/^\/front-office\/folios\/[^/]+$/);
  await page.getByRole('button', { name: 'Post charge' }).first().click();
  let dialog = page.getByRole('dialog', { name: /^Post charge to / });
  await dialog.getByLabel(/^Description/).fill('Minibar');
  await dialog.getByLabel(/^Amount/).fill('12.50');
  await dialog.getByRole('button', { name: 'Post charge' }).click();
  await expect(dialog).toBeHidden();
  const lines = page.getByRole('region', { name: 'Folio lines' });
  await expect(lines.getByRole('row', { name: /Minibar/ })).toContainText('$12.50');

  // The night auditor clears what blocks the close (settled departures, open tables), then runs the audit.
  await switchTo(page, 'auditor');
  await page.goto('/auditor/night-audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Night Audit' })).toBeVisible();
  const run = page.getByRole('button', { name: 'Run night audit' });
  await expect(page.getByRole('region', { name: /^Close / })).toBeVisible();
  for (const action of ['Check out', 'Close table']) {
    const buttons = page.getByRole('button', { name: new RegExp(`^${action} (RES|ORD)-`) });
    while ((await buttons.count()) > 0) {
      const button = buttons.first();
      const item = ((await button.getAttribute('aria-label')) ?? '').slice(action.length + 1);
      await button.click();
      await expect(page.getByText(`${item} ${action === 'Check out' ? 'checked out' : 'closed'}.`)).toBeVisible();
    }
  }
  await expect(run).toBeEnabled();
  await run.click();
  dialog = page.getByRole('alertdialog', { name: /^Close the business date / });
  await dialog.getByRole('button', { name: 'Run night audit' }).click();
  await expect(page.getByText(/ is closed\. The business date is now /)).toBeVisible();
  // The audit's figures: room nights, room revenue, tax, no-shows.
  const figures = page.locator('[data-slot="night-audit-result"] dd');
  const audited = { revenue: cents((await figures.nth(1).textContent()) ?? ''), tax: cents((await figures.nth(2).textContent()) ?? '') };
  expect(audited.revenue).toBeGreaterThanOrEqual(15000);

  // Back at the desk, the folio shows the room night and its tax, once.
  await switchTo(page, 'receptionist');
  await page.goto(folioUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Folio' })).toBeVisible();
  await expect(lines.getByRole('row', { name: /^.*Room night/ })).toHaveCount(1);
  await expect(lines.getByRole('row', { name: /Room night/ })).toContainText('$150.00');
  const taxRow = lines.getByRole('row', { name: /Room tax/ });
  await expect(taxRow).toHaveCount(1);
  const rate = Number(/Room tax ([\d.]+)%/.exec((await taxRow.textContent()) ?? '')?.[1]);
  const tax = Math.round((15000 * rate) / 100);
  await expect(taxRow).toContainText(money(tax));
  const owed = 1250 + 15000 + tax;
  const summary = page.getByRole('region', { name: 'Folio summary' });
  await expect(summary).toContainText(money(owed));

  // Take the payment of the whole balance, then check out at zero.
  await page.getByRole('button', { name: 'Take payment' }).click();
  dialog = page.getByRole('dialog', { name: /^Take payment from / });
  await expect(dialog.getByLabel(/^Amount/)).toHaveValue((owed / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Take payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary).toContainText('$0.00');
  await page.getByRole('button', { name: 'Check out' }).click();
  dialog = page.getByRole('dialog', { name: `Check Out ${number}` });
  await expect(dialog.getByText(/The folio is settled/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Check Out' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Checked Out').first()).toBeVisible();

  // The books balance, and the day's reports show the exact amounts.
  await switchTo(page, 'accountant');
  await page.goto('/accounts/trial-balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Trial Balance' })).toBeVisible();
  await expect(page.getByText('Balanced', { exact: true })).toBeVisible();
  await openScreen(page, `/reports/revenue-collections`, 'Revenue Collections');
  const receipts = page.getByRole('table', { name: 'Revenue Collections' });
  await expect(receipts.getByRole('row').filter({ hasText: money(owed) }).first()).toBeVisible();
  await page.goto('/reports/room-revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Room Revenue' })).toBeVisible();
  const range = page.getByRole('form', { name: 'Report range' });
  await range.getByLabel('From').fill(today);
  await range.getByLabel('To').fill(today);
  await range.getByRole('button', { name: 'Apply' }).click();
  const revenue = page.getByRole('table', { name: 'Daily Room Revenue' });
  await expect(revenue.getByRole('row')).toHaveCount(2);
  const totals = page.getByRole('list', { name: 'Totals' }).or(page.locator('dl[aria-label="Totals"]')).first();
  await expect(totals).toContainText(`Total Room Revenue${money(audited.revenue)}`);
  await expect(totals).toContainText(`Total Tax${money(audited.tax)}`);
  expect(errors).toEqual([]);
});

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

/** What the page's user reads through the API: the store of the channel's point of sale, and what it holds of each stock item. */
function posStock(page: Page, channel: string): Promise<{ store: string; onHand: Record<string, number> }> {
  return page.evaluate(async (wanted) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    const get = async <T,>(path: string): Promise<T> => {
      const answer = await fetch(path, { headers });
      if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
      return (await answer.json()) as T;
    };
    const outlets = await get<{ items: { channel: string; store: string }[] }>('/api/hotel/points-of-sale?size=100');
    const store = outlets.items.find((outlet) => outlet.channel === wanted)?.store;
    if (!store) throw new Error(`No point of sale of the channel ${wanted}`);
    const stocks = await get<{ items: { id: string; name: string }[] }>('/api/hotel/stocks?size=1000');
    const onHand: Record<string, number> = {};
    for (const stock of stocks.items) {
      const answer = await get<{ byStore: { store: string; onHand: number }[] }>(`/api/hotel/stock/on-hand?stock=${encodeURIComponent(stock.id)}`);
      onHand[stock.name] = answer.byStore.find((at) => at.store === store)?.onHand ?? 0;
    }
    return { store, onHand };
  }, channel);
}

test('point of sale: a barman rings up two of an item, takes cash and gives the change; the stock leaves the store; the auditor voids the docket with a reason and the stock comes back', async ({ page }) => {
  test.setTimeout(E2E_TIMEOUTS.test + 6 * E2E_TIMEOUTS.page);
  const errors = collectErrors(page);
  await signInAs(page, 'barman');
  await page.goto('/pos/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Mini Mart Sales' })).toBeVisible();
  const grid = page.getByRole('group', { name: 'Products' });
  await expect(grid.getByRole('button').first()).toBeVisible();

  // An item the mini mart's store holds at least two of.
  const before = await posStock(page, 'mini-mart');
  const names = await grid.locator('[data-slot="product-tile"]:not([aria-disabled="true"]) > span:first-child').allTextContents();
  const item = names.find((name) => (before.onHand[name] ?? 0) >= 2);
  if (!item) throw new Error('The mini mart holds two of nothing');
  const tile = grid.locator('[data-slot="product-tile"]', { hasText: item }).first();
  await tile.click();
  await tile.click();
  const total = page.locator('[data-slot="basket-total"]');
  await expect(total).not.toHaveText('$0.00');
  const due = cents((await total.textContent()) ?? '');
  const tendered = (Math.floor(due / 10_000) + 1) * 10_000;

  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const pay = page.getByRole('dialog', { name: /^Pay / });
  await pay.getByRole('textbox', { name: 'Cash amount (USD)' }).fill(String(tendered / 100));
  await expect(pay.getByText('Change due').locator('xpath=following-sibling::*[1]')).toHaveText(money(tendered - due));
  await pay.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(pay).toBeHidden();
  const paid = page.getByText(/^Docket DKT-\d+ paid$/);
  await expect(paid).toBeVisible();
  const docketNo = ((await paid.textContent()) ?? '').replace(/^Docket (DKT-\d+) paid$/, '$1');
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

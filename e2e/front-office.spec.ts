import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { collectErrors, signInAs } from './helpers';
import { cents, choose, create, findRow, money, moveRow, newRecord, openScreen, rowGone, switchTo, today, tomorrow } from './hotel-helpers';

/*
 * The front office on one ledger, end to end on the embedded mock API and only through the screens:
 * reserve, check in, charge, the night audit, pay, check out, the books and the day's reports. Four
 * people take turns on one page (the mock data lives in the browser).
 */

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

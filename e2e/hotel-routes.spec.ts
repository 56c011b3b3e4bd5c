import type { Page } from '@playwright/test';
import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { SCREENS } from '@hotel/domain';
import { collectErrors, signInAs } from './helpers';

/**
 * Client-side navigation, as a menu click does: no reload, so the app, the mock API and the
 * session start once for the whole walk (a full page load per route took ~7 minutes).
 */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits for a screen's own ready signal: its title, then no request in flight, no busy table, no skeleton. */
async function screenReady(page: Page, path: string, title: string) {
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: title, exact: true }), path).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' }), path).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]'), path).toHaveCount(0);
  await expect(main.locator('[data-slot="skeleton"]'), path).toHaveCount(0);
}

// Every hotel route opens its screen as admin: the h1 is the declared title, the data arrives and nothing errs.
test('as admin every hotel route opens without an error', async ({ page }) => {
  const screens = SCREENS.filter((s) => !s.path.includes(':'));
  test.setTimeout(E2E_TIMEOUTS.test + screens.length * E2E_TIMEOUTS.page);
  await signInAs(page, 'admin');
  const errors = collectErrors(page);
  for (const screen of screens) {
    await navigate(page, screen.path);
    await expect(page, screen.path).toHaveURL(new RegExp(`${screen.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await screenReady(page, screen.path, screen.title);
    await expect(page.locator('main').getByRole('heading', { level: 1 }), screen.path).not.toHaveText(/Access denied|Page not found|Something went wrong/);
  }
  expect(errors).toEqual([]);
});

// The printable documents open by their record id (the guest bill and cash receipt of seeded records).
test('as admin the document routes open a seeded record', async ({ page }) => {
  const errors = collectErrors(page);
  await signInAs(page, 'admin');
  for (const [list, title, document] of [
    ['/front-office/room-reservation', 'Room Reservations', 'Guest Bill'],
    ['/front-office/guest-payment', 'Guest Payments', 'Cash Receipt'],
  ] as const) {
    await navigate(page, list);
    await screenReady(page, list, title);
    await page.getByRole('table', { name: title }).getByRole('row').nth(1).click();
    await page.getByRole('dialog').getByRole('link', { name: `Open ${document.toLowerCase()}` }).click();
    await screenReady(page, document, document);
    await expect(page.getByRole('article', { name: new RegExp(`^${document} `) })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

import type { Page } from '@playwright/test';
import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { collectErrors, fillSignIn, PASSWORD, signInAs, waitForApiCall } from './helpers';

/*
 * A session that expires while a form is open loses nothing: the unlock prompt opens over the
 * screen and the save goes through once unlocked; or, if the user signs in again instead, the form
 * opens again with what was typed (a draft kept for the screen). A form with unsaved input asks
 * before the user leaves it.
 */

/** Makes the stored session run out: a token whose `exp` has passed, so the client no longer sends it and the API answers 401. */
async function expireSession(page: Page) {
  await page.evaluate(() => {
    const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const now = Math.floor(Date.now() / 1000);
    localStorage.setItem('accessToken', `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'expired', iat: now - 7200, exp: now - 3600 })}.x`);
  });
}

/**
 * Opens Guests and waits for its first rows: the page's first hotel call seeds the mock hotel on
 * the main thread, which can take longer than one assertion's ceiling on a slowed machine.
 */
async function openGuests(page: Page) {
  await page.goto('/front-office/guests');
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Guests' });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true', { timeout: E2E_TIMEOUTS.navigation });
}

/** Opens Guests, then New guest, and types a guest. */
async function typeNewGuest(page: Page, name: string) {
  await openGuests(page);
  await page.getByRole('button', { name: 'New guest' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New guest' });
  await drawer.getByLabel('Full Name').fill(name);
  await drawer.getByLabel('Phone').fill('+90 555 010 0204');
  return drawer;
}

/** The guest list, searched for `name`, has exactly one row of it. */
async function expectOneGuest(page: Page, name: string) {
  await page.getByRole('searchbox').first().fill(name);
  await expect(page.getByRole('table', { name: 'Guests' }).getByRole('row').filter({ hasText: name })).toHaveCount(1);
}

/** The errors of a run, less the 401 answers of the expired session and the refused wrong password. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('401 ') && !error.startsWith('404 POST /api/auth/unlock-session '));

test('the session expires mid-form: unlock over the screen, and the save is sent again with what was typed', async ({ page }) => {
  const errors = collectErrors(page);
  await signInAs(page, 'receptionist');
  const drawer = await typeNewGuest(page, 'Ayşe Unlocked');
  await expireSession(page);

  const refused = waitForApiCall(page, (call) => call.method === 'POST' && call.url.pathname === '/api/hotel/guests');
  await drawer.getByRole('button', { name: 'Create' }).click();
  expect((await refused).status).toBe(401);
  const prompt = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByTestId('unlock-name')).not.toBeEmpty();
  // The form is still there beneath (hidden from assistive technology while the prompt is open), with what was typed.
  await expect(page.locator('[data-slot="record-drawer"]').getByLabel('Full Name')).toHaveValue('Ayşe Unlocked');

  await prompt.getByLabel('Password').fill('wrong-password');
  await prompt.getByRole('button', { name: 'Unlock' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('Invalid password');

  const created = waitForApiCall(page, (call) => call.method === 'POST' && call.url.pathname === '/api/hotel/guests');
  await prompt.getByLabel('Password').fill(PASSWORD);
  await prompt.getByRole('button', { name: 'Unlock' }).click();
  expect((await created).status).toBe(201);
  await expect(prompt).toBeHidden();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/front-office\/guests$/);
  await expectOneGuest(page, 'Ayşe Unlocked');
  expect(unexpected(errors)).toEqual([]);
});

test('the session expires mid-form and the user signs in again: the form opens again with what was typed', async ({ page }) => {
  const errors = collectErrors(page);
  await signInAs(page, 'receptionist');
  const drawer = await typeNewGuest(page, 'Mehmet Redrafted');
  await expireSession(page);
  await drawer.getByRole('button', { name: 'Create' }).click();
  const prompt = page.getByRole('dialog', { name: 'Your session has expired' });
  await prompt.getByRole('button', { name: 'Sign in again' }).click();

  // No question about unsaved changes: the input is kept as a draft.
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Ffront-office%2Fguests$/);
  await fillSignIn(page, 'receptionist@hotel.test');
  await expect(page).toHaveURL(/\/front-office\/guests$/);
  const reopened = page.getByRole('dialog', { name: 'New guest' });
  await expect(reopened.getByLabel('Full Name')).toHaveValue('Mehmet Redrafted');
  await expect(reopened.getByLabel('Phone')).toHaveValue('+90 555 010 0204');
  await expect(reopened.getByText(/Your unsaved input from .* was restored\./)).toBeVisible();

  const created = waitForApiCall(page, (call) => call.method === 'POST' && call.url.pathname === '/api/hotel/guests');
  await reopened.getByRole('button', { name: 'Create' }).click();
  expect((await created).status).toBe(201);
  await expect(reopened).toBeHidden();
  await expectOneGuest(page, 'Mehmet Redrafted');
  // Saved: the draft is gone, so New guest starts empty.
  await page.getByRole('button', { name: 'New guest' }).first().click();
  await expect(page.getByRole('dialog', { name: 'New guest' }).getByLabel('Full Name')).toHaveValue('');
  expect(unexpected(errors)).toEqual([]);
});

test('a form with unsaved input asks before the user leaves the screen; a deliberate sign-out keeps no draft', async ({ page }) => {
  const errors = collectErrors(page);
  await signInAs(page, 'receptionist');
  // Guests, then the welcome page by the breadcrumb and back (moves inside the app), then New guest.
  await openGuests(page);
  await page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Hotel' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  await page.getByRole('button', { name: 'New guest' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New guest' });
  await drawer.getByLabel('Full Name').fill('Zeynep Unsaved');

  // Forward to the welcome page: the app asks first.
  await page.goForward();
  const question = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/front-office\/guests$/);
  await expect(drawer.getByLabel('Full Name')).toHaveValue('Zeynep Unsaved');

  await page.goForward();
  await page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  // Left on purpose: nothing is restored.
  await openGuests(page);
  await expect(page.getByRole('dialog', { name: 'New guest' })).toHaveCount(0);

  // A draft left by a reload is dropped by signing out.
  await typeNewGuest(page, 'Zeynep Reloaded');
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('hotel.draft:')).length)).toBe(1);
  // Leaving the page itself may raise the browser's own warning (with a user gesture): leave.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/sign-out');
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out!' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('hotel.draft:')))).toEqual([]);
  expect(unexpected(errors)).toEqual([]);
});

import { expect, test } from './fixtures';
import { collectErrors, expiredToken, fillSignIn, signInAs } from './helpers';

test('answers wrong credentials with a clear message and shows the wait as progress', async ({ page }) => {
  await page.goto('/sign-in');
  await fillSignIn(page, 'admin@hotel.test', 'not-the-password');
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong email or password' })).toBeVisible();
});

test('the demo accounts fill the form with one click', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Fill in store-keeper@hotel.test' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue('store-keeper@hotel.test');
  await expect(page.getByLabel('Password')).toHaveValue('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
});

test('a forbidden deep link shows access-denied, not a redirect loop', async ({ page }) => {
  await signInAs(page, 'waitress');
  await page.goto('/administration/users');
  await expect(page).toHaveURL(/\/administration\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await signInAs(page, 'receptionist');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Hotel');
});

test('a deep link while signed out goes to sign-in with redirectURL, and back there after signing in', async ({ page }) => {
  await page.goto('/front-office/guests?page=2');
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Ffront-office%2Fguests%3Fpage%3D2$/);
  await fillSignIn(page, 'receptionist@hotel.test');
  await expect(page).toHaveURL(/\/front-office\/guests\?page=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
});

test('a redirectURL to another origin is ignored', async ({ page, baseURL }) => {
  await page.goto('/sign-in?redirectURL=%2F%2Fevil.example%2Fsteal');
  await fillSignIn(page, 'admin@hotel.test');
  await expect(page).toHaveURL(/\/welcome$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? 'http://127.0.0.1:4399').origin);
});

test('an expired token sends the user to sign-in with redirectURL, and back there after signing in', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.evaluate((token) => localStorage.setItem('accessToken', token), expiredToken());
  await page.goto('/accounts/banks');
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Faccounts%2Fbanks$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await fillSignIn(page, 'admin@hotel.test');
  await expect(page).toHaveURL(/\/accounts\/banks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Banks' })).toBeVisible();
});

test('sign-out clears storage, counts down to sign-in, and Back shows sign-in', async ({ page }) => {
  const errors = collectErrors(page);
  await signInAs(page, 'receptionist');
  await page.goto('/front-office/guests');
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-out$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out!' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Redirecting in [1-5] seconds?/);
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('userId'), sessionStorage.getItem('accessToken')])).toEqual([
    null,
    null,
    null,
  ]);
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  expect(errors).toEqual([]);
});

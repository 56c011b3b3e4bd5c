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
  await page.getByRole('button', { name: 'store-keeper: fill in store-keeper@hotel.test' }).click();
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
  // The sign-out page lasts its 5-second countdown, which a loaded machine can spend before a check
  // looks: the page records what it showed (path, heading, countdown) as it shows it, and the test
  // reads the record once the app is on sign-in.
  await page.addInitScript(() => {
    const seen: string[] = [];
    const last: Record<string, string> = {};
    (window as unknown as { seen: string[] }).seen = seen;
    const note = (kind: string, text: string | null | undefined) => {
      if (text && last[kind] !== text) seen.push((last[kind] = text));
    };
    new MutationObserver(() => {
      note('path', `path ${location.pathname}`);
      note('heading', document.querySelector('h1')?.textContent);
      note('timer', document.querySelector('[role="timer"]')?.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signInAs(page, 'receptionist');
  await page.goto('/front-office/guests');
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  const signedOut = seen.indexOf('path /sign-out');
  expect(signedOut, seen.join(' | ')).toBeGreaterThan(-1);
  const shown = seen.slice(signedOut);
  expect(shown, seen.join(' | ')).toContain('You have signed out!');
  expect(shown.some((text) => /^Redirecting in [1-5] seconds?$/.test(text)), seen.join(' | ')).toBe(true);
  expect(shown.indexOf('path /sign-in'), seen.join(' | ')).toBeGreaterThan(shown.indexOf('You have signed out!'));
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('userId'), sessionStorage.getItem('accessToken')])).toEqual([
    null,
    null,
    null,
  ]);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  expect(errors).toEqual([]);
});

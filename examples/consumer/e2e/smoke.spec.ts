import { expect, test, type Page } from '@playwright/test';

/** Signs in through the form, as a seeded demo account of the mock API (`<role>@hotel.test`). */
async function signIn(page: Page, email: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2F$/);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

/** Failed calls, page errors, console errors and images that are not images, for a final `expect(errors).toEqual([])`. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // vite preview answers an unknown path with index.html, so a missing image is a 200 of HTML.
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'image' && !type.startsWith('image/')) errors.push(`not an image: ${response.url()} (${type})`);
  });
  page.on('console', (message) => {
    const call = /^\[mock-api\] (\d{3}) (\S+ \S+)$/.exec(message.text());
    if (call && Number(call[1]) >= 400) errors.push(`${call[1]} ${call[2]}`);
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

test('sign in, use the menu, open a panel, switch language, sign out', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  // Front Desk's brand theme, registered with the shell, is on <html> before any script and colours the primary button.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'harbour');
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', 'rgb(67, 56, 202)');
  await signIn(page, 'receptionist@hotel.test');
  // The session is the app's own auth provider's record, not the shell's default token.
  expect(await page.evaluate(() => [localStorage.getItem('frontDesk.session') !== null, localStorage.getItem('accessToken')])).toEqual([true, null]);

  // The app's own menu, filtered for the receptionist: all three items.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Today', 'Rooms', 'Guests']);
  await nav.getByRole('link', { name: 'Guests' }).click();
  await expect(page).toHaveURL(/\/guests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Guests of the hotel' }).getByRole('row').nth(1)).toBeVisible();

  // A header panel: the messages, with the seeded items.
  await page.getByRole('button', { name: /^Open messages/ }).click();
  const messages = page.getByRole('dialog', { name: 'Messages' });
  await expect(messages.getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(messages).toHaveCount(0);

  // The user menu from configuration: this app's item, and English's reworded Sign out.
  await page.getByRole('button', { name: /^User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Today' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sign out of Front Desk' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Deutsch, the third language: the frame's strings, the menu and the page change language.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('menuitemradio')).toHaveText([/English/, /Türkçe/, /Deutsch/]);
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: /^Nachrichten öffnen/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link')).toHaveText(['Heute', 'Zimmer', 'Gäste']);
  await expect(page.getByRole('heading', { level: 1, name: 'Gäste' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gäste des Hotels' })).toBeVisible();

  // Sign out from the user menu: through the auth provider, then to sign-in; the session gone.
  await page.getByRole('button', { name: /^Benutzermenü/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bei Front Desk anmelden' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('frontDesk.session'), sessionStorage.getItem('frontDesk.session')])).toEqual([null, null]);
  await page.goto('/guests');
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Fguests$/);
  expect(errors).toEqual([]);
});

test('the menu and the routes follow the role: housekeeping sees no guests', async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, 'housekeeping@hotel.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Today', 'Rooms']);
  await nav.getByRole('link', { name: 'Rooms' }).click();
  await expect(page.getByRole('table', { name: 'Rooms of the hotel' }).getByRole('row').nth(1)).toBeVisible();
  await page.goto('/guests');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  expect(errors).toEqual([]);
});

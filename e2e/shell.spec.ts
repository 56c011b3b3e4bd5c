import { expect, test } from '@playwright/test';
import { collectErrors, mainNav, signInAs } from './helpers';

test('?layout= switches the layout, and the route data of the auth pages wins', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/welcome?layout=modern');
  await expect(page.locator('[data-slot="app-frame"]')).toHaveAttribute('data-layout', 'modern');
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'modern');
  await page.goto('/welcome?layout=dense');
  await expect(page.locator('[data-slot="app-frame"]')).toHaveAttribute('data-layout', 'dense');
});

test('at 360 px the navigation is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'receptionist');
  await expect(mainNav(page)).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await toggle.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Front Office' }).click();
  await drawer.getByRole('link', { name: 'Check In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check In' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('no request to a non-API origin or path carries Authorization', async ({ page, baseURL }) => {
  const leaks: string[] = [];
  const apiOrigin = new URL(baseURL ?? 'http://127.0.0.1:4399').origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    const authorization = request.headers()['authorization'];
    if (authorization && !(url.origin === apiOrigin && url.pathname.startsWith('/api/'))) leaks.push(request.url());
  });
  const errors = collectErrors(page);
  await signInAs(page, 'admin');
  for (const path of ['/profile', '/dashboards', '/front-office/guests', '/apps/contacts']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  expect(leaks).toEqual([]);
  expect(errors).toEqual([]);
});

test('the settings drawer offers Reset demo data, which reloads on the seed', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'Open settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  const reload = page.waitForEvent('load');
  await drawer.getByRole('button', { name: 'Reset demo data' }).click();
  await reload;
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
});

test.describe('header panels in the assembled app', () => {
  // The header panels (search, shortcuts, messages, notifications, user status, quick chat) landed in
  // @hotel/shell late in this round; the app frame does not mount them yet (next step: ShellLayout /
  // RoutedLayout with HeaderTools in src/frame/app-frame.tsx), so this cannot pass yet.
  test.fixme('search, shortcuts, messages, notifications, user status and quick chat are each used once', async () => {});
});

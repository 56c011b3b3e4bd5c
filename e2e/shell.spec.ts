import { expect, test } from './fixtures';
import { collectErrors, mainNav, signInAs, waitForApiCall } from './helpers';

const QUICK_CHAT = ['classic', 'compact', 'dense', 'futuristic', 'thin', 'enterprise', 'modern'];
const LAYOUTS = ['empty', 'classic', 'classy', 'compact', 'dense', 'futuristic', 'thin', 'centered', 'enterprise', 'material', 'modern'];

test('?layout= switches to each of the eleven layouts, and the route data of the auth pages wins', async ({ page }) => {
  const errors = collectErrors(page);
  await signInAs(page, 'admin');
  const frame = page.locator('[data-slot="layout"]');
  for (const layout of LAYOUTS) {
    await page.goto(`/welcome?layout=${layout}`);
    await expect(frame, layout).toHaveAttribute('data-layout', layout);
    await expect(page.locator('html'), layout).toHaveAttribute('data-layout', layout);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' }), layout).toBeVisible();
    // Every layout but the empty one shows the navigation (docked or in the header) at 1280 px.
    await expect(mainNav(page), layout).toHaveCount(layout === 'empty' ? 0 : 1);
    // Where the quick-chat rail shows (fixed at the end edge), the page stays clear of it.
    const rail = page.locator('[data-slot="quick-chat-rail"]');
    if (QUICK_CHAT.includes(layout)) {
      await expect(rail, layout).toBeVisible();
      const [railBox, mainBox] = [await rail.boundingBox(), await page.locator('#main-content').boundingBox()];
      expect(mainBox!.x + mainBox!.width, layout).toBeLessThanOrEqual(railBox!.x + 1);
    } else {
      await expect(rail, layout).toHaveCount(0);
    }
  }
  // ?layout= applies to its view only (the saved layout stays classy), and the page's own route data
  // ('empty' for the auth pages) wins over it.
  await page.goto('/welcome?layout=modern');
  await expect(frame).toHaveAttribute('data-layout', 'modern');
  await page.goto('/access-denied?layout=modern');
  await expect(page.locator('[data-slot="empty-frame"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'empty');
  await page.goto('/welcome');
  await expect(frame).toHaveAttribute('data-layout', 'classy');
  await page.getByRole('button', { name: 'Open settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Classy' })).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
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
  // A change to the demo data first: every message read.
  await page.getByRole('button', { name: /^Open messages, \d+ unread/ }).click();
  // The panel shows the change at once; the reload must wait for the call that keeps it (it failed once reloading first).
  const kept = waitForApiCall(page, (call) => call.url.pathname.endsWith('/messages/mark-all-as-read'));
  await page.getByRole('dialog', { name: 'Messages' }).getByRole('button', { name: 'Mark all as read' }).click();
  expect((await kept).status).toBe(200);
  await expect(page.getByRole('button', { name: 'Open messages', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open messages', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Open settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Reset demo data' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset demo data' });
  await expect(confirm).toBeVisible();
  const reload = page.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Reset demo data' }).click();
  await reload;
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open messages, \d+ unread/ })).toBeVisible();
});

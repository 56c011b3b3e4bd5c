import type { Page } from '@playwright/test';
import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { collectErrors, mainNav, signInAs } from './helpers';

/** Client-side navigation, as a menu click does (no reload: the mock API and session start once). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Each sample app route (DESIGN decision 7), the h1 its page shows and, where the app opens a page
 * below it, where it lands (the mailbox opens its inbox).
 */
const SAMPLE_PAGES: ReadonlyArray<readonly [path: string, heading: string, landing?: string]> = [
  ['/dashboards/project', 'Project dashboard'],
  ['/dashboards/analytics', 'Analytics dashboard'],
  ['/dashboards/finance', 'Finance dashboard'],
  ['/dashboards/crypto', 'Crypto dashboard'],
  ['/apps/academy', 'What do you want to learn today?'],
  ['/apps/chat', 'Chats'],
  ['/apps/contacts', 'Contacts'],
  ['/apps/ecommerce/inventory', 'Inventory'],
  ['/apps/file-manager', 'File Manager'],
  ['/apps/help-center', 'How can we help you today?'],
  ['/apps/help-center/faqs', 'Frequently Asked Questions'],
  ['/apps/mailbox', 'Inbox', '/apps/mailbox/inbox/1'],
  ['/apps/notes', 'Notes'],
  ['/apps/scrumboard', 'Scrumboard Boards'],
  ['/apps/tasks', 'Tasks'],
  ['/pages/activities', 'All activities'],
  ['/ui/icons', 'Icons'],
  ['/docs/changelog', 'Changelog'],
  ['/example', 'Example'],
];

/** The page's h1 is `heading`, no request is in flight, nothing is busy or a skeleton, and no error panel shows. */
async function pageReady(page: Page, path: string, heading: string) {
  const main = page.locator('main').first();
  await expect(main.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' }), path).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]'), path).toHaveCount(0);
  await expect(main.locator('[data-slot="skeleton"]'), path).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1 }), path).not.toHaveText(/Access denied|Page not found|Something went wrong/);
  await expect(main.getByRole('alert'), path).toHaveCount(0);
}

test('as admin every sample app route opens its page without an error', async ({ page }) => {
  test.setTimeout(E2E_TIMEOUTS.test + SAMPLE_PAGES.length * E2E_TIMEOUTS.page);
  await signInAs(page, 'admin');
  const errors = collectErrors(page);
  for (const [path, heading, landing = path] of SAMPLE_PAGES) {
    await navigate(page, path);
    await expect(page, path).toHaveURL(new RegExp(`${landing}$`));
    await pageReady(page, path, heading);
  }
  // /apps/ecommerce goes to the inventory; an unknown path inside an app is not found there.
  await navigate(page, '/apps/ecommerce');
  await expect(page).toHaveURL(/\/apps\/ecommerce\/inventory$/);
  await pageReady(page, '/apps/ecommerce', 'Inventory');
  await navigate(page, '/apps/file-manager/no/such/page');
  await expect(page.locator('main').getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('contacts: the search narrows the list', async ({ page }) => {
  await signInAs(page, 'admin');
  const errors = collectErrors(page);
  await navigate(page, '/apps/contacts');
  await pageReady(page, '/apps/contacts', 'Contacts');
  const count = page.getByText(/^\d+ contacts$/);
  const total = Number((await count.textContent())?.split(' ')[0]);
  const list = page.getByRole('region', { name: 'Contacts list' });
  // The last contact's full name (its link shows the name, then the title).
  const name = ((await list.getByRole('link').last().locator('.font-medium').textContent()) ?? '').trim();
  expect(name.length).toBeGreaterThan(0);
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(name);
  const narrowed = page.getByText(/^(1 contact|\d+ contacts)$/);
  await expect(narrowed).toBeVisible();
  await expect(narrowed).not.toHaveText(`${total} contacts`);
  await expect(list.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('zzzz-nobody');
  await expect(page.getByText('No contacts', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('tasks: completing a task lowers the remaining count and the menu subtitle follows', async ({ page }) => {
  await signInAs(page, 'admin');
  const errors = collectErrors(page);
  await navigate(page, '/apps/tasks');
  await pageReady(page, '/apps/tasks', 'Tasks');
  const main = page.locator('main').first();
  const remaining = main.getByText(/^\d+ remaining tasks?$/);
  const before = Number((await remaining.textContent())?.split(' ')[0]);
  const menuItem = mainNav(page).locator('a[href="/apps/tasks"]');
  await expect(menuItem).toContainText(`${before} remaining task`);
  await main.getByRole('checkbox', { checked: false }).first().click();
  const after = `${before - 1} remaining task${before - 1 === 1 ? '' : 's'}`;
  await expect(main.getByText(after, { exact: true })).toBeVisible();
  await expect(menuItem).toContainText(after);
  expect(errors).toEqual([]);
});

test('a signed-in user without the admin role is denied a sample app', async ({ page }) => {
  await signInAs(page, 'receptionist');
  const errors = collectErrors(page);
  await navigate(page, '/apps/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks', exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

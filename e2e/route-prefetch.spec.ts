import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiCallOf, collectErrors, revealNavigationLink, signInAs, type ApiCall } from './helpers';

/** A lazy hotel route (the resource screens' chunk) whose link the admin's navigation holds. */
const PATH = '/properties/buildings';
const TITLE = 'Buildings';
const CHUNK = /\/assets\/resource-route-[\w-]+\.js$/;
const isList = (call: ApiCall) => call.method === 'GET' && call.url.pathname === '/api/hotel/buildings';

/** What the page asks for of the route: its chunk (each request) and its list's pages (each API call). */
function watchRoute(page: Page): { chunks: string[]; lists: ApiCall[] } {
  const chunks: string[] = [];
  const lists: ApiCall[] = [];
  page.on('request', (request) => {
    if (CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  page.on('console', (message) => {
    const call = apiCallOf(message);
    if (call && isList(call)) lists.push(call);
  });
  return { chunks, lists };
}

// Issue 20, routes load on intent: hovering a navigation link loads its route's chunk and its
// screen's first data before the click; the click then shows the screen from them (the list is
// not asked for again), and nothing errs.
test("hovering a navigation link loads its route's code and data before the click", async ({ page }) => {
  const errors = collectErrors(page);
  const { chunks, lists } = watchRoute(page);
  await signInAs(page, 'admin');
  const link = await revealNavigationLink(page, PATH);
  expect(chunks, 'the chunk is not loaded before the intent').toEqual([]);

  const chunkLoaded = page.waitForResponse((response) => CHUNK.test(new URL(response.url()).pathname));
  await link.hover();
  expect((await chunkLoaded).ok()).toBe(true);
  await expect.poll(() => lists.length, 'the first page is asked for on hover').toBe(1);
  expect(lists[0]?.url.searchParams.get('page')).toBe('1');

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
  await expect(main.getByRole('table', { name: TITLE }).getByRole('row').nth(1)).toBeVisible();
  expect(chunks, 'the click loads the chunk no more').toHaveLength(1);
  expect(lists, 'the screen uses the prefetched page').toHaveLength(1);
  expect(errors).toEqual([]);
});

// The current page's link, hovered or focused, asks for nothing.
test("the current page's link prefetches nothing", async ({ page }) => {
  const errors = collectErrors(page);
  await signInAs(page, 'admin');
  const link = await revealNavigationLink(page, PATH);
  await link.click();
  await expect(page.locator('main').getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  const lists: ApiCall[] = [];
  page.on('console', (message) => {
    const call = apiCallOf(message);
    if (call && isList(call)) lists.push(call);
  });
  await page.mouse.move(0, 0);
  await link.hover();
  await link.focus();
  // Give a prefetch, were there one, the time to ask (the mock API answers in the page at once).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(lists).toEqual([]);
  expect(errors).toEqual([]);
});

// A write after the prefetch (here: a message marked read, a POST) drops every prefetched answer, so
// none older than a write is ever shown: the click then asks again.
test('a write after the prefetch drops it: the click asks again', async ({ page }) => {
  const errors = collectErrors(page);
  const lists: ApiCall[] = [];
  const writes: ApiCall[] = [];
  page.on('console', (message) => {
    const call = apiCallOf(message);
    if (call && isList(call)) lists.push(call);
    if (call && call.method !== 'GET') writes.push(call);
  });
  await signInAs(page, 'admin');
  const link = await revealNavigationLink(page, PATH);
  await link.hover();
  await expect.poll(() => lists.length, 'the first page is prefetched on hover').toBe(1);

  const writesBefore = writes.length;
  await page.getByRole('button', { name: /^Open messages, \d+ unread/ }).click();
  const messages = page.getByRole('dialog', { name: 'Messages' });
  await messages.getByRole('button', { name: 'Mark as read' }).first().click();
  await expect.poll(() => writes.length, 'the write is made').toBeGreaterThan(writesBefore);
  await page.keyboard.press('Escape');
  await expect(messages).toHaveCount(0);

  await link.click();
  await expect(page.locator('main').getByRole('table', { name: TITLE }).getByRole('row').nth(1)).toBeVisible();
  // The call's log line reaches the test as a console event, maybe after the rows show.
  await expect.poll(() => lists.length, 'the screen asked again').toBe(2);
  expect(errors).toEqual([]);
});

test.describe('on a touch device', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // No hover on a phone: a navigation link prefetches when it comes into view (the drawer opened,
  // its group expanded), and the tap then shows the screen from what was prefetched.
  test('a navigation link prefetches its route when it comes into view', async ({ page }) => {
    const errors = collectErrors(page);
    const { chunks, lists } = watchRoute(page);
    await signInAs(page, 'admin');
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches || matchMedia('(pointer: coarse)').matches)).toBe(true);
    expect(chunks).toEqual([]);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const link = await revealNavigationLink(page, PATH);
    await expect(link).toBeInViewport();
    await expect.poll(() => lists.length, "the link's first page is asked for as it comes into view").toBe(1);
    expect(chunks.length).toBeGreaterThan(0);
    await link.tap();
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
    await expect(main.getByRole('table', { name: TITLE }).getByRole('row').nth(1)).toBeVisible();
    expect(lists, 'the screen uses the prefetched page').toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectErrors, expiredToken, PASSWORD } from './helpers';

/**
 * The first screens paint from prerendered HTML (issue 20): the sign-in form and the signed-in
 * frame are in index.html, chosen before the first paint by its inline script, and the app mounts
 * over them when its own first screen is ready, keeping what was typed.
 */

/** Blocks the app's script files (the inline scripts of index.html still run). */
const blockScripts = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());

/** Holds the app's script files until `release()` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A stored session (any token: with the scripts blocked nothing checks it) and the shell's stored settings. */
const storeSession = (page: Page, settings: { layout?: string; language?: string } = {}) =>
  page.addInitScript(
    ([token, { layout, language }]) => {
      localStorage.setItem('accessToken', token);
      if (layout) localStorage.setItem('shellConfig', JSON.stringify({ layout }));
      if (language) localStorage.setItem('language', language);
    },
    [expiredToken(), settings] as const,
  );

test('the sign-in form paints and takes typing with the app\'s scripts blocked', async ({ page }) => {
  await blockScripts(page);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill('admin@hotel.test');
  await expect(page.getByLabel('Email address')).toHaveValue('admin@hotel.test');
  // Nothing would answer a press yet: the buttons wait for the app, visibly.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
});

test('with JavaScript off, a signed-out visitor still sees the sign-in form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeEditable();
  // Sent without the app, the form would never put the password in the address.
  await expect(page.locator('form')).toHaveAttribute('method', 'post');
  await context.close();
});

test('with a stored session the frame paints in the stored layout before any script file', async ({ page }) => {
  await storeSession(page, { layout: 'modern' });
  await page.addInitScript(() => localStorage.setItem('userName', 'Amara <b>Okafor</b>'));
  await blockScripts(page);
  await page.goto('/welcome');
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.locator('[data-slot="layout"]')).toHaveAttribute('data-layout', 'modern');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  // The greeting with the stored name, as text.
  await expect(page.getByText('Welcome back, Amara <b>Okafor</b>.', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-first-screen', 'frame');
  expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
});

test('the frame paints in the stored language', async ({ page }) => {
  await storeSession(page, { language: 'tr' });
  await blockScripts(page);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Hoş geldiniz' })).toBeVisible();
  // No name stored: no greeting (rather than one without the name).
  await expect(page.locator('[data-first-screen-greeting]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.locator('[data-slot="layout"]')).toHaveAttribute('data-layout', 'classy');
});

test('so does the sign-in form', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'tr'));
  await blockScripts(page);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('a deep link keeps the frame but not the welcome heading', async ({ page }) => {
  await storeSession(page);
  await blockScripts(page);
  await page.goto('/front-office/guests');
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
});

test('what is typed before the app arrives is kept, and signing in works once it has', async ({ page }) => {
  const errors = collectErrors(page);
  const release = await holdScripts(page);
  // Not until 'load' (nor DOMContentLoaded): both wait for the held module scripts.
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await page.getByLabel('Email address').fill('receptionist@hotel.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.getByLabel('Email address')).toHaveValue('receptionist@hotel.test');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveValue(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/);
  // The next first screen greets this user by name.
  const greeting = await page.getByText(/^Welcome back, .+\.$/).textContent();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userName'))).toBe(greeting!.replace(/^Welcome back, (.+)\.$/, '$1'));
  expect(errors).toEqual([]);
});

/**
 * Every element of the prerendered screen: its box (unless it is animated: the loading bar) and
 * the computed styles a visitor sees. With the app's scripts blocked, once the fonts are in.
 */
async function screenLook(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.locator('#root *').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getAnimations().length > 0 ? new DOMRect() : element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const look = ['display', 'color', 'background-color', 'border-color', 'font-family', 'font-size', 'font-weight', 'padding', 'border-radius', 'box-shadow', 'opacity'];
      return `${element.tagName} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')} ${look.map((name) => style.getPropertyValue(name)).join('; ')}`;
    }),
  );
}

for (const { name, path, settings } of [
  { name: 'the sign-in form', path: '/sign-in', settings: undefined },
  { name: 'the frame in the classy layout', path: '/welcome', settings: {} },
  { name: 'the frame in the modern layout, dark and teal', path: '/welcome', settings: { layout: 'modern', scheme: 'dark', theme: 'teal' } },
  { name: 'the frame in the compact layout, in Türkçe', path: '/welcome', settings: { layout: 'compact', language: 'tr' } },
]) {
  test(`${name} looks the same with its inlined rules only as with the whole stylesheet`, async ({ browser }) => {
    const look = async (withStylesheet: boolean) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      if (settings) {
        await page.addInitScript(
          ([token, { language, ...config }]) => {
            localStorage.setItem('accessToken', token);
            localStorage.setItem('shellConfig', JSON.stringify(config));
            if (language) localStorage.setItem('language', language);
          },
          [expiredToken(), settings as Record<string, string>] as const,
        );
      }
      await blockScripts(page);
      if (!withStylesheet) await page.route(/\/assets\/.*\.css$/, (route) => route.abort());
      await page.goto(path);
      // The stylesheet is added after the first paint and marked while it loads.
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
      if (withStylesheet) await expect(page.locator('link[rel="stylesheet"][data-loading]')).toHaveCount(0);
      const screen = await screenLook(page);
      await context.close();
      return screen;
    };
    const inlined = await look(false);
    expect(inlined.length).toBeGreaterThan(10);
    expect(inlined).toEqual(await look(true));
  });
}

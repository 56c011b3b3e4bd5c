import { expect, type ConsoleMessage, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';

/** One call answered by the in-page mock API, from its console line `[mock-api] <status> <METHOD> <path>`. */
export interface ApiCall {
  status: number;
  method: string;
  url: URL;
}

const API_CALL = /^\[mock-api\] (\d{3}) ([A-Z]+) (\S+)$/;

/** The API call a console message reports, if it is one (the mock API answers in the page, off the network). */
export function apiCallOf(message: ConsoleMessage): ApiCall | null {
  const match = API_CALL.exec(message.text());
  return match ? { status: Number(match[1]), method: match[2]!, url: new URL(match[3]!, 'http://api.invalid') } : null;
}

/** Resolves with the next API call that `matches`; start waiting before the action that makes it. */
export async function waitForApiCall(page: Page, matches: (call: ApiCall) => boolean): Promise<ApiCall> {
  const message = await page.waitForEvent('console', (m) => {
    const call = apiCallOf(m);
    return call !== null && matches(call);
  });
  return apiCallOf(message)!;
}

/**
 * Collects console errors, uncaught page errors and failed calls (4xx and 5xx answers of the
 * network or of the in-page mock API), for a final `expect(errors).toEqual([])`.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  const failed = (status: number, method: string, url: string) =>
    errors.push(`${status} ${method} ${new URL(url, page.url()).pathname} (on ${new URL(page.url()).pathname})`);
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const call = apiCallOf(message);
    if (call) {
      if (call.status >= 400) failed(call.status, call.method, call.url.pathname);
      return;
    }
    // A failed request is reported below with its URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
    // React Router renders nothing (and warns) on a full load when the root has no HydrateFallback.
    if (message.type() === 'warning' && message.text().includes('HydrateFallback')) errors.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed(response.status(), response.request().method(), response.url());
  });
  return errors;
}

/** Signs in through the form on the current (sign-in) page. */
export async function fillSignIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Waits until the app's script has started: index.html starts it after the first paint (vite/paint-first.ts),
 * which may come after the page's load event, and only then does the page's fetch answer the API.
 * React has mounted its root by then.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Opens /sign-in, signs in as `<role>@hotel.test` and waits for the welcome page. */
export async function signInAs(page: Page, role: string) {
  await page.goto('/sign-in');
  await fillSignIn(page, `${role}@hotel.test`);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
}

/** The main navigation landmark. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens every collapsed section of the main navigation, so every link is in the page. */
export async function expandNavigation(page: Page) {
  const nav = mainNav(page);
  for (let round = 0; round < 10; round++) {
    const closed = nav.locator('button[aria-expanded="false"]');
    const count = await closed.count();
    if (count === 0) return;
    for (let i = count - 1; i >= 0; i--) await closed.nth(i).click();
  }
}

/** The hrefs of the links of the main navigation, in order. */
export async function navigationLinks(page: Page): Promise<string[]> {
  return mainNav(page)
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

/** The visible, enabled links the API's navigation gives the signed-in user (hidden items excluded). */
export async function apiVisibleLinks(page: Page): Promise<string[]> {
  await waitForApp(page);
  return page.evaluate(async () => {
    interface Item {
      type: string;
      link?: string;
      hidden?: boolean;
      disabled?: boolean;
      children?: Item[];
    }
    const token = localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken');
    const response = await fetch('/api/common/navigation', { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { default: Item[] };
    const out: string[] = [];
    const walk = (items: Item[]) => {
      for (const item of items) {
        if (item.hidden) continue;
        if (item.type === 'basic' && item.link && !item.disabled) out.push(item.link.startsWith('/') ? item.link : `/${item.link}`);
        if (item.children) walk(item.children);
      }
    };
    walk(body.default);
    return out;
  });
}

/** An unsigned JWT-shaped token whose `exp` is in the past. */
export function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u-admin', roles: ['admin'], iat: now - 7200, exp: now - 3600 })}.c2lnbmF0dXJl`;
}

/**
 * The hrefs of every link of the main navigation, opening each collapsable once (depth first, in
 * menu order). The shell's navigation auto-collapses (opening one section closes the others), so
 * the links are gathered section by section rather than with everything open at once.
 */
export async function allNavigationLinks(page: Page): Promise<string[]> {
  const nav = mainNav(page);
  const links = new Set<string>();
  const visited = new Set<string>();
  for (;;) {
    for (const link of await navigationLinks(page)) links.add(link);
    const closed = await nav
      .locator('button[data-type="collapsable"][aria-expanded="false"]')
      .evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).dataset.id ?? ''));
    const next = closed.find((id) => id && !visited.has(id));
    if (next === undefined) return [...links];
    visited.add(next);
    await nav.locator(`button[data-type="collapsable"][data-id="${next}"]`).click();
    await expect(nav.locator(`button[data-type="collapsable"][data-id="${next}"]`)).toHaveAttribute('aria-expanded', 'true');
  }
}

/**
 * Makes the main navigation's link to `href` visible, opening the collapsables above it (the
 * API's tree says which), and returns its locator.
 */
export async function revealNavigationLink(page: Page, href: string) {
  const nav = mainNav(page);
  const link = nav.locator(`a[href="${href}"]`).first();
  if ((await link.count()) > 0) return link;
  await waitForApp(page);
  const ancestors = await page.evaluate(async (target) => {
    interface Item {
      id: string;
      type: string;
      link?: string;
      children?: Item[];
    }
    const token = localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken');
    const response = await fetch('/api/common/navigation', { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { default: Item[] };
    const normalise = (link: string) => (link.startsWith('/') ? link : `/${link}`);
    const find = (items: Item[], path: string[]): string[] | null => {
      for (const item of items) {
        const here = item.type === 'collapsable' ? [...path, item.id] : path;
        if (item.type === 'basic' && item.link && normalise(item.link) === target) return here;
        const found = item.children ? find(item.children, here) : null;
        if (found) return found;
      }
      return null;
    };
    return find(body.default, []) ?? [];
  }, href);
  for (const id of ancestors) {
    const button = nav.locator(`button[data-type="collapsable"][data-id="${id}"]`);
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }
  return link;
}

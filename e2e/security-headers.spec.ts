import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { readHeadersFile, serveDist } from '../scripts/serve-dist.mjs';
import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { signInAs } from './helpers';

/**
 * The build under the security headers it writes (dist/_headers, served as a host would by
 * scripts/serve-dist.mjs): the app starts, signs in and opens its screens with no Content Security
 * Policy violation, and the policy is really enforced (an injected inline script is refused).
 */
const DIST = 'apps/backoffice/dist';

/** Screens opened after signing in, and the h1 each shows: charts, icon sets, files, mail, hotel tables. */
const SCREENS: ReadonlyArray<readonly [path: string, heading: string]> = [
  ['/dashboards/analytics', 'Analytics dashboard'],
  ['/dashboards/finance', 'Finance dashboard'],
  ['/apps/file-manager', 'File Manager'],
  ['/apps/contacts', 'Contacts'],
  ['/ui/icons', 'Icons'],
  ['/docs/changelog', 'Changelog'],
  ['/front-office/guests', 'Guests'],
  ['/reports/room-revenue', 'Daily Room Revenue'],
];

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = await serveDist(DIST, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

/**
 * Records every CSP violation the page reports (the event and the console's "Refused to …" line),
 * and the console's complaints about the Permissions-Policy header.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(message.text())) console.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

test('the build runs under its Content-Security-Policy without a violation', async ({ browser }) => {
  test.setTimeout(E2E_TIMEOUTS.test + SCREENS.length * E2E_TIMEOUTS.page);
  const policy = readHeadersFile(`${DIST}/_headers`)['Content-Security-Policy'];
  expect(policy, `${DIST}/_headers has no Content-Security-Policy: run npm run build:app`).toMatch(/script-src 'self' 'sha256-/);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const violations = await recordViolations(page);

  const response = await page.goto('/sign-in');
  expect(response?.headers()['content-security-policy']).toBe(policy);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The pre-paint script ran (it is inline): the scheme is on <html> before the app starts.
  await expect(page.locator('html')).toHaveAttribute('data-scheme', /^(light|dark|auto)$/);
  expect(await violations(), 'signed out').toEqual([]);

  await signInAs(page, 'admin');
  for (const [path, heading] of SCREENS) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('main').first().getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading' }), path).toHaveCount(0);
  }
  // A reload with a session: the preload script (inline) starts the signed-in chunks.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Room Revenue' })).toBeVisible();
  expect(await violations(), 'signed in').toEqual([]);

  // The policy is enforced: an inline script added now (not among the hashed ones) does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations()).some((line) => line.includes('script-src'))).toBe(true);
  await context.close();
});

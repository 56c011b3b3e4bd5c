import { SAMPLE_APP_ROLES, SCREENS, STAFF_ROLES } from '@hotel/domain';
import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { allNavigationLinks, apiVisibleLinks, collectErrors, mainNav, PASSWORD, revealNavigationLink, signInAs, waitForApp } from './helpers';

/**
 * The hotel screens, every one of which hotel-routes.spec.ts opens as admin (and checks more
 * closely): the admin's walk leaves them to it, so that matrix runs once, not twice.
 */
const OPENED_AS_ADMIN_ELSEWHERE = new Set(SCREENS.map((screen) => screen.path));

/**
 * Each role signs in through the form, sees exactly its menu, and every visible link opens a page
 * (a main heading; never access-denied, never not-found, no console error). Links are followed by
 * clicking them in the menu (client-side navigation, as a user does); the admin's hotel links are
 * opened by hotel-routes.spec.ts instead.
 */
for (const role of ['admin', 'receptionist', 'waitress']) {
  test(`${role}: the menu is the role's, and every visible link opens a page`, async ({ page }) => {
    const errors = collectErrors(page);
    await signInAs(page, role);
    await expect(mainNav(page)).toBeVisible();
    const links = await allNavigationLinks(page);
    const expected = await apiVisibleLinks(page);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set(expected));
    const walk = [...new Set(links)].filter((link) => role !== 'admin' || !OPENED_AS_ADMIN_ELSEWHERE.has(link));
    expect(walk.length).toBeGreaterThan(0);
    test.setTimeout(E2E_TIMEOUTS.test + walk.length * E2E_TIMEOUTS.page);

    for (const link of walk) {
      await (await revealNavigationLink(page, link)).click();
      // An app may open on a page below its link (the mailbox opens its inbox at /apps/mailbox/inbox/1).
      await expect(page, `following ${link}`).toHaveURL(new RegExp(`${link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/[^?#]*)?([?#].*)?$`));
      const heading = page.locator('main h1').first();
      await expect(heading, `the page of ${link}`).toBeVisible();
      await expect(heading, `the page of ${link}`).not.toHaveText(/Access denied|Page not found/);
    }
    expect(errors).toEqual([]);
  });
}

/** One read call of each sample-app domain (chat and the icon sets are every role's: the header uses them). */
const SAMPLE_APP_READS = [
  'api/apps/contacts/all',
  'api/apps/ecommerce/inventory/categories',
  'api/apps/file-manager?folderId=null',
  'api/apps/help-center/faqs',
  'api/apps/mailbox/settings',
  'api/apps/notes/labels',
  'api/apps/scrumboard/boards',
  'api/apps/tasks/tags',
  'api/apps/academy/categories',
  'api/dashboards/project',
  'api/pages/activities',
];

/**
 * The API behind the menus: each of the 29 roles signs in through the page's API (the app's fetch,
 * answered by the in-page mock API) and reads each sample-app domain once with its own token. The
 * sample apps are admin's (DESIGN decision 7): 200 for admin, 403 {code, message} for every other role.
 */
test('every role: the API of the sample apps answers admin only', async ({ page }) => {
  expect(SAMPLE_APP_ROLES).toEqual(['admin']);
  await page.goto('/sign-in');
  await waitForApp(page);
  const answers = await page.evaluate(
    async ({ roles, paths, password }) => {
      const signIn = async (role: string) => {
        const response = await fetch('/api/auth/sign-in', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `${role}@hotel.test`, password }),
        });
        return ((await response.json()) as { accessToken: string }).accessToken;
      };
      const tokens = await Promise.all(roles.map(signIn));
      return Promise.all(
        roles.flatMap((role, i) =>
          paths.map(async (path) => {
            const response = await fetch(`/${path}`, { headers: { Authorization: `Bearer ${tokens[i]}` } });
            const body = (await response.json()) as { code?: string };
            return `${role} ${path} → ${response.status}${response.ok ? '' : ` ${body.code}`}`;
          }),
        ),
      );
    },
    { roles: [...STAFF_ROLES], paths: SAMPLE_APP_READS, password: PASSWORD },
  );
  expect(STAFF_ROLES).toHaveLength(29);
  expect(answers).toEqual(STAFF_ROLES.flatMap((role) => SAMPLE_APP_READS.map((path) => `${role} ${path} → ${role === 'admin' ? '200' : '403 FORBIDDEN'}`)));
});

test('a guest sees no signed-in item: the root sends them to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Fwelcome$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

import { SCREENS } from '@hotel/domain';
import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { allNavigationLinks, apiVisibleLinks, collectErrors, mainNav, revealNavigationLink, signInAs } from './helpers';

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

test('a guest sees no signed-in item: the root sends them to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Fwelcome$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

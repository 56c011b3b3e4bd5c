import { expect, test } from '@playwright/test';
import { SCREENS } from '@hotel/domain';
import { collectErrors, signInAs } from './helpers';

// Every hotel route opens its screen as admin: the h1 is the declared title and nothing errs.
test('as admin every hotel route opens without an error', async ({ page }) => {
  test.setTimeout(SCREENS.length * 4000);
  await signInAs(page, 'admin');
  const errors = collectErrors(page);
  for (const screen of SCREENS.filter((s) => !s.path.includes(':'))) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.title }), screen.path).toBeVisible();
    await expect(page.locator('[aria-busy="true"]'), screen.path).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});


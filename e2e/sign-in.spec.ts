import { expect, test } from '@playwright/test';

test('signs in through the mock API and reads the user with the token', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.getByLabel('Email address').fill('receptionist@hotel.test');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Sofia Rossi' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Sofia Rossi' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('answers wrong credentials with a clear message', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password');
});

import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { signInAs, waitForApiCall } from './helpers';

/*
 * What the hotel's end-to-end flows share: dates and money as the screens show them, switching
 * people on one page (the mock data lives in the browser, so the people take turns signing in on
 * the same page), and the list screens' moves (open, search a row, make a workflow action, create).
 */

/** The mock API's business date starts as today's UTC date (its seed lives the days before it). */
export const today = new Date().toISOString().slice(0, 10);
export const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
export const tomorrow = dayAfter(today);
export const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Cents from a shown amount such as '$1,234.50'. */
export const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

/** Signs the current user out, then signs in as `<role>@hotel.test` on the same page (same mock data). */
export async function switchTo(page: Page, role: string) {
  await page.goto('/sign-out');
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out!' })).toBeVisible();
  await signInAs(page, role);
}

/** Opens a screen by its route and waits for its heading and its first list answer. */
export async function openScreen(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const table = page.getByRole('table', { name: title });
  if ((await table.count()) > 0) await expect(table).not.toHaveAttribute('aria-busy', 'true');
}

/** Picks `option` in the select labelled `label` (a Radix select inside `scope`). */
export async function choose(page: Page, scope: Locator, label: RegExp, option: string | RegExp) {
  const trigger = scope.getByRole('combobox', { name: label });
  await expect(trigger).toBeEnabled();
  await trigger.click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(trigger).toHaveText(option);
}

/**
 * Searches the list (the search text may be in a field the table does not show, such as notes)
 * and waits for the answer to that search: one row, which must show `shown`.
 */
export async function findRow(page: Page, table: string, searchLabel: string, text: string, shown: string): Promise<Locator> {
  const answered = waitForApiCall(page, (call) => call.url.searchParams.get('search') === text);
  await page.getByRole('searchbox', { name: searchLabel }).fill(text);
  expect((await answered).status).toBe(200);
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(shown);
  return rows.nth(1);
}

/** After a move, the searched row has left the list (the search now finds nothing here). */
export async function rowGone(page: Page, table: string) {
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toHaveText('No results.');
}

/** Clicks a workflow action in a row, confirms it in its dialog, and waits for the success toast. */
export async function moveRow(page: Page, row: Locator, action: string, note?: string) {
  await row.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${action} `) });
  await expect(dialog).toBeVisible();
  if (note) await dialog.getByLabel(/^Note/).fill(note);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`^${action}: `)).first()).toBeVisible();
}

/** Opens the 'New …' drawer of a list screen. */
export async function newRecord(page: Page, singular: string): Promise<Locator> {
  await page.getByRole('button', { name: `New ${singular}` }).first().click();
  const drawer = page.getByRole('dialog', { name: `New ${singular}` });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Submits a create drawer and waits until it closes (the record was saved). */
export async function create(page: Page, drawer: Locator, singular: string) {
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(`${singular} created`).first()).toBeVisible();
}

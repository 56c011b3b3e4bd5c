import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SCREENS } from '@hotel/domain';
import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { collectErrors, signInAs } from './helpers';

/**
 * Every hotel screen in Türkçe (issue 19): each route is walked in English, then in Türkçe, and a
 * string a screen shows the same way in both is untranslated, unless it is data (a value of an API
 * answer: a guest's name, a room number), a number, a date, a code or a word Turkish writes the same.
 */

declare global {
  interface Window {
    /** Every string of every API answer of the page (the data a screen may show as it came). */
    __apiStrings?: Set<string>;
  }
}

/**
 * Wraps whatever becomes `window.fetch` (the in-page mock API replaces it at start-up) so every JSON
 * answer's strings are collected into `window.__apiStrings`.
 */
function collectApiStrings() {
  const strings = new Set<string>();
  window.__apiStrings = strings;
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.add(value.trim());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const wrap = (fetchImpl: typeof fetch): typeof fetch =>
    async (...args) => {
      const response = await fetchImpl(...args);
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      // The shell's own calls (navigation titles, shortcuts, messages) carry labels, not the hotel's data.
      if (!url.includes('/api/common/') && response.headers.get('content-type')?.includes('json')) {
        response
          .clone()
          .json()
          .then(walk)
          .catch(() => {});
      }
      return response;
    };
  let current = wrap(window.fetch.bind(window));
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    get: () => current,
    set: (next: typeof fetch) => {
      current = wrap(next);
    },
  });
}

/** The visible text of the page's main region and of its labels a screen reader reads, one entry per text node. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[translate="no"], script, style, svg')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      out.push(text);
    }
    for (const element of main.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** Client-side navigation, as a menu click does (see hotel-routes.spec.ts). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('main').getByRole('heading', { level: 1 }), path).toBeVisible();
  await expect(page.locator('[data-slot="loading-bar"]'), path).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]'), path).toHaveCount(0);
  await expect(page.locator('main [data-slot="skeleton"]'), path).toHaveCount(0);
}

const catalogDir = join(import.meta.dirname, '../apps/backoffice/src/i18n/tr');
const turkish: Record<string, string> = Object.assign(
  {},
  ...readdirSync(catalogDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(catalogDir, file), 'utf8')) as Record<string, string>),
);

/**
 * Text Turkish writes as English does: what the catalog translates to itself ('Plan', 'Tablet',
 * 'Proforma No.'), brand names (the SMS providers), and text with no word of three letters
 * (numbers, dates, amounts, codes such as 'RM-101', currency marks).
 */
const SAME_IN_BOTH = new Set([...Object.entries(turkish).filter(([en, tr]) => en === tr).map(([en]) => en), 'Vonage', 'Infobip', 'Twilio']);

function isLanguageFree(text: string): boolean {
  if (SAME_IN_BOTH.has(text)) return true;
  const words = text.match(/\p{L}{3,}/gu) ?? [];
  // Codes and acronyms ('POS', 'RM101', 'ADR'), and e-mail addresses, are not language.
  return words.every((word) => /^\p{Lu}+$/u.test(word)) || /^\S+@\S+$/.test(text);
}

/** `text` with every data string it contains taken out (a cell 'Room 101 · Ada Lovelace' keeps 'Room'). */
function withoutData(text: string, data: readonly string[]): string {
  let rest = text;
  for (const value of data) if (rest.includes(value)) rest = rest.split(value).join(' ');
  return rest.replace(/\s+/g, ' ').trim();
}

const screens = SCREENS.filter((s) => !s.path.includes(':'));

test('every hotel screen shows Türkçe: no text of the English screen is left except data', async ({ page }) => {
  test.setTimeout(E2E_TIMEOUTS.test + 2 * screens.length * E2E_TIMEOUTS.page);
  await page.addInitScript(collectApiStrings);
  await signInAs(page, 'admin');
  const errors = collectErrors(page);

  const english = new Map<string, Set<string>>();
  for (const screen of screens) {
    await navigate(page, screen.path);
    english.set(screen.path, new Set(await visibleTexts(page)));
  }

  await page.evaluate(() => localStorage.setItem('language', 'tr'));
  await page.goto('/welcome');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  const untranslated: string[] = [];
  for (const screen of screens) {
    await navigate(page, screen.path);
    const data = [...((await page.evaluate(() => [...(window.__apiStrings ?? [])])) as string[])]
      .filter((value) => value.length >= 2)
      .sort((a, b) => b.length - a.length);
    const dataSet = new Set(data);
    const seen = english.get(screen.path) ?? new Set<string>();
    for (const text of new Set(await visibleTexts(page))) {
      if (!seen.has(text) || dataSet.has(text) || isLanguageFree(text)) continue;
      const rest = withoutData(text, data);
      if (rest && !isLanguageFree(rest)) untranslated.push(`${screen.path}: "${text}"`);
    }
  }
  expect(untranslated).toEqual([]);
  expect(errors).toEqual([]);
});

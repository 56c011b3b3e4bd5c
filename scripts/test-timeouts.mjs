// The ceilings of every wait in the test runners, in one place. A ceiling only catches a hang: no
// test may measure it, and a wait ends as soon as the state it waits on is there. They are sized
// for the slowest machine the suite must pass on: a 2-core CI box under `npm run test:slow`
// (Chromium's CPU throttled 4x, Node pinned to one core), so the same suite passes on any machine
// of this kind. A wait that truly needs more than its runner's default names the constant it uses.

/**
 * testing-library's `waitFor`, `findBy*` and `waitForElementToBeRemoved` (its `asyncUtilTimeout`):
 * play functions (`configure` from `storybook/test` in .storybook/preview.tsx), unit tests
 * (scripts/vitest.unit-setup.ts) and browser tests (scripts/vitest.browser-setup.ts).
 */
export const WAIT_TIMEOUT = 20_000;

/** Vitest's `expect.poll` and browser mode's `expect.element` (vitest.config.ts `test.expect.poll`). */
export const POLL_TIMEOUT = 20_000;

/** Vitest's ceiling for one test, story or visual snapshot, hooks included (vitest.config.ts). */
export const TEST_TIMEOUT = 120_000;

/** Vitest's ceiling for one `beforeAll`/`beforeEach`/`afterEach`/`afterAll` hook (vitest.config.ts). */
export const HOOK_TIMEOUT = 60_000;

/** Playwright (playwright.config.ts): each end-to-end ceiling. */
export const E2E_TIMEOUTS = {
  /** One web-first assertion (`await expect(locator).toBeVisible()` and the like). */
  expect: 20_000,
  /** One action (`click`, `fill`, `press`): the wait for the element to be actionable. */
  action: 20_000,
  /** One `goto`, `reload`, `goBack` or `waitForURL`. */
  navigation: 60_000,
  /** One test. */
  test: 180_000,
  /** Added to a test's ceiling for each page it walks: `test.setTimeout(E2E_TIMEOUTS.test + pages * E2E_TIMEOUTS.page)`. */
  page: 10_000,
  /** The production build's server to answer on start. */
  server: 120_000,
};

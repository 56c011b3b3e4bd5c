import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { E2E_TIMEOUTS } from './scripts/test-timeouts.mjs';

/** E2E_PORT lets a second run on the same machine (another checkout) serve beside this one. */
const PORT = Number(process.env.E2E_PORT ?? 4399);

/**
 * End-to-end tests against the production build, served with --strictPort so no other app answers.
 * Every wait has a ceiling from scripts/test-timeouts.mjs; specs import `test` from e2e/fixtures.ts
 * (the CPU throttling of `npm run test:slow`).
 */
export default defineConfig({
  testDir: './e2e',
  // One worker. Every test has its own browser context (its own storage, so its own mock API state),
  // but a test drives one or two pages whose in-page mock API seeds and stores the whole hotel, and
  // each page is a renderer process plus the GPU and browser processes: two workers on two cores
  // made the run more than twice as long (1,085 s against 480 s on one worker; the two-tab test
  // 5.7 min against 1.1 min).
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  timeout: E2E_TIMEOUTS.test,
  expect: { timeout: E2E_TIMEOUTS.expect },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    actionTimeout: E2E_TIMEOUTS.action,
    navigationTimeout: E2E_TIMEOUTS.navigation,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npm exec -w @hotel/backoffice -- vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: E2E_TIMEOUTS.server,
    stdout: 'ignore',
  },
});

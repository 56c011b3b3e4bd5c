import { defineConfig } from '@playwright/test';

/** The production build, served by `vite preview` on its own port (PORT to change it). */
const port = Number(process.env.PORT ?? 4410);

/**
 * CHROMIUM_PATH runs a Chromium of the system (this repository's CI: Debian's /usr/bin/chromium,
 * with CHROMIUM_ARGS); otherwise Playwright's own browser (`npx playwright install chromium`).
 */
const executablePath = process.env.CHROMIUM_PATH;

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // JSON too when PLAYWRIGHT_JSON_OUTPUT_FILE names a file (scripts/consumer.mjs: reports/consumer.json).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: executablePath ? { executablePath, args: process.env.CHROMIUM_ARGS?.split(' ') ?? [] } : {},
    actionTimeout: 20_000,
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});

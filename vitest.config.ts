import './scripts/node20-polyfills.mjs';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { cpuThrottleRate } from './scripts/cpu-throttle.mjs';
import { HOOK_TIMEOUT, POLL_TIMEOUT, TEST_TIMEOUT } from './scripts/test-timeouts.mjs';

/** Every project in Chromium: CPU throttling under `npm run test:slow`. */
const BROWSER_SETUP = './scripts/vitest.browser-setup.ts';

const chromium = () =>
  playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });

const browser = (viewport = { width: 1280, height: 800 }) => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: 'chromium' as const }],
  viewport,
});

export default defineConfig({
  resolve: { conditions: ['@hotel/source', ...defaultClientConditions] },
  // Node projects resolve workspace packages through their server conditions.
  ssr: { resolve: { conditions: ['@hotel/source', ...defaultServerConditions] } },
  plugins: [react()],
  test: {
    // Ceilings for a hang, never a measure (scripts/test-timeouts.mjs); inherited by every project.
    testTimeout: TEST_TIMEOUT,
    hookTimeout: HOOK_TIMEOUT,
    expect: { poll: { timeout: POLL_TIMEOUT } },
    provide: { cpuThrottleRate: cpuThrottleRate() },
    // As many workers (Node forks, Chromium pages) as the machine has cores: Vitest's default leaves
    // one core for itself, which on CI's two is half the machine idle (unit 852 → 336 s, stories
    // 828 → 575 s). Under test:slow's taskset the Node steps see one core, so they run one at a time.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.*', '**/*.visual.test.*', 'packages/mock-api/**', '**/node_modules/**'],
          setupFiles: ['./scripts/vitest.unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/mock-api/src/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/*/vite/**/*.test.ts'],
          setupFiles: ['./scripts/node20-polyfills.mjs'],
        },
      },
      {
        extends: true,
        plugins: [tailwindcss()],
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.{ts,tsx}', 'apps/*/src/**/*.browser.test.{ts,tsx}'],
          setupFiles: [BROWSER_SETUP],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [
          tailwindcss(),
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          setupFiles: [BROWSER_SETUP],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [tailwindcss()],
        test: {
          name: 'visual',
          include: ['packages/*/src/**/*.visual.test.{ts,tsx}', 'apps/*/src/**/*.visual.test.{ts,tsx}'],
          setupFiles: [BROWSER_SETUP],
          browser: {
            ...browser({ width: 800, height: 600 }),
            expect: { toMatchScreenshot: { comparatorName: 'pixelmatch', comparatorOptions: { allowedMismatchedPixelRatio: 0.001 } } },
          },
        },
      },
    ],
  },
});

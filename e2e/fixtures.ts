import { test as base } from '@playwright/test';
import { cpuThrottleRate } from '../scripts/cpu-throttle.mjs';

export { expect } from '@playwright/test';

const rate = cpuThrottleRate();

/**
 * Playwright's `test`, with the page's CPU throttled when HOTEL_CPU_THROTTLE asks for it
 * (`npm run test:slow`: CDP Emulation.setCPUThrottlingRate, 4x), so every spec also runs as on a
 * slow machine. In `npm test` it is Playwright's own `test`. Specs import `test` and `expect` here.
 */
export const test = base.extend<{ cpuThrottle: void }>({
  cpuThrottle: [
    async ({ page }, use) => {
      if (rate > 1) {
        const session = await page.context().newCDPSession(page);
        await session.send('Emulation.setCPUThrottlingRate', { rate });
      }
      await use();
    },
    { auto: true },
  ],
});

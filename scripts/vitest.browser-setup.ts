// Set-up of every Vitest project that runs in Chromium (storybook, browser, visual): under
// `npm run test:slow` the page's CPU is throttled (HOTEL_CPU_THROTTLE, handed over by
// vitest.config.ts as `cpuThrottleRate`), so every story and browser test also runs on a slow
// machine. The stories' testing-library time-outs are set in .storybook/preview.tsx.
import { inject } from 'vitest';
import { cdp } from 'vitest/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Chromium's CPU slow-down factor: 1 in `npm test`, 4 in `npm run test:slow`. */
    cpuThrottleRate: number;
  }
}

const rate = inject('cpuThrottleRate');
// The session stays attached for the test file, so the throttling holds for all of its tests.
if (rate > 1) await cdp().send('Emulation.setCPUThrottlingRate', { rate });

// `npm run test:slow` sets HOTEL_CPU_THROTTLE (4 there): every browser runner then slows Chromium's
// CPU by that factor (CDP Emulation.setCPUThrottlingRate), in Vitest browser mode through
// scripts/vitest.browser-setup.ts and in Playwright through the fixture of e2e/fixtures.ts.

/** The CPU slow-down factor for the browsers, 1 (none) unless HOTEL_CPU_THROTTLE names a bigger one. */
export function cpuThrottleRate(env = process.env) {
  const rate = Number(env.HOTEL_CPU_THROTTLE ?? 1);
  if (!Number.isFinite(rate) || rate < 1) throw new Error(`HOTEL_CPU_THROTTLE must be a number of at least 1, not '${env.HOTEL_CPU_THROTTLE}'.`);
  return rate;
}

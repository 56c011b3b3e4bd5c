#!/usr/bin/env node
// `npm run test:slow`: `npm test`'s steps on a slowed machine, to prove that no test depends on the
// machine's speed. The Node steps (lint, typecheck, package checks, unit tests, build, sizes) run
// pinned to one core with `taskset -c 0`; the browser steps (stories and browser tests, visual
// snapshots, end-to-end) run one page at a time with Chromium's CPU throttled by HOTEL_CPU_THROTTLE
// (default 4; CDP Emulation.setCPUThrottlingRate, applied by scripts/vitest.browser-setup.ts and
// e2e/fixtures.ts).
// Every wait has the same ceilings as in `npm test` (scripts/test-timeouts.mjs): it passes here
// only if each test waits on the state it needs, however long that takes.
import { spawnSync } from 'node:child_process';
import { cpuThrottleRate } from './cpu-throttle.mjs';
import { runSteps } from './test.mjs';

const throttle = String(process.env.HOTEL_CPU_THROTTLE ?? 4);
cpuThrottleRate({ HOTEL_CPU_THROTTLE: throttle });

if (spawnSync('taskset', ['-c', '0', 'true']).status !== 0) {
  console.error('test:slow pins the Node steps to one core with `taskset` (util-linux), which is missing or failed: apt-get install util-linux');
  process.exit(1);
}

/**
 * One browser page at a time: `npm test` runs as many pages (Vitest) and workers (Playwright) as the
 * machine has cores, but CPU throttling slows each page against the whole machine, so two throttled
 * pages on two cores compound to far beyond the factor (stories took 20 times their time and met the
 * 120 s hang ceiling). One page at a time is the slowed machine this script means: every page 4x slower.
 */
const onePage = (step) => (step.cmd === 'npx' && step.args[0] === 'playwright' ? ['--workers=1'] : step.cmd === 'npx' && step.args[0] === 'vitest' ? ['--maxWorkers=1'] : []);

console.log(`test:slow: Node steps on one core (taskset -c 0), Chromium's CPU throttled ${throttle}x, one page at a time`);
process.exit(
  await runSteps({
    command: (step) => (step.runs === 'node' ? ['taskset', ['-c', '0', step.cmd, ...step.args]] : [step.cmd, [...step.args, ...onePage(step)]]),
    env: { HOTEL_CPU_THROTTLE: throttle },
    // One core: the steps that run together in npm test run one after another here.
    together: false,
  }),
);

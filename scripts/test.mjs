#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure. Prints each step's time
// and the run's, and ends with one line `N passed, N failed` summing every runner (lint, typecheck
// and the package checks count as one each). `npm run test:slow` (scripts/test-slow.mjs) runs the
// same steps on a slowed machine.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const reports = 'reports';

const vitestJson = (name) => [`--reporter=default`, `--reporter=json`, `--outputFile.json=${reports}/${name}.json`];

/**
 * The steps, in order. `runs: 'node'` steps run in Node alone; `runs: 'browser'` steps drive
 * Chromium (the vitest browser projects, Playwright), which test:slow throttles rather than pins.
 * Consecutive steps of one `together` group run at the same time (each of lint, typecheck and the
 * package checks keeps about one core busy, so on two cores the three take little more than the
 * longest), their output held and printed whole, step by step, as each ends.
 */
export const steps = [
  { name: 'lint', runs: 'node', together: 'static', cmd: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  { name: 'typecheck', runs: 'node', together: 'static', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'packages', runs: 'node', together: 'static', cmd: 'node', args: ['scripts/check-packages.mjs'] },
  { name: 'unit', runs: 'node', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit', '--project', 'node', ...vitestJson('unit')], report: 'unit' },
  {
    name: 'stories',
    runs: 'browser',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'storybook', '--project', 'browser', ...vitestJson('stories')],
    report: 'stories',
  },
  { name: 'visual', runs: 'browser', cmd: 'npx', args: ['vitest', 'run', '--project', 'visual', ...vitestJson('visual')], report: 'visual' },
  { name: 'build', runs: 'node', cmd: 'npm', args: ['run', 'build:app'] },
  { name: 'sizes', runs: 'node', cmd: 'node', args: ['scripts/check-sizes.mjs'] },
  // No served source maps or service worker, the CSP's hashes; a real-API build without the mock API.
  { name: 'build-checks', runs: 'node', cmd: 'node', args: ['scripts/check-build.mjs'] },
  // examples/consumer from the packed tarballs (the `packages` step's build): strict tsc, vite build
  // without warnings, its Playwright smoke test.
  { name: 'consumer', runs: 'node', cmd: 'node', args: ['scripts/consumer.mjs', '--reuse-build'], report: 'consumer' },
  { name: 'e2e', runs: 'browser', cmd: 'npx', args: ['playwright', 'test'], report: 'e2e' },
];

function countReport(name) {
  const file = `${reports}/${name}.json`;
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof json.numPassedTests === 'number') return { passed: json.numPassedTests, failed: json.numFailedTests };
  if (json.stats) return { passed: json.stats.expected, failed: json.stats.unexpected + (json.stats.flaky ?? 0) };
  return null;
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs `cmd args`, its output inherited (`hold` false) or held and returned; resolves with the exit status. */
function run(cmd, args, env, hold) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const chunks = [];
    if (hold) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString() }));
  });
}

/** The steps as batches: a step alone, or consecutive steps of one `together` group (when `together`). */
function batches(together) {
  const out = [];
  for (const step of steps) {
    const last = out.at(-1);
    if (together && step.together && last?.[0].together === step.together) last.push(step);
    else out.push([step]);
  }
  return out;
}

/**
 * Runs the steps in order, stopping after the first batch with a failure, and resolves with the
 * process's exit code. `command(step)` may wrap a step's command (test:slow pins the Node steps to
 * one core); `env` is added to every step's environment; `together: false` runs every step alone.
 */
export async function runSteps({ command = (step) => [step.cmd, step.args], env = {}, together = true } = {}) {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const startedAll = Date.now();
  let passed = 0;
  let failed = 0;
  for (const batch of batches(together)) {
    const hold = batch.length > 1;
    if (hold) console.log(`\n━━ ${batch.map((step) => step.name).join(', ')}: at the same time, each one's output once it ends`);
    const results = batch.map((step) => {
      const started = Date.now();
      const [cmd, args] = command(step);
      const heading = `\n━━ ${step.name} ━━ ${cmd} ${args.join(' ')}`;
      if (!hold) console.log(heading);
      return run(cmd, args, { ...process.env, FORCE_COLOR: '1', ...env }, hold).then((result) => {
        if (hold) process.stdout.write(`${heading}\n${result.output}`);
        const ok = result.status === 0;
        console.log(`━━ ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(started)}`);
        return { step, ok };
      });
    });
    for (const { step, ok } of await Promise.all(results)) {
      const counts = step.report ? countReport(step.report) : null;
      if (counts) {
        passed += counts.passed;
        failed += counts.failed;
        if (!ok && counts.failed === 0) failed += 1;
      } else if (ok) passed += 1;
      else failed += 1;
    }
    if (failed > 0) break;
  }
  console.log(`\n━━ total: ${seconds(startedAll)}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(await runSteps());

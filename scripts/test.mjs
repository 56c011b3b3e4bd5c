#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure. Ends with one line
// `N passed, N failed` summing every runner (lint, typecheck and the package checks count as one each).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestJson = (name) => [`--reporter=default`, `--reporter=json`, `--outputFile.json=${reports}/${name}.json`];

const steps = [
  { name: 'lint', cmd: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'packages', cmd: 'node', args: ['scripts/check-packages.mjs'] },
  { name: 'unit', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit', '--project', 'node', ...vitestJson('unit')], report: 'unit' },
  {
    name: 'stories',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'storybook', '--project', 'browser', ...vitestJson('stories')],
    report: 'stories',
  },
  { name: 'visual', cmd: 'npx', args: ['vitest', 'run', '--project', 'visual', ...vitestJson('visual')], report: 'visual' },
  { name: 'build', cmd: 'npm', args: ['run', 'build:app'] },
  { name: 'sizes', cmd: 'node', args: ['scripts/check-sizes.mjs'] },
  { name: 'e2e', cmd: 'npx', args: ['playwright', 'test'], report: 'e2e' },
];

let passed = 0;
let failed = 0;

function countReport(name) {
  const file = `${reports}/${name}.json`;
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof json.numPassedTests === 'number') return { passed: json.numPassedTests, failed: json.numFailedTests };
  if (json.stats) return { passed: json.stats.expected, failed: json.stats.unexpected + (json.stats.flaky ?? 0) };
  return null;
}

for (const step of steps) {
  const started = Date.now();
  console.log(`\n━━ ${step.name} ━━ ${step.cmd} ${step.args.join(' ')}`);
  const result = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  const ok = result.status === 0;
  const counts = step.report ? countReport(step.report) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    if (!ok && counts.failed === 0) failed += 1;
  } else if (ok) passed += 1;
  else failed += 1;
  console.log(`━━ ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) break;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

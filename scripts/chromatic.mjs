#!/usr/bin/env node
// Chromatic needs its service, which this network cannot reach: run it only with a token, under
// a time-out, and never in CI. The offline replacement is the `visual` Vitest project.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic. Visual snapshots run offline in `npm run test:visual`.');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync('timeout', ['300', 'npx', 'chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

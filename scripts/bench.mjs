#!/usr/bin/env node
// `npm run bench`: production build, then every benchmark of the workspace, printing figures
// against their budgets. Timings live here only, never in `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;

const started = Date.now();
if (!run('npm', ['run', 'build:app'])) process.exit(1);
console.log(`\nproduction build: ${((Date.now() - started) / 1000).toFixed(1)} s (budget 15 s)\n`);
run('node', ['scripts/check-sizes.mjs']);

for (const pkg of readdirSync('packages')) {
  const dir = `packages/${pkg}/bench`;
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => /\.bench\.(ts|mjs)$/.test(f))) {
    console.log(`\n— ${dir}/${file}`);
    run('npx', ['tsx', '--conditions=@hotel/source', `${dir}/${file}`]);
  }
}

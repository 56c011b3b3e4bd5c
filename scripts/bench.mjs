#!/usr/bin/env node
// `npm run bench`: production build (timed), the chunk table and size budgets, the performance
// bench of the real first screens beside the empty-page floor it builds itself (ratios to the floor,
// BENCH_RUNS runs, default 5), then every benchmark of packages/*/bench and apps/*/bench.
// Figures are printed against their budgets; timings live here only, never in `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { stdio: 'inherit', env }).status === 0;
// Benches measure React as the app ships it: the production build (development React is 2-3x slower).
const tsx = (file) => run('npx', ['tsx', '--conditions=@hotel/source', file], { ...process.env, NODE_ENV: 'production' });

const started = Date.now();
if (!run('npm', ['run', 'build:app'])) process.exit(1);
const seconds = (Date.now() - started) / 1000;
console.log(`\nproduction build: ${seconds.toFixed(1)} s (budget 15 s) ${seconds <= 15 ? 'ok' : 'OVER'}\n`);
// The size budgets, the two first screens' JS among them ('sign-in screen JS' and 'signed-in
// /welcome JS', gzip, against issue 18's 160 and 210 KB); the perf bench below measures them again
// as transferred by the browser, beside the floor's.
run('node', ['scripts/check-sizes.mjs']);
if (process.env.BENCH_SKIP_PERF !== '1') tsx('scripts/perf.bench.ts');
// Scroll frames of the 10,000-row lists run on the static Storybook (built when missing).
if (process.env.BENCH_SKIP_SCROLL !== '1' && (existsSync('storybook-static/iframe.html') || run('npm', ['run', 'build-storybook']))) {
  tsx('scripts/scroll.bench.ts');
}

// Package benches, then the apps' (the back-office's till search, kitchen display and tape chart).
const benchDirs = ['packages', 'apps'].flatMap((root) => readdirSync(root).map((name) => `${root}/${name}/bench`));
for (const dir of benchDirs) {
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => /\.bench\.(ts|mjs)$/.test(f))) {
    console.log(`\n— ${dir}/${file}`);
    tsx(`${dir}/${file}`);
  }
}

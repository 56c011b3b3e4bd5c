#!/usr/bin/env node
// Size budgets of the production build (gzip). Sizes are deterministic, so they are tests;
// timings live only in `npm run bench`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'apps/backoffice/dist';
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryScripts = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);

const entryJs = [...entryScripts, ...preloads].reduce((sum, file) => sum + gz(join(dist, file)), 0);
const entryCss = css.reduce((sum, file) => sum + gz(join(dist, file)), 0);

const budgets = [
  { name: 'entry JS (first screen, gzip)', size: entryJs, budget: 120 * 1024 },
  { name: 'CSS (gzip)', size: entryCss, budget: 20 * 1024 },
];

const assets = join(dist, 'assets');
const chunks = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, raw: statSync(join(assets, f)).size, gzip: gz(join(assets, f)) }))
  .sort((a, b) => b.gzip - a.gzip);

console.log('chunk'.padEnd(48), 'raw'.padStart(10), 'gzip'.padStart(10));
for (const c of chunks) console.log(c.file.padEnd(48), kb(c.raw).padStart(10), kb(c.gzip).padStart(10));
console.log();

let failed = 0;
for (const b of budgets) {
  const ok = b.size <= b.budget;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${b.name.padEnd(40)} ${kb(b.size).padStart(10)} / ${kb(b.budget)}`);
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// The consumer app (examples/consumer) as another hotel app gets the packages: from the packed
// tarballs, not the workspace (npm test's `consumer` step).
//
// 1. builds @hotel/ui, @hotel/shell, @hotel/domain and @hotel/mock-api (tsup) and packs them;
// 2. copies examples/consumer (without node_modules and dist) into a temporary folder outside the
//    repository, so nothing resolves from the workspace's node_modules or its @types;
// 3. installs the tarballs and the app's other dependencies there (npm, preferring the cache);
// 4. `tsc --noEmit` (the app's strict tsconfig) and `vite build`, which fails on any warning;
// 5. the app's Playwright smoke test against `vite preview`, in the project's Chromium
//    (scripts/chromium.mjs), with its JSON report in reports/consumer.json for npm test's count.
//
// Prints each phase's time and the total. On a failed smoke test its traces are copied to
// test-results/consumer/.
//
// Usage: node scripts/consumer.mjs [--reuse-build] [--keep]
//   --reuse-build  packs the packages' dist as it is when it is newer than all their sources and
//                  build config (npm test: its `packages` step has just built them); builds otherwise
//   --keep         keeps the temporary folder (its `npm run dev` serves the app)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const PACKAGES = ['@hotel/ui', '@hotel/shell', '@hotel/domain', '@hotel/mock-api'];
const SOURCE = resolve('examples/consumer');
const REPORT = resolve('reports/consumer.json');
const keep = process.argv.includes('--keep');
const reuseBuild = process.argv.includes('--reuse-build');

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The environment of the child processes, without the npm_* variables of an enclosing `npm test` (its workspace, its package). */
const childEnv = (extra = {}) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_'))),
  ...extra,
});

class StepFailed extends Error {}

/** Runs one phase, its output shown (or captured with `capture`); throws StepFailed on a non-zero exit. */
function phase(label, cmd, args, { cwd = process.cwd(), env = childEnv(), capture = false } = {}) {
  const since = Date.now();
  const result = spawnSync(cmd, args, { cwd, env, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', encoding: 'utf8' });
  const output = capture ? `${result.stdout ?? ''}${result.stderr ?? ''}` : '';
  if (result.error || result.status !== 0) {
    if (output) process.stdout.write(output);
    throw new StepFailed(`consumer: ${label} failed (${result.error?.message ?? `exit ${result.status}`}) after ${seconds(since)}`);
  }
  console.log(`consumer: ${label} in ${seconds(since)}`);
  return output;
}

/** A free TCP port on 127.0.0.1, for `vite preview` (another checkout's e2e may hold the usual ones). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Vite's build output without Rolldown's [PLUGIN_TIMINGS] report (from its first line to its link
 * to InputOptions.checks#bundlertimings): a busy machine (test:slow, a loaded CI) prints it for
 * any app. Colours are dropped first.
 */
function withoutTimings(output) {
  // eslint-disable-next-line no-control-regex -- ANSI colour codes
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.replace(/^\[PLUGIN_TIMINGS\][\s\S]*?InputOptions\.checks#bundlertimings[^\n]*\n?/gm, '');
}

/** The files under `dir`, with their stats. */
function filesUnder(dir) {
  const files = [];
  const visit = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) visit(path);
      else files.push(statSync(path));
    }
  };
  visit(dir);
  return files;
}

/** Total size of the files under `dir`, in KB. */
const sizeKb = (dir) => (filesUnder(dir).reduce((sum, file) => sum + file.size, 0) / 1024).toFixed(0);

/** What a package's build reads besides its src/ (@hotel/mock-api's tsup.config.ts copies the seeded images). */
const EXTRA_INPUTS = { '@hotel/mock-api': ['apps/backoffice/public/images'] };

/** Whether a package's dist was written after every one of its sources and its build config changed. */
function distIsCurrent(name) {
  const dir = join('packages', name.replace('@hotel/', ''));
  if (!existsSync(join(dir, 'dist'))) return false;
  const inputs = [...[join(dir, 'src'), ...(EXTRA_INPUTS[name] ?? [])].flatMap(filesUnder), ...readdirSync(dir).filter((file) => /^(package\.json|tsup\.config\.ts|tsconfig.*\.json)$/.test(file)).map((file) => statSync(join(dir, file)))];
  const built = Math.min(...filesUnder(join(dir, 'dist')).map((file) => file.mtimeMs));
  return inputs.every((file) => file.mtimeMs <= built);
}

const work = mkdtempSync(join(tmpdir(), 'hotel-consumer-'));
const packs = join(work, 'packs');
const app = join(work, 'app');
const bin = (name) => join(app, 'node_modules', '.bin', name);
let ok = false;
try {
  rmSync(REPORT, { force: true });
  const workspaces = PACKAGES.flatMap((name) => ['-w', name]);
  if (reuseBuild && PACKAGES.every(distIsCurrent)) console.log('consumer: the packages\' dist is newer than their sources: packing it as it is');
  else phase('built the packages', 'npm', ['run', 'build', '--silent', ...workspaces, '--', '--silent']);

  mkdirSync(packs);
  const packed = JSON.parse(phase('packed them', 'npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packs, ...workspaces], { capture: true }));
  const tarballs = packed.map((entry) => `file:${relative(app, join(packs, entry.filename))}`);

  cpSync(SOURCE, app, { recursive: true, filter: (path) => !/[\\/](node_modules|dist|test-results|playwright-report|package-lock\.json)$/.test(path) });
  // The tarballs replace the app's @hotel ranges (`^0.1.0` as published); the rest comes from npm.
  phase(
    `installed ${packed.map((entry) => entry.filename).join(', ')} and the app's dependencies`,
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel', 'error', ...tarballs],
    { cwd: app, env: childEnv({ PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }) },
  );

  phase('typechecked (tsc --noEmit, strict)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: app });

  // At log level 'warn' Vite prints only warnings and errors: any output fails the build, but for
  // Rolldown's report of slow plugins, which measures the machine's load, not the app.
  const warnings = withoutTimings(phase('built the app (vite build)', bin('vite'), ['build', '--logLevel', 'warn'], { cwd: app, capture: true })).trim();
  if (warnings) {
    console.error(warnings);
    throw new StepFailed('consumer: vite build printed the warnings above; the consumer app must build without any.');
  }
  console.log(`consumer: dist/ holds ${sizeKb(join(app, 'dist'))} KB`);

  const port = await freePort();
  phase('smoke test (Playwright)', bin('playwright'), ['test'], {
    cwd: app,
    env: childEnv({ PORT: String(port), CHROMIUM_PATH: chromiumPath, CHROMIUM_ARGS: chromiumArgs.join(' '), PLAYWRIGHT_JSON_OUTPUT_FILE: REPORT }),
  });
  ok = true;
} catch (error) {
  if (!(error instanceof StepFailed)) throw error;
  console.error(error.message);
  const results = join(app, 'test-results');
  if (existsSync(results)) {
    rmSync('test-results/consumer', { recursive: true, force: true });
    cpSync(results, 'test-results/consumer', { recursive: true });
    console.error('consumer: the smoke test\'s traces are in test-results/consumer/ (npx playwright show-trace <trace.zip>)');
  }
} finally {
  if (keep) console.log(`consumer: kept ${app} (npm run dev there serves the app)`);
  else rmSync(work, { recursive: true, force: true });
}
console.log(`consumer: ${ok ? 'ok' : 'FAILED'} in ${seconds(started)}`);
process.exit(ok ? 0 : 1);

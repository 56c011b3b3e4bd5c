#!/usr/bin/env node
// What the production build ships, checked after `npm run build:app` (npm test's `build-checks`):
//
// 1. The mock-API build in apps/backoffice/dist: no source map and no `sourceMappingURL` (the maps
//    are hidden and kept in dist-maps/), no service worker file, and a `_headers` file whose
//    Content-Security-Policy holds exactly the sha256 hashes of index.html's inline scripts and
//    matches the policy the README gives (hashes aside).
// 2. A real-API build (VITE_MOCK_API=false, built here into .tmp/real-api-dist, about 10 s): no
//    module of the mock API, no mock-API import left, no signing key, no service
//    worker and no source map. A second build is the sound check: the mock API is left out by
//    rolldown's chunking and the minifier, which only a build exercises.
//
// Usage: node scripts/check-build.mjs [--skip-real-api]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { readHeadersFile } from './serve-dist.mjs';

const APP = 'apps/backoffice';
const DIST = join(APP, 'dist');
const REAL_API_DIST = resolve('.tmp/real-api-dist');
const HASH = /'sha256-[A-Za-z0-9+/]+={0,2}'/g;
const HASH_PLACEHOLDER = "'sha256-…'";

const failures = [];
const fail = (message) => failures.push(message);

/** Every file under `dir`, relative to it. */
function filesUnder(dir) {
  const files = [];
  const visit = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) visit(path);
      else files.push(relative(dir, path));
    }
  };
  visit(dir);
  return files;
}

/** The value of a string literal in a source file, by the pattern around it; fails when not found. */
function literalIn(file, pattern, what) {
  const match = pattern.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`check-build: ${what} is not where expected in ${file}; update scripts/check-build.mjs.`);
  return match[1];
}

/** The text of every inline <script> (no src) of an HTML document. */
function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].filter((m) => !/\bsrc\s*=/i.test(m[1])).map((m) => m[2]);
}
const cspHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Checks shared by both builds: nothing a host should not serve. */
function checkServedFiles(dir, label) {
  const files = filesUnder(dir);
  const maps = files.filter((file) => file.endsWith('.map'));
  if (maps.length) fail(`${label}: ${maps.length} source map(s) would be served (${maps.slice(0, 3).join(', ')}); keep them out of dist (build.sourcemap 'hidden' and vite/build-output.ts).`);
  const mapped = files.filter((file) => /\.(js|css)$/.test(file) && /[#@] sourceMappingURL=/.test(readFileSync(join(dir, file), 'utf8')));
  if (mapped.length) fail(`${label}: ${mapped.slice(0, 3).join(', ')} point(s) at a source map (sourceMappingURL); use build.sourcemap 'hidden'.`);
  const workers = files.filter((file) => /(^|\/)mockServiceWorker\.js$|(^|\/)(sw|service-worker)\.js$/.test(file));
  if (workers.length) fail(`${label}: service worker file(s) ${workers.join(', ')} in the build; the app registers none.`);
  return files;
}

/** 1. The mock-API build npm test serves. */
function checkMockApiBuild() {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`check-build: ${DIST}/index.html is missing: run npm run build:app first.`);
  checkServedFiles(DIST, DIST);
  const maps = join(APP, 'dist-maps');
  if (!existsSync(maps) || !filesUnder(maps).some((file) => file.endsWith('.js.map'))) fail(`${maps}/ has no source maps: the build keeps its hidden maps there.`);

  const headers = readHeadersFile(join(DIST, '_headers'));
  const policy = headers['Content-Security-Policy'];
  if (!policy) return fail(`${DIST}/_headers has no Content-Security-Policy (vite/security-headers.ts).`);
  const scripts = inlineScripts(readFileSync(join(DIST, 'index.html'), 'utf8'));
  if (scripts.length === 0) fail(`${DIST}/index.html has no inline script: the pre-paint and preload scripts are expected.`);
  const expected = scripts.map(cspHash).sort();
  const allowed = (policy.match(HASH) ?? []).sort();
  if (JSON.stringify(allowed) !== JSON.stringify(expected))
    fail(`${DIST}/_headers: the CSP allows ${allowed.join(' ') || 'no hash'}, the inline scripts of index.html hash to ${expected.join(' ')}.`);
  if (/'unsafe-eval'/.test(policy) || /script-src[^;]*'unsafe-inline'/.test(policy)) fail(`${DIST}/_headers: script-src must allow neither eval nor any inline script.`);

  // The README shows the same headers, with '…' for the hashes (they change with every build).
  const readme = readFileSync('README.md', 'utf8');
  for (const [name, value] of Object.entries(headers)) {
    const shown = `${name}: ${value.replace(HASH, HASH_PLACEHOLDER)}`.replace(/(?: 'sha256-…')+/, ` ${HASH_PLACEHOLDER}`);
    if (!readme.split('\n').some((line) => line.trim() === shown)) fail(`README.md does not give the header the build writes:\n    ${shown}`);
  }
}

/** 2. A real-API build: built here, then searched for anything of the mock API. */
function checkRealApiBuild() {
  rmSync(REAL_API_DIST, { recursive: true, force: true });
  const started = Date.now();
  const build = spawnSync('npx', ['vite', 'build', '--outDir', REAL_API_DIST, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: APP,
    encoding: 'utf8',
    env: { ...process.env, VITE_MOCK_API: 'false', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (build.status !== 0) throw new Error(`check-build: the real-API build (VITE_MOCK_API=false) failed:\n${build.stdout}${build.stderr}`);
  console.log(`real-API build in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const label = 'real-API build';
  const files = checkServedFiles(REAL_API_DIST, label);
  const secret = literalIn('packages/mock-api/src/core/auth.ts', /const SECRET = new TextEncoder\(\)\.encode\('([^']+)'\)/, "the mock API's signing key");
  const manifest = JSON.parse(readFileSync(join(REAL_API_DIST, '.vite/manifest.json'), 'utf8'));
  const mockModules = Object.keys(manifest).filter((key) => key.includes('packages/mock-api/') || key.includes('@hotel/mock-api'));
  if (mockModules.length) fail(`${label}: the mock API is in the build (${mockModules.slice(0, 3).join(', ')}).`);
  // The served files and the hidden maps beside them.
  const maps = `${REAL_API_DIST}-maps`;
  const everything = [
    ...files.map((file) => join(REAL_API_DIST, file)),
    ...(existsSync(maps) ? filesUnder(maps).map((file) => join(maps, file)) : []),
  ];
  for (const path of everything) {
    const text = readFileSync(path, 'utf8');
    const file = relative('.', path);
    if (text.includes(secret)) fail(`${label}: ${file} holds the mock API's signing key.`);
    // Its package import, or the in-page transport's own `import('./in-page')` or `import('./worker-start')`.
    if (/\.js$/.test(file) && /import\(\s*["'`](?:@hotel\/mock-api|\.\/in-page|\.\/worker-start)/.test(text)) fail(`${label}: ${file} still imports the mock API.`);
    // The mock API's worker (issue 20): neither its file nor a `new Worker(…)` that would start it.
    if (/\.js$/.test(file) && (/(?:^|[\\/])worker-[\w-]+\.js$/.test(file) || /new\s+Worker\s*\(/.test(text))) fail(`${label}: ${file} is or starts the mock API's worker.`);
    if (/\.js$/.test(file) && /serviceWorker\s*\.\s*register/.test(text)) fail(`${label}: ${file} registers a service worker.`);
  }
}

const skipRealApi = process.argv.includes('--skip-real-api');
try {
  checkMockApiBuild();
  if (!skipRealApi) checkRealApiBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (failures.length) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log('ok   build: no served source maps or service worker, CSP hashes match index.html and the README');
console.log(skipRealApi ? 'skip real-API build (--skip-real-api)' : 'ok   real-API build: no mock API, mock API worker, signing key, service worker or served source map');

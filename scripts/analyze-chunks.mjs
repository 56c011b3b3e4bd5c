#!/usr/bin/env node
// Which modules make up a chunk, or a first screen, of the app's production build:
//   node scripts/analyze-chunks.mjs [chunk-name-prefix] [count]
//     each module's rendered size (minified, before gzip) for the entry chunk or the named chunk;
//   node scripts/analyze-chunks.mjs --screen sign-in|welcome [count]
//     the chunks the screen loads (as scripts/check-sizes.mjs follows them: the entry, the English
//     translations, with a session the mock API and the frame, and the page) with their gzip sizes,
//     then its packages and modules by their estimated share of the gzip (a module's share of its
//     chunk's rendered size), largest first.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const args = process.argv.slice(2);
const screen = args[0] === '--screen' ? args[1] : null;
const [prefix = '', count = '40'] = screen ? ['', args[2]] : args;
const chunks = [];
await build({
  root: 'apps/backoffice',
  configFile: 'apps/backoffice/vite.config.ts',
  logLevel: 'warn',
  // Written as `npm run build:app` writes it (maps and all): --screen reads .vite/start-up.json and the served files.
  plugins: [{ name: 'analyze', generateBundle: (_options, bundle) => chunks.push(...Object.values(bundle).filter((c) => c.type === 'chunk')) }],
});
const short = (id) => id.replace(/^.*node_modules\//, '~/').replace(process.cwd(), '');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (screen) {
  if (screen !== 'sign-in' && screen !== 'welcome') throw new Error(`--screen is 'sign-in' or 'welcome', not '${screen}'.`);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const startUp = JSON.parse(readFileSync('apps/backoffice/dist/.vite/start-up.json', 'utf8'));
  const signedIn = screen === 'welcome';
  const page = startUp.pages.find((p) => p.signedIn === signedIn && p.paths.includes(signedIn ? '/welcome' : '/sign-in'));
  const roots = [chunks.find((c) => c.isEntry).fileName, ...startUp.locales.en, ...(signedIn ? startUp.signedIn : []), ...page.files];
  const files = new Set();
  const visit = (file) => {
    if (files.has(file) || !byFile.has(file)) return;
    files.add(file);
    for (const next of byFile.get(file).imports) visit(next);
  };
  roots.forEach(visit);
  const rows = [];
  const modules = [];
  for (const file of files) {
    const chunk = byFile.get(file);
    // The code as served: Vite's preload lists are rendered into it after the bundle is generated.
    const gzip = gzipSync(readFileSync(`apps/backoffice/dist/${file}`), { level: 9 }).length;
    const rendered = Object.values(chunk.modules).reduce((sum, m) => sum + m.renderedLength, 0) || 1;
    rows.push([file, gzip]);
    for (const [id, m] of Object.entries(chunk.modules)) modules.push([short(id), (gzip * m.renderedLength) / rendered]);
  }
  const total = rows.reduce((sum, [, gzip]) => sum + gzip, 0);
  console.log(`${screen}: ${kb(total)} gzip in ${rows.length} scripts`);
  for (const [file, gzip] of rows.sort((a, b) => b[1] - a[1])) console.log(`${kb(gzip).padStart(10)}  ${file}`);
  const packages = new Map();
  for (const [id, gzip] of modules) {
    const parts = id.split('/');
    const key = id.startsWith('~/') ? parts.slice(1, parts[1].startsWith('@') ? 3 : 2).join('/') : parts.slice(0, 5).join('/');
    packages.set(key, (packages.get(key) ?? 0) + gzip);
  }
  console.log('\nby package or folder (estimated gzip)');
  for (const [key, gzip] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) console.log(`${kb(gzip).padStart(10)}  ${key}`);
  console.log('\nby module (estimated gzip)');
  for (const [id, gzip] of modules.sort((a, b) => b[1] - a[1]).slice(0, Number(count))) console.log(`${kb(gzip).padStart(10)}  ${id}`);
} else {
  const chunk = prefix ? chunks.find((c) => c.fileName.includes(prefix)) : chunks.find((c) => c.isEntry);
  if (!chunk) throw new Error(`No chunk matching '${prefix}'.`);
  const modules = Object.entries(chunk.modules).map(([id, m]) => [short(id), m.renderedLength]);
  modules.sort((a, b) => b[1] - a[1]);
  const total = modules.reduce((sum, [, size]) => sum + size, 0);
  console.log(`${chunk.fileName}: ${(total / 1024).toFixed(1)} KB rendered, ${modules.length} modules; imports: ${chunk.imports.join(', ')}`);
  for (const [id, size] of modules.slice(0, Number(count))) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${id}`);
}

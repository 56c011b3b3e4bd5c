#!/usr/bin/env node
// Which modules make up a chunk of the app's production build: `node scripts/analyze-chunks.mjs [chunk-name-prefix] [count]`.
// Prints each module's rendered size (minified, before gzip) for the entry chunk or the named chunk, largest first.
import { build } from 'vite';

const [prefix = '', count = '40'] = process.argv.slice(2);
const chunks = [];
await build({
  root: 'apps/backoffice',
  configFile: 'apps/backoffice/vite.config.ts',
  logLevel: 'warn',
  build: { write: false, sourcemap: false },
  plugins: [{ name: 'analyze', generateBundle: (_options, bundle) => chunks.push(...Object.values(bundle).filter((c) => c.type === 'chunk')) }],
});
const chunk = prefix ? chunks.find((c) => c.fileName.includes(prefix)) : chunks.find((c) => c.isEntry);
if (!chunk) throw new Error(`No chunk matching '${prefix}'.`);
const modules = Object.entries(chunk.modules).map(([id, m]) => [id.replace(/^.*node_modules\//, '~/').replace(process.cwd(), ''), m.renderedLength]);
modules.sort((a, b) => b[1] - a[1]);
const total = modules.reduce((sum, [, size]) => sum + size, 0);
console.log(`${chunk.fileName}: ${(total / 1024).toFixed(1)} KB rendered, ${modules.length} modules; imports: ${chunk.imports.join(', ')}`);
for (const [id, size] of modules.slice(0, Number(count))) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${id}`);

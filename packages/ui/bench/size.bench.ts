/**
 * @hotel/ui size budgets, measured on real production builds (Vite + Tailwind, gzip level 9):
 * - importing Button alone adds at most 6 KB gzip to an app (beyond React itself);
 * - the CSS of an app using every component stays under 15 KB gzip.
 * Run: npm run bench (root) or npx tsx --conditions=@hotel/source packages/ui/bench/size.bench.ts
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const uiSrc = resolve(import.meta.dirname, '../src');

async function measure(name: string, entry: string): Promise<{ js: number; css: number }> {
  // Inside the workspace, so node_modules resolve.
  const scratch = resolve(import.meta.dirname, '.tmp');
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(join(scratch, `${name}-`));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/main.tsx"></script>');
  writeFileSync(join(dir, 'main.tsx'), entry);
  writeFileSync(
    join(dir, 'styles.css'),
    `@import 'tailwindcss';\n@import '${uiSrc}/styles/theme.css';\n@source '${dir}';\n@source '${uiSrc}';\n`,
  );
  try {
    const output = (await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [react(), tailwindcss()],
      resolve: { conditions: ['@hotel/source', ...defaultClientConditions] },
      build: { write: false, minify: true, reportCompressedSize: false },
    })) as Rollup.RollupOutput;
    let js = 0;
    let css = 0;
    for (const file of output.output) {
      const source = file.type === 'chunk' ? file.code : file.source;
      const size = gzipSync(typeof source === 'string' ? source : Buffer.from(source), { level: 9 }).length;
      if (file.fileName.endsWith('.js')) js += size;
      if (file.fileName.endsWith('.css')) css += size;
    }
    return { js, css };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const render = (jsx: string) =>
  `import './styles.css';\nimport { createRoot } from 'react-dom/client';\n${jsx}`;

const baseline = await measure('react', render(`createRoot(document.getElementById('root')!).render(<button type="button">Save</button>);`));
const button = await measure(
  'button',
  render(`import { Button } from '@hotel/ui';\ncreateRoot(document.getElementById('root')!).render(<Button>Save</Button>);`),
);
const everything = await measure(
  'all',
  render(`import * as ui from '@hotel/ui';\n(globalThis as any).ui = ui;\ncreateRoot(document.getElementById('root')!).render(<ui.Button>Save</ui.Button>);`),
);

const rows = [
  { figure: 'Button alone, JS added to an app (gzip)', value: button.js - baseline.js, budget: 6 * 1024 },
  { figure: 'CSS of every component (gzip)', value: everything.css, budget: 15 * 1024 },
];
console.log(`React + ReactDOM baseline: ${kb(baseline.js)} JS gzip`);
for (const row of rows) {
  console.log(`${row.value <= row.budget ? 'ok  ' : 'OVER'} ${row.figure.padEnd(44)} ${kb(row.value).padStart(9)} / ${kb(row.budget)}`);
}

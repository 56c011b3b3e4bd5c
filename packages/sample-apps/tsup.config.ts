import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'tsup';
import type { Plugin } from 'esbuild';

/** Vite's `?raw` imports (the changelog page reads the packages' CHANGELOG.md files) as text. */
const rawImports: Plugin = {
  name: 'raw-imports',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path.replace(/\?raw$/, '')), namespace: 'raw' }));
    build.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'text' }));
  },
};

export default defineConfig({
  entry: { index: 'src/index.ts', 'api/index': 'src/api/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: false,
  treeshake: true,
  splitting: true,
  tsconfig: 'tsconfig.build.json',
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^react-router/, /^@hotel\//],
  esbuildPlugins: [rawImports],
});

import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: "src/index.ts", "api/index": "src/api/index.ts" },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: false,
  treeshake: true,
  splitting: true,
  tsconfig: 'tsconfig.build.json',
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^react-router/, /^@hotel\//],
});

import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ["src/index.ts", "src/browser.ts", "src/in-page.ts", "src/node.ts"],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: false,
  treeshake: true,
  splitting: true,
  tsconfig: 'tsconfig.build.json',
  external: [/^msw($|\/)/, /^@hotel\//],
});

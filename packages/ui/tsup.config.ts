import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: false,
  treeshake: true,
  splitting: true,
  tsconfig: 'tsconfig.build.json',
  external: [/^react($|\/)/, /^react-dom($|\/)/],
  // The tokens ship beside the code (`@hotel/ui/theme.css`); the tarball holds dist only.
  onSuccess: async () => copyFileSync('src/styles/theme.css', 'dist/theme.css'),
});

import { copyFileSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'tsup';
import { build } from 'vite';

/**
 * The compiled stylesheet `@hotel/ui/styles.css` for apps without Tailwind: Tailwind 4 (through
 * its Vite plugin) builds src/styles/styles.css, which holds the tokens, the six themes and every
 * class the ui and shell sources use, into dist/styles.css. Prints its size.
 */
async function buildStyles(): Promise<void> {
  await build({
    configFile: false,
    root: process.cwd(),
    logLevel: 'warn',
    plugins: [tailwindcss()],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: { checks: { pluginTimings: false }, input: 'src/styles/styles.css', output: { assetFileNames: 'styles.css' } },
    },
  });
  const css = readFileSync('dist/styles.css');
  console.log(`@hotel/ui: dist/styles.css ${(css.length / 1024).toFixed(1)} KB, ${(gzipSync(css).length / 1024).toFixed(1)} KB gzip`);
}

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
  // The tokens ship beside the code (`@hotel/ui/theme.css` for Tailwind apps, `@hotel/ui/styles.css`
  // compiled for the others); the tarball holds dist only.
  onSuccess: async () => {
    copyFileSync('src/styles/theme.css', 'dist/theme.css');
    await buildStyles();
  },
});

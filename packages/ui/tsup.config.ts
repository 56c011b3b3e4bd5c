import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

export default defineConfig(() => {
  // Cleaned here, not with tsup's `clean`: its declaration step deletes every .d.ts in dist when it
  // starts, which may be after onSuccess has copied the icon modules' declarations.
  rmSync('dist', { recursive: true, force: true });
  return {
    // `@hotel/ui/icon-sets` (all seven sets) and `@hotel/ui/icon-sets/<set>` (one set's source) are the
    // opt-in loaders of icons by name; their groups become chunks of their own.
    entry: ['src/index.ts', 'src/icon-sets.ts', 'src/icon-sets/*.ts'],
    format: ['esm'],
    dts: true,
    clean: false,
    sourcemap: false,
    treeshake: true,
    splitting: true,
    tsconfig: 'tsconfig.build.json',
    external: [/^react($|\/)/, /^react-dom($|\/)/],
    // Shared code and the icon groups (chunks named after their JSON, 00 to 29) out of dist's root.
    esbuildOptions: (options) => {
      options.chunkNames = 'chunks/[name]-[hash]';
    },
    onSuccess: async () => {
      // The tokens ship beside the code (`@hotel/ui/theme.css` for Tailwind apps, `@hotel/ui/styles.css`
      // compiled for the others); the tarball holds dist only.
      copyFileSync('src/styles/theme.css', 'dist/theme.css');
      await buildStyles();
      // `@hotel/ui/icons/<set>`: generated plain ESM, one named export per icon, with its declarations
      // (they import `IconData` from '../../index.js', which is dist/index.d.ts from dist/icons/sets).
      // Copied as they are: bundling them would gain nothing and cost seconds.
      mkdirSync('dist/icons/sets', { recursive: true });
      for (const file of readdirSync('src/icons/sets')) copyFileSync(`src/icons/sets/${file}`, `dist/icons/sets/${file}`);
    },
  };
});

import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What the production build leaves out of the folder a host serves:
 *
 * - Source maps. The build makes `hidden` maps (no `sourceMappingURL` comment in the scripts); this
 *   moves every `.map` file out of `<outDir>` into `<outDir>-maps/` (same relative paths), for an
 *   error tracker or a local debugger, never served.
 * - The MSW service worker (`mockServiceWorker.js`, copied from public/ for Storybook). The app runs
 *   the mock API in the page (apps/backoffice/src/mock-api.ts) and registers no worker.
 *
 * `scripts/check-build.mjs` checks both on the built output.
 */
export function buildOutput(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hotel-build-output',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler() {
        rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
        moveSourceMaps(outDir, mapsDirOf(outDir));
      },
    },
  };
}

/** Where the maps of a build in `outDir` go: the sibling folder `<outDir>-maps`. */
export function mapsDirOf(outDir: string): string {
  return join(dirname(outDir), `${basename(outDir)}-maps`);
}

/** Moves every `.map` file under `from` to the same relative path under `to` (emptied first). */
export function moveSourceMaps(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.map')) {
        const target = join(to, relative(from, path));
        mkdirSync(dirname(target), { recursive: true });
        renameSync(path, target);
      }
    }
  };
  if (existsSync(from)) visit(from);
}

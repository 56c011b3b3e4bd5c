import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';

const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

/** The files under `dir` by their path relative to it ('avatars/female-01.svg'). */
function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'), join(entry.parentPath, entry.name));
  }
  return files;
}

/**
 * The mock API's seeded records point at images under `/images/` (avatars, cards, …), which ship in
 * the package (`@hotel/mock-api/dist/images`): served from there by `vite` and written into the build,
 * so nothing is copied by hand.
 */
export function mockApiImages(): Plugin {
  const dir = fileURLToPath(new URL('../node_modules/@hotel/mock-api/dist/images', import.meta.url));
  const files = filesUnder(dir);
  const serve: Connect.NextHandleFunction = (request, response, next) => {
    const path = request.url?.split('?')[0] ?? '';
    const file = path.startsWith('/images/') ? files.get(path.slice('/images/'.length)) : undefined;
    if (!file) return next();
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.end(readFileSync(file));
  };
  return {
    name: 'mock-api-images',
    configureServer: (server) => void server.middlewares.use(serve),
    generateBundle() {
      for (const [name, file] of files) this.emitFile({ type: 'asset', fileName: `images/${name}`, source: readFileSync(file) });
    },
  };
}

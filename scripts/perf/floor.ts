/**
 * Builds the bench's floor (scripts/floor: an empty React 19 + Tailwind 4 page) with the app's
 * toolchain, Vite's JS API in production mode, into a fresh temporary directory, never into the
 * app's build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The floor page's sources (index.html, main.tsx, floor.css). */
export const FLOOR_SOURCE = fileURLToPath(new URL('../floor/', import.meta.url));

/** A built floor: its output directory and a function that deletes it. */
export interface BuiltFloor {
  dir: string;
  remove: () => void;
}

/** Builds the floor page for production into a new directory under the OS temp dir. */
export async function buildFloor(): Promise<BuiltFloor> {
  const dir = mkdtempSync(join(tmpdir(), 'hotel-bench-floor-'));
  await build({
    root: FLOOR_SOURCE,
    // Only what is given here: no app config, no .env files, no public folder.
    configFile: false,
    envDir: false,
    publicDir: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    build: { outDir: dir, emptyOutDir: true },
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * What icons cost an app, measured as another app gets @hotel/ui: its dist is built here (tsup, so
 * the test never reads a stale one), linked into a temporary app's node_modules, and a tiny Vite
 * entry is bundled against it (react and @hotel/ui's other dependencies left external).
 *
 * - An app that imports `Icon` and two icons (`@hotel/ui/icons/<set>`) bundles those two drawings
 *   and no icon set: one chunk, no lazy chunk, no other icon's data.
 * - An app that opts in to icons by name (`@hotel/ui/icon-sets`) gets the sets as small lazy groups:
 *   none near Vite's 500 KB warning, so its build prints none.
 * - An app that loads one set by name (`@hotel/ui/icon-sets/<set>`) gets that set's groups only.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const ui = join(root, 'packages/ui');
const temp = mkdtempSync(join(tmpdir(), 'icons-cost-'));

/** Vite's chunk-size warning threshold (build.chunkSizeWarningLimit), in bytes. */
const VITE_WARNING = 500 * 1024;

type Output = Rolldown.OutputChunk | Rolldown.OutputAsset;

/** Bundles `code` as the entry of an app that depends on the built @hotel/ui; answers the output. */
async function bundle(name: string, code: string): Promise<Output[]> {
  const dir = join(temp, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.js'), code);
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: join(dir, 'main.js'),
        // Only @hotel/ui is measured: its dependencies (react, radix, cva…) stay out.
        external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('@hotel/ui') && !id.startsWith('\0'),
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []));
}

const chunks = (output: Output[]) => output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
const sizeOf = (file: Output) => (file.type === 'chunk' ? file.code.length : file.source.length);
/** A path of an icon's drawing, as it appears in the JS. */
const pathOf = (set: string, name: string) => {
  const dir = join(ui, 'src/icons/by-name', set);
  for (const file of readdirSync(dir)) {
    const icons = (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { icons: Record<string, [string, Record<string, string>][]> }).icons;
    const d = icons[name]?.[0]?.[1].d;
    if (d) return d;
  }
  throw new Error(`${set}:${name} has no path`);
};

beforeAll(() => {
  const run = spawnSync('npx', ['tsup', '--silent'], { cwd: ui, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`tsup failed:\n${run.stdout}${run.stderr}`);
  mkdirSync(join(temp, 'node_modules/@hotel'), { recursive: true });
  symlinkSync(ui, join(temp, 'node_modules/@hotel/ui'), 'dir');
}, 180_000);

afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('an app that imports Icon and two icons', () => {
  let output: Output[] = [];
  beforeAll(async () => {
    output = await bundle(
      'by-import',
      [
        "import { createElement } from 'react';",
        "import { Icon } from '@hotel/ui';",
        "import { home } from '@hotel/ui/icons/heroicons-outline';",
        "import { bell } from '@hotel/ui/icons/feather';",
        // An app's entry keeps what it uses, not what it exports.
        'globalThis.app = [createElement(Icon, { icon: home }), createElement(Icon, { icon: bell })];',
      ].join('\n'),
    );
  }, 60_000);

  it('emits no icon set and no group of one', () => {
    const names = output.map((file) => file.fileName);
    expect(names.filter((name) => /load-by-name|\/\d\d-|heroicons|material|feather/.test(name))).toEqual([]);
    // Besides the entry only @hotel/ui's own lazy parts (dialogs, toasts, tooltips: ~9 KB together).
    expect(output.filter((file) => !/assets\/main-/.test(file.fileName)).every((file) => sizeOf(file) < 8 * 1024)).toBe(true);
  });

  it('holds the two drawings and no other icon of their sets', () => {
    const code = chunks(output).map((chunk) => chunk.code).join('\n');
    expect(code).toContain(pathOf('heroicons-outline', 'home'));
    expect(code).toContain(pathOf('feather', 'bell'));
    expect(code).not.toContain(pathOf('heroicons-outline', 'academic-cap'));
    expect(code).not.toContain(pathOf('heroicons-outline', 'bell'));
    expect(code).not.toContain(pathOf('feather', 'activity'));
    // Icon, its registry and @hotel/ui's own frame icons: far below the smallest set (feather, 67 KB)
    // and below one by-name group (32 KB).
    expect(output.reduce((sum, file) => sum + sizeOf(file), 0)).toBeLessThan(32 * 1024);
  });
});

describe('an app that opts in to icons by name', () => {
  let output: Output[] = [];
  beforeAll(async () => {
    output = await bundle(
      'by-name',
      [
        "import { createElement } from 'react';",
        "import { Icon } from '@hotel/ui';",
        "import { registerIconSets } from '@hotel/ui/icon-sets';",
        'registerIconSets();',
        "globalThis.app = (name) => createElement(Icon, { name });",
      ].join('\n'),
    );
  }, 120_000);

  it('gets every set as small lazy groups, none near the chunk-size warning', () => {
    const [entry, ...lazy] = chunks(output).sort((a, b) => Number(b.isEntry) - Number(a.isEntry));
    expect(entry?.isEntry).toBe(true);
    // The table of groups, and the 91 groups of the seven sets.
    expect(lazy.length).toBeGreaterThan(80);
    const largest = Math.max(...output.map(sizeOf));
    expect(largest).toBeLessThan(40 * 1024);
    expect(largest).toBeLessThan(VITE_WARNING);
    // The entry loads none of them up front (its only imports are the external packages).
    expect(entry?.imports.filter((file) => output.some((other) => other.fileName === file))).toEqual([]);
    expect(sizeOf(entry!)).toBeLessThan(20 * 1024);
  });
});

describe('an app that loads one set by name', () => {
  let output: Output[] = [];
  beforeAll(async () => {
    output = await bundle(
      'one-set',
      [
        "import { createElement } from 'react';",
        "import { Icon, registerIconSources } from '@hotel/ui';",
        "import { heroiconsOutline } from '@hotel/ui/icon-sets/heroicons-outline';",
        'registerIconSources(heroiconsOutline);',
        "globalThis.app = (name) => createElement(Icon, { name });",
      ].join('\n'),
    );
  }, 120_000);

  it("holds that set's four groups and no other set's", () => {
    const code = chunks(output).map((chunk) => chunk.code).join('\n');
    expect(code).toContain(pathOf('heroicons-outline', 'academic-cap'));
    expect(code).toContain(pathOf('heroicons-outline', 'x-mark'));
    for (const [set, name] of [['heroicons-solid', 'play-circle'], ['heroicons-mini', 'bookmark-slash'], ['material-solid', 'home'], ['material-twotone', 'home'], ['feather', 'activity']] as const) {
      expect(code, `${set}:${name}`).not.toContain(pathOf(set, name));
    }
    // The entry (Icon, the registry, the set's table) and its groups, lazily: 4 of the 91.
    const [entry, ...lazy] = chunks(output).sort((a, b) => Number(b.isEntry) - Number(a.isEntry));
    expect(entry?.imports.filter((file) => output.some((other) => other.fileName === file))).toEqual([]);
    expect(lazy.filter((chunk) => /^assets\/\d\d-/.test(chunk.fileName)).map((chunk) => chunk.fileName.slice(7, 9))).toEqual(['00', '01', '02', '03']);
  });
});

import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mapsDirOf, moveSourceMaps } from './build-output';

describe('moveSourceMaps', () => {
  it('moves every .map file, at any depth, out of the served folder and leaves the rest', () => {
    const root = mkdtempSync(join(tmpdir(), 'build-output-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets/nested'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<html>');
    writeFileSync(join(dist, 'assets/app.js'), 'code');
    writeFileSync(join(dist, 'assets/app.js.map'), '{"version":3}');
    writeFileSync(join(dist, 'assets/nested/style.css.map'), '{}');
    const maps = mapsDirOf(dist);
    mkdirSync(maps);
    writeFileSync(join(maps, 'stale.js.map'), 'old build');

    moveSourceMaps(dist, maps);

    expect(maps).toBe(join(root, 'dist-maps'));
    expect(existsSync(join(dist, 'assets/app.js.map'))).toBe(false);
    expect(existsSync(join(dist, 'assets/nested/style.css.map'))).toBe(false);
    expect(readFileSync(join(maps, 'assets/app.js.map'), 'utf8')).toBe('{"version":3}');
    expect(existsSync(join(maps, 'assets/nested/style.css.map'))).toBe(true);
    expect(existsSync(join(maps, 'stale.js.map'))).toBe(false);
    expect(readFileSync(join(dist, 'assets/app.js'), 'utf8')).toBe('code');
  });
});

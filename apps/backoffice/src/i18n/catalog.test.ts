import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceStrings } from './source-strings';

const here = import.meta.dirname;
const appSource = join(here, '..');

function catalog(language: string): Record<string, string> {
  const dir = join(here, language);
  return Object.assign({}, ...readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the Turkish catalog of the hotel strings', () => {
  const tr = catalog('tr');

  it('translates every string the screens pass to t()', () => {
    const missing = sourceStrings(appSource)
      .filter(({ text }) => !tr[text] && !tr[`${text}_other`])
      .map(({ text, file }) => `${file}: ${text}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('keeps every placeholder of the English text in its translation', () => {
    const broken = Object.entries(tr)
      .filter(([key, value]) => placeholders(key.replace(/_(one|other)$/, '')).join() !== placeholders(value).join())
      .map(([key, value]) => `${key} → ${value}`);
    expect(broken).toEqual([]);
  });

  it('has no empty translation', () => {
    expect(Object.entries(tr).filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key)).toEqual([]);
  });
});

describe('the catalog files', () => {
  it('give the same translation where two files hold the same English text', () => {
    const dir = join(here, 'tr');
    const seen = new Map<string, { file: string; value: string }>();
    const conflicts: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      for (const [key, value] of Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>)) {
        const before = seen.get(key);
        if (before && before.value !== value) conflicts.push(`${key}: ${before.file} "${before.value}" / ${file} "${value}"`);
        seen.set(key, { file, value });
      }
    }
    expect(conflicts).toEqual([]);
  });
});

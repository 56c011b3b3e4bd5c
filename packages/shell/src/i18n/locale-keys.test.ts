import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import tr from './locales/tr.json';

/**
 * Every translation key the shell source asks for exists in both locale files, and the two files
 * hold the same keys. Keys are found by scanning the source (tests, stories and benches excluded):
 * the literal first argument of every `t(…)` call, template keys such as `${kind}.title` as
 * patterns that must match at least one key, and key-like string constants whose first segment is
 * a section of the 'shell' namespace (e.g. `title: 'messages.noMessages'`, later passed to `t`).
 */

const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.stories.{ts,tsx}', '!../**/*.bench.ts'],
  { query: '?raw', import: 'default', eager: true },
);

type Locale = Record<string, unknown>;

function flatten(value: Locale, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? flatten(child as Locale, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

interface KeyUse {
  /** The key, or for a template key its text with `${…}` left in. */
  key: string;
  /** A template key (`${…}` inside): matched as a pattern. */
  pattern: boolean;
  /** The call passes `count`, so plural forms (`key_one`/`key_other`) satisfy it. */
  plural: boolean;
  file: string;
}

/** The argument text of a call whose '(' is just before `start`, up to its matching ')'. */
function argumentsFrom(source: string, start: number): string {
  let depth = 1;
  let quote: string | null = null;
  for (let i = start; i < source.length; i++) {
    const char = source[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return source.slice(start, i);
  }
  return source.slice(start);
}

const CALL = /(?<![\w$])t\(\s*(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g;

function scanCalls(file: string, source: string): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const match of source.matchAll(CALL)) {
    const key = match[2] ?? '';
    const args = argumentsFrom(source, (match.index ?? 0) + match[0].indexOf('(') + 1);
    if (/\bns\s*:/.test(args)) continue; // another namespace, not the shell's files
    uses.push({ key, pattern: match[1] === '`' && key.includes('${'), plural: /\bcount\s*[:,}]/.test(args), file });
  }
  return uses;
}

const enKeys = new Set(flatten(en));
const trKeys = new Set(flatten(tr));
const sections = Object.keys(en);
const CONSTANT = new RegExp(`(['"])((?:${sections.join('|')})\\.[A-Za-z][\\w-]*)\\1`, 'g');

function scanConstants(file: string, source: string): KeyUse[] {
  return [...source.matchAll(CONSTANT)]
    .filter((match) => !/(?<![\w$])t\(\s*$/.test(source.slice(Math.max(0, (match.index ?? 0) - 8), match.index))) // t('…') calls: scanned above
    .map((match) => ({ key: match[2] ?? '', pattern: false, plural: false, file }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function resolves(use: KeyUse, keys: Set<string>): boolean {
  const suffix = use.plural ? '(?:_(?:zero|one|two|few|many|other))?' : '';
  if (!use.pattern) return keys.has(use.key) || (use.plural && keys.has(`${use.key}_other`));
  const pattern = new RegExp(`^${use.key.split(/\$\{[^}]*\}/).map(escape).join('[\\w-]+')}${suffix}$`);
  return [...keys].some((key) => pattern.test(key));
}

const uses = Object.entries(sources).flatMap(([file, source]) => [...scanCalls(file, source), ...scanConstants(file, source)]);
const missing = (keys: Set<string>) => [
  ...new Set(uses.filter((use) => !resolves(use, keys)).map((use) => `${use.key} (${use.file.replace(/^\.\.\//, '')})`)),
];

describe('shell translation keys', () => {
  it('the scan reads the shell source and finds its keys', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const found = new Set(uses.map((use) => use.key));
    // One of each kind: literal, plural with count, template, and a constant passed to t later.
    for (const key of ['app.copyright', 'search.resultCount', '${kind}.title', 'messages.noMessages']) expect(found).toContain(key);
    expect(uses.filter((use) => use.key === 'search.resultCount').map((use) => use.plural)).toEqual([true]);
  });

  it('every key the source uses is in the English file', () => {
    expect(missing(enKeys)).toEqual([]);
  });

  it('every key the source uses is in the Turkish file', () => {
    expect(missing(trKeys)).toEqual([]);
  });

  it('English and Turkish hold the same keys, none empty', () => {
    expect([...trKeys].filter((key) => !enKeys.has(key))).toEqual([]);
    expect([...enKeys].filter((key) => !trKeys.has(key))).toEqual([]);
    const values = (locale: Locale) => flatten(locale).map((key) => key.split('.').reduce<unknown>((o, k) => (o as Locale)[k], locale));
    expect(values(en).filter((v) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
    expect(values(tr).filter((v) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
  });

  it('every plural has its "other" form', () => {
    const lonely = [...enKeys].filter((key) => /_(?:zero|one|two|few|many)$/.test(key) && !enKeys.has(key.replace(/_[a-z]+$/, '_other')));
    expect(lonely).toEqual([]);
  });

  it('the matcher tells a missing key from a present one', () => {
    const keys = new Set(['a.b', 'c.d_one', 'c.d_other', 'x.title']);
    const use = (key: string, extra: Partial<KeyUse> = {}): KeyUse => ({ key, pattern: false, plural: false, file: 'f', ...extra });
    expect(resolves(use('a.b'), keys)).toBe(true);
    expect(resolves(use('a.c'), keys)).toBe(false);
    expect(resolves(use('c.d'), keys)).toBe(false);
    expect(resolves(use('c.d', { plural: true }), keys)).toBe(true);
    expect(resolves(use('${kind}.title', { pattern: true }), keys)).toBe(true);
    expect(resolves(use('${kind}.open', { pattern: true }), keys)).toBe(false);
    expect(scanCalls('f', "t('p.q', { count: n }); i18n.t(`r.${s}`); format('no.key'); t('n.k', { ns: 'nav' })")).toEqual([
      { key: 'p.q', pattern: false, plural: true, file: 'f' },
      { key: 'r.${s}', pattern: true, plural: false, file: 'f' },
    ]);
    expect(scanConstants('f', "const empty = { title: 'messages.noMessages', file: 'notes.txt' }; t('panel.close');")).toEqual([
      { key: 'messages.noMessages', pattern: false, plural: false, file: 'f' },
    ]);
  });
});

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPaletteColours, scanForPaletteColours } from './palette-classes';

const root = resolve(import.meta.dirname, '..');

describe('findPaletteColours', () => {
  it.each([
    ["badge: 'bg-indigo-600 text-white'", ['bg-indigo-600', 'text-white']],
    ['className="hover:bg-black/10 dark:text-red-500"', ['hover:bg-black/10', 'dark:text-red-500']],
    ["cn('ring-amber-400/40', 'border-x-emerald-700', 'fill-slate-50')", ['ring-amber-400/40', 'border-x-emerald-700', 'fill-slate-50']],
    ["'data-[state=open]:bg-zinc-900 bg-[#1e88e5] text-[rgb(0_0_0)]'", ['data-[state=open]:bg-zinc-900', 'bg-[#1e88e5]', 'text-[rgb(0_0_0)]']],
    ["style={{ color: 'var(--color-rose-600)' }}", ['--color-rose-600']],
  ])('flags %s', (source, expected) => {
    expect(findPaletteColours(source).map((hit) => hit.match)).toEqual(expected);
  });

  it.each([
    "'bg-primary text-primary-foreground hover:bg-overlay/10'",
    "'bg-primary-50 dark:bg-primary-900 text-muted-foreground ring-ring/40'",
    "'whitespace-nowrap text-sm font-black bg-badge-messages border-border'",
    "'text-[10px] bg-[var(--hotel-primary)] shadow-xs ring-offset-card'",
    'Booking #1042 for Ada',
  ])('accepts tokens and non-colour utilities: %s', (source) => {
    expect(findPaletteColours(source)).toEqual([]);
  });

  it('reports the line', () => {
    expect(findPaletteColours('a\nb\nc bg-red-700')).toEqual([{ line: 3, match: 'bg-red-700' }]);
  });
});

it('@hotel/ui and @hotel/shell take every colour from a theme token (no palette class, palette variable or arbitrary colour)', () => {
  expect(scanForPaletteColours(root, ['packages/ui/src', 'packages/shell/src'])).toEqual([]);
});

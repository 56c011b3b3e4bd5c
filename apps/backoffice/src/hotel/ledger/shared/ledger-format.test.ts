import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english, type Translate } from './english';
import { formatBalance, isHandWritten, monthStart, rangeLabel, sameCents, yearStart } from './ledger-format';

describe('formatBalance', () => {
  it('shows a balance on its side, to the cent', () => {
    expect(formatBalance(1234.5)).toBe('$1,234.50 Dr');
    expect(formatBalance(-80)).toBe('$80.00 Cr');
    expect(formatBalance(0)).toBe('$0.00');
    expect(formatBalance(0.1 + 0.2)).toBe('$0.30 Dr');
  });
});

describe('sameCents', () => {
  it('compares amounts to the cent, not to the float', () => {
    expect(sameCents(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameCents(100, 100.01)).toBe(false);
  });
});

describe('dates and ranges', () => {
  it('finds the month and the year of a date', () => {
    expect(monthStart('2026-11-25')).toBe('2026-11-01');
    expect(yearStart('2026-11-25')).toBe('2026-01-01');
  });

  it('reads a range as staff say it', () => {
    const f = (d: string) => `<${d}>`;
    expect(rangeLabel({ from: '', to: '' }, f)).toBe('all dates');
    expect(rangeLabel({ from: '2026-11-25', to: '2026-11-25' }, f)).toBe('<2026-11-25>');
    expect(rangeLabel({ from: '2026-11-01', to: '' }, f)).toBe('from <2026-11-01> on');
    expect(rangeLabel({ from: '', to: '2026-11-25' }, f)).toBe('up to <2026-11-25>');
    expect(rangeLabel({ from: '2026-11-01', to: '2026-11-25' }, f)).toBe('<2026-11-01> to <2026-11-25>');
  });
});

describe('isHandWritten', () => {
  it('lets only manual and opening entries be reversed by hand', () => {
    expect(isHandWritten('manual')).toBe(true);
    expect(isHandWritten('opening')).toBe(true);
    expect(isHandWritten('folio')).toBe(false);
    expect(isHandWritten('reversal')).toBe(false);
  });
});

describe('in Turkish', () => {
  const catalog = JSON.parse(readFileSync(join(import.meta.dirname, '../../../i18n/tr/ledger.json'), 'utf8')) as Record<string, string>;
  const t: Translate = (text, params) => english(catalog[text] ?? text, params);

  it('writes the side of a balance as borç or alacak', () => {
    expect(formatBalance(1234.5, t)).toBe('$1,234.50 B');
    expect(formatBalance(-80, t)).toBe('$80.00 A');
    expect(formatBalance(0, t)).toBe('$0.00');
  });

  it('reads a range in Turkish', () => {
    const f = (d: string) => `<${d}>`;
    expect(rangeLabel({ from: '', to: '' }, f, t)).toBe('tüm tarihler');
    expect(rangeLabel({ from: '2026-11-01', to: '' }, f, t)).toBe('<2026-11-01> tarihinden itibaren');
    expect(rangeLabel({ from: '', to: '2026-11-25' }, f, t)).toBe('<2026-11-25> tarihine kadar');
    expect(rangeLabel({ from: '2026-11-01', to: '2026-11-25' }, f, t)).toBe('<2026-11-01> – <2026-11-25>');
  });
});

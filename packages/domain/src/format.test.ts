import { afterEach, describe, expect, it } from 'vitest';
import { formatFieldValue, formatMoney, lowerNoun, pageLocale } from './format';

describe('numbers and dates follow the page language', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('writes English when the page names no language', () => {
    expect(pageLocale()).toBe('en-US');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatFieldValue({ type: 'date' }, '2026-11-27')).toBe('Nov 27, 2026');
  });

  it("writes the page's language (the shell sets <html lang> to the user's)", () => {
    document.documentElement.lang = 'tr';
    expect(formatMoney(1234.5)).toBe(new Intl.NumberFormat('tr', { style: 'currency', currency: 'USD' }).format(1234.5));
    expect(formatMoney(1234.5)).toContain('1.234,50');
    expect(formatFieldValue({ type: 'number' }, 12500)).toBe('12.500');
    expect(formatFieldValue({ type: 'date' }, '2026-11-27')).toBe('27 Kas 2026');
  });

  it('a named locale wins over the page', () => {
    document.documentElement.lang = 'tr';
    expect(formatMoney(1234.5, 'en-US')).toBe('$1,234.50');
    expect(formatFieldValue({ type: 'percent' }, 12.5, { locale: 'en-US' })).toBe('12.5%');
  });
});

describe('lowerNoun', () => {
  it.each([
    ['Room Reservations', 'room reservations'],
    ['POS Sales', 'POS sales'],
    ['SMS Setting', 'SMS setting'],
    ['Bad And Damaged Stock', 'bad and damaged stock'],
    ['A', 'a'],
    ['Gym Members (VIP)', 'gym members (VIP)'],
    ['Ödeme Türleri', 'ödeme türleri'],
  ])('%s → %s', (label, text) => {
    expect(lowerNoun(label)).toBe(text);
  });
});

describe('formatFieldValue with a translator', () => {
  const tr: Record<string, string> = { Yes: 'Evet', No: 'Hayır', 'Checked In': 'Giriş yaptı' };
  const translate = (text: string) => tr[text] ?? text;

  it('translates Yes/No and enum labels, and nothing else', () => {
    expect(formatFieldValue({ type: 'boolean' }, true, { translate })).toBe('Evet');
    expect(formatFieldValue({ type: 'boolean' }, false, { translate })).toBe('Hayır');
    expect(formatFieldValue({ type: 'enum', options: [{ value: 'checked-in', label: 'Checked In' }] }, 'checked-in', { translate })).toBe('Giriş yaptı');
    expect(formatFieldValue({ type: 'enum', options: [] }, 'unknown', { translate })).toBe('unknown');
    expect(formatFieldValue({ type: 'text' }, 'Yes', { translate })).toBe('Yes');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmountCents } from './money';

describe('parseAmountCents', () => {
  it('reads plain amounts with a point or a comma as the decimal sign, in any language', () => {
    for (const locale of ['en', 'tr']) {
      expect(['12', '12.5', '12,5', '12.50', '12,50', ' 7 ', '0', '0,01'].map((text) => parseAmountCents(text, locale))).toEqual([1200, 1250, 1250, 1250, 1250, 700, 0, 1]);
    }
  });

  it("reads grouping only as the user's language writes it", () => {
    expect(parseAmountCents('1,234.56', 'en')).toBe(123456);
    expect(parseAmountCents('1,234', 'en')).toBe(123400);
    expect(parseAmountCents('1.234,56', 'tr')).toBe(123456);
    expect(parseAmountCents('1.234', 'tr')).toBe(123400);
    // The other language's grouping is three decimals here: refused, not guessed.
    expect(parseAmountCents('1.234', 'en')).toBeUndefined();
    expect(parseAmountCents('1,234', 'tr')).toBeUndefined();
    expect(parseAmountCents('1.234,56', 'en')).toBeUndefined();
    expect(parseAmountCents('1,234.56', 'tr')).toBeUndefined();
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', '-5', '+5', '1e3', 'abc', '12.345', '12,345,6', '1,23,456', '.5', '5.', '12..5', '١٢']) {
      expect(parseAmountCents(text, 'en'), text).toBeUndefined();
    }
  });

  it('reads back every amount as Intl writes it, grouped or not, in English and Turkish', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom('en', 'tr'), fc.boolean(), (cents, locale, grouping) => {
        const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: grouping }).format(cents / 100);
        expect(parseAmountCents(text, locale)).toBe(cents);
      }),
    );
  });
});

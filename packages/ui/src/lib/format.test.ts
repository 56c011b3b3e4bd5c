import { describe, expect, it } from 'vitest';
import { de } from 'date-fns/locale/de';
import { activeLanguage, dateLocale, formatDateTime, formatLongDate, registerDateLocale, toDate, toTitleCase } from './format';

const moment = new Date(2021, 3, 26, 15, 5);

describe('formatDateTime', () => {
  it.each([
    ['en', 'Apr 26, 3:05 PM'],
    ['en-US', 'Apr 26, 3:05 PM'],
    ['en-GB', 'Apr 26, 3:05 PM'],
  ])('formats in %s as MMM dd, h:mm a', (language, expected) => {
    expect(formatDateTime(moment, language)).toBe(expected);
  });

  it('uses Turkish month names and day periods for tr', () => {
    expect(formatDateTime(moment, 'tr')).toBe('Nis 26, 3:05 ÖS');
  });

  it.each([null, undefined, '', 'not a date', Number.NaN])('returns an empty string for %s', (value) => {
    expect(formatDateTime(value)).toBe('');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatDateTime(moment.getTime())).toBe('Apr 26, 3:05 PM');
    expect(formatDateTime('2021-04-26T15:05:00')).toBe('Apr 26, 3:05 PM');
  });
});

describe('any language', () => {
  it('without a registered date-fns locale, dates follow the language through Intl', () => {
    expect(formatDateTime(moment, 'de')).toBe('26. Apr., 15:05');
    expect(formatDateTime(moment, 'fr')).toBe('26 avr., 15:05');
    expect(toDate(moment, 'de')).toBe('26-Apr.-2021');
    expect(toDate(moment, 'fr-CA')).toBe('26-avr.-2021');
    expect(formatLongDate(moment, 'de')).toBe('26. April 2021');
  });

  it('a registered date-fns locale gives the exact patterns in that language', () => {
    registerDateLocale(de, 'nl-x-test');
    expect(dateLocale('nl-x-test')).toBe(de);
    expect(formatDateTime(moment, 'nl-x-test')).toBe('Apr. 26, 3:05 nachm.');
    expect(() => registerDateLocale({ ...de, code: undefined as unknown as string })).toThrow(/no code/);
  });

  it('the active language drives the default, whatever its code', () => {
    document.documentElement.lang = 'de';
    try {
      expect(formatDateTime(moment)).toBe('26. Apr., 15:05');
      expect(toDate(moment)).toBe('26-Apr.-2021');
    } finally {
      document.documentElement.lang = '';
    }
  });
});

describe('toDate', () => {
  it('formats as DD-MMM-YYYY', () => {
    expect(toDate(new Date(2021, 0, 5))).toBe('05-Jan-2021');
  });
  it.each(['31-02-x', 'garbage', '', null])('returns "" for invalid input %s', (value) => {
    expect(toDate(value)).toBe('');
  });
});

describe('toTitleCase', () => {
  it.each([
    ['hello world', 'Hello World'],
    ['hELLO wORLD', 'Hello World'],
    ['  grand   HOTEL ', '  Grand   Hotel '],
    ['ÉLAN vital', 'Élan Vital'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(toTitleCase(input)).toBe(expected);
  });

  it('uses Turkish casing rules when asked', () => {
    expect(toTitleCase('İSTANBUL ILIK', 'tr')).toBe('İstanbul Ilık');
  });
});

describe('dateLocale and formatLongDate', () => {
  it('falls back to English for an unknown language', () => {
    expect(dateLocale('de').code).toBe('en-US');
    expect(dateLocale('tr-TR').code).toBe('tr');
  });
  it('formats a long date per locale', () => {
    expect(formatLongDate(moment, 'en-US')).toBe('April 26, 2021');
    expect(formatLongDate('nope', 'en-US')).toBe('');
  });
});

describe('active language', () => {
  it('follows the lang of the document root', () => {
    document.documentElement.lang = 'tr';
    try {
      expect(activeLanguage()).toBe('tr');
      expect(formatDateTime(moment)).toBe('Nis 26, 3:05 ÖS');
    } finally {
      document.documentElement.lang = '';
    }
    expect(formatDateTime(moment)).toBe('Apr 26, 3:05 PM');
  });
});

import { describe, expect, it } from 'vitest';
import { amountCents, imbalanceMessage } from './use-entry-form';

describe('amountCents', () => {
  it('reads typed amounts as whole cents', () => {
    expect(amountCents('')).toBe(0);
    expect(amountCents(' 125.5 ')).toBe(12550);
    expect(amountCents('1,234.56')).toBe(123456);
    expect(amountCents('0.1')).toBe(10);
  });

  it('refuses what is not a positive amount with at most two decimals', () => {
    expect(amountCents('12.345')).toBeUndefined();
    expect(amountCents('-5')).toBeUndefined();
    expect(amountCents('abc')).toBeUndefined();
    expect(amountCents('1e3')).toBeUndefined();
  });
});

describe('imbalanceMessage', () => {
  it('names the difference in the server’s words, whichever side is larger', () => {
    expect(imbalanceMessage(1)).toBe('Total debit must equal total credit; the difference is $0.01.');
    expect(imbalanceMessage(-10050)).toBe('Total debit must equal total credit; the difference is $100.50.');
  });
});

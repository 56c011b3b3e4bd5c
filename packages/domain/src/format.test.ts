import { describe, expect, it } from 'vitest';
import { lowerNoun } from './format';

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

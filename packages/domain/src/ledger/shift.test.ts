import { describe, expect, it } from 'vitest';
import { countedCents, shiftDifference, shiftFigures, tenderCents, tenderTotal, tenderUnits, varianceOf, zeroTenders, type ShiftDocket } from './shift';

const settled = (amount: number, tenders: ShiftDocket['tenders'], change = 0): ShiftDocket => ({ stage: 'settled', amount, change, tenders });

describe('shiftFigures', () => {
  it('cash is the float plus cash net of change; other tenders as tendered', () => {
    const figures = shiftFigures(10000, [
      settled(12.5, [{ method: 'cash', amount: 20 }], 7.5),
      settled(30.1, [{ method: 'card', amount: 10.1 }, { method: 'cash', amount: 20 }]),
      settled(8, [{ method: 'room-charge', amount: 8 }]),
    ]);
    expect(figures.sales).toEqual({ ...zeroTenders(), cash: 3250, card: 1010, 'room-charge': 800 });
    expect(figures.expected.cash).toBe(13250);
    expect(figures.expected.card).toBe(1010);
    expect(figures.total).toBe(5060);
    expect(figures.dockets).toBe(3);
    expect(figures.voids).toBe(0);
  });

  it('a voided docket adds nothing and counts as a void; open dockets are ignored', () => {
    const figures = shiftFigures(0, [
      { ...settled(5, [{ method: 'cash', amount: 5 }]), stage: 'voided' },
      { ...settled(9.99, []), stage: 'open' },
      settled(0.3, [{ method: 'mobile-money', amount: 0.1 }, { method: 'cash', amount: 0.2 }]),
    ]);
    expect(figures).toMatchObject({ dockets: 1, voids: 1, voidedAmount: 500, total: 30 });
    expect(figures.expected).toEqual({ ...zeroTenders(), cash: 20, 'mobile-money': 10 });
  });
});

describe('counting', () => {
  it('tenders not counted are taken as expected; the difference is counted − expected', () => {
    const expected = { ...zeroTenders(), cash: 13250, card: 1010 };
    const counted = countedCents(expected, { cash: 13000 });
    expect(counted).toEqual({ ...expected, cash: 13000 });
    const difference = shiftDifference(expected, counted);
    expect(difference.cash).toBe(-250);
    expect(difference.card).toBe(0);
    expect(tenderTotal(difference)).toBe(-250);
  });

  it('reads over, short and balanced', () => {
    expect([varianceOf(1), varianceOf(-1), varianceOf(0)]).toEqual(['over', 'short', 'balanced']);
  });

  it('converts between units and cents without float noise', () => {
    const amounts = tenderCents({ cash: 0.1, card: 0.2 });
    expect(amounts.cash + amounts.card).toBe(30);
    expect(tenderUnits(amounts)).toMatchObject({ cash: 0.1, card: 0.2, 'city-ledger': 0 });
  });
});

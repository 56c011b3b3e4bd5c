import { describe, expect, it } from 'vitest';
import { zeroTenders } from '@hotel/domain';
import { countBody, countDifference, countProblem, countRows, initialCount, varianceText } from './shift-figures';

const expected = { ...zeroTenders(), cash: 132.5, card: 10.1 };

describe('the count', () => {
  it('starts with cash empty and the other tenders at what is expected', () => {
    expect(initialCount(expected)).toEqual({ cash: '', card: '10.10', 'mobile-money': '0.00', 'room-charge': '0.00', 'city-ledger': '0.00' });
  });

  it('compares counted with expected per tender, in cents', () => {
    const rows = countRows(expected, { ...initialCount(expected), cash: '130', card: '' });
    expect(rows[0]).toMatchObject({ method: 'cash', expected: 13250, counted: 13000, difference: -250, variance: 'short' });
    // A non-cash tender left empty is taken as expected.
    expect(rows[1]).toMatchObject({ method: 'card', counted: 1010, difference: 0, variance: 'balanced' });
    expect(countRows(expected, initialCount(expected))[0]).toMatchObject({ counted: undefined, difference: undefined });
  });

  it('says what blocks the close', () => {
    expect(countProblem(initialCount(expected))).toBe('Count the cash in the drawer.');
    expect(countProblem({ ...initialCount(expected), cash: '1.234' })).toMatch(/^Cash: .*2 decimals/);
    expect(countProblem({ ...initialCount(expected), cash: '-1' })).toMatch(/0 or more/);
    expect(countProblem({ ...initialCount(expected), cash: '0' })).toBeUndefined();
  });

  it('sends the typed amounts and totals the difference without float noise', () => {
    const draft = { ...initialCount(expected), cash: '132.6', card: '10.2' };
    expect(countBody(draft)).toMatchObject({ cash: 132.6, card: 10.2, 'mobile-money': 0 });
    expect(countDifference(expected, draft)).toBe(20);
    expect(countDifference(expected, initialCount(expected))).toBeUndefined();
  });

  it('words the difference', () => {
    expect([varianceText(150), varianceText(-150), varianceText(0)]).toEqual(['Over by $1.50', 'Short by $1.50', 'Balanced']);
  });
});

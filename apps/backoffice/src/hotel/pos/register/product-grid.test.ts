import { describe, expect, it } from 'vitest';
import { columnsFor, moveIndex } from './product-grid';

describe('product grid keys', () => {
  it('fits tiles of 150px across', () => {
    expect([columnsFor(0), columnsFor(320), columnsFor(800)]).toEqual([1, 2, 5]);
  });

  it('moves by one across and by a row down and up, within the list', () => {
    expect(moveIndex('ArrowRight', 0, 4, 10)).toBe(1);
    expect(moveIndex('ArrowLeft', 0, 4, 10)).toBe(0);
    expect(moveIndex('ArrowDown', 1, 4, 10)).toBe(5);
    expect(moveIndex('ArrowDown', 8, 4, 10)).toBe(9);
    expect(moveIndex('ArrowUp', 2, 4, 10)).toBe(0);
    expect(moveIndex('Home', 3, 4, 10)).toBe(3);
  });
});

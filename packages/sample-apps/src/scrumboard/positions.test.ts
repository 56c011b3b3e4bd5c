import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { placeItem, POSITION_LIMIT } from './positions';

const S = 65536;
const items = (...positions: number[]) => positions.map((position, i) => ({ id: `i${i}`, position }));
const moved = { id: 'm', position: 999 };

describe('placeItem', () => {
  it.each([
    ['alone', [], 0, S],
    ['first', [S, 2 * S], 0, S / 2],
    ['last', [S, 2 * S], 2, 3 * S],
    ['between', [S, 3 * S], 1, 2 * S],
  ])('%s → only the moved item changes', (_name, positions, index, expected) => {
    const result = placeItem(items(...positions), moved, index);
    expect(result.renumbered).toBe(false);
    expect(result.changed).toEqual([{ id: 'm', position: expected }]);
    expect(result.items.map((i) => i.id)[index]).toBe('m');
  });

  it('renumbers 1..n × 65536 when the midpoint is not an integer', () => {
    const result = placeItem(items(1, 2), moved, 1);
    expect(result.renumbered).toBe(true);
    expect(result.items.map((i) => [i.id, i.position])).toEqual([
      ['i0', S],
      ['m', 2 * S],
      ['i1', 3 * S],
    ]);
    expect(result.changed).toHaveLength(3);
  });

  it('renumbers when the position reaches 65536 × 500', () => {
    const result = placeItem(items(POSITION_LIMIT - S), moved, 1);
    expect(result.renumbered).toBe(true);
    expect(result.items.map((i) => i.position)).toEqual([S, 2 * S]);
  });

  it('always answers strictly increasing positions in the new order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { maxLength: 20 }), fc.nat(25), (raw, index) => {
        const sorted = [...raw].sort((a, b) => a - b).map((n) => n * S);
        const result = placeItem(items(...sorted), moved, index);
        const positions = result.items.map((i) => i.position);
        for (let i = 1; i < positions.length; i++) expect(positions[i]).toBeGreaterThan(positions[i - 1] as number);
        expect(positions.every(Number.isInteger)).toBe(true);
        expect(result.items).toHaveLength(sorted.length + 1);
      }),
    );
  });
});

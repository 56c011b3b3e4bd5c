import { describe, expect, it } from 'vitest';
import { buildIndex, inStock, productByCode, searchProducts, type Product } from './catalogue';

const p = (id: string, name: string, code: string, category: string, onHand: number | null = 5): Product => ({ id, name, code, category, categoryName: category.toUpperCase(), priceCents: 100, onHand });
const index = buildIndex([p('1', 'Still Water 500ml', 'STO01', 'bev'), p('2', 'Cola 330ml', 'STO03', 'bev', 0), p('3', 'Soap Bar', 'STO14', 'toil'), p('4', 'Sparkling Water', 'STO02', 'bev')]);

describe('catalogue index', () => {
  it('lists categories with counts, sorted', () => {
    expect(index.categories).toEqual([{ id: 'bev', name: 'BEV', count: 3 }, { id: 'toil', name: 'TOIL', count: 1 }]);
  });

  it('matches every word against name or code, within a category', () => {
    expect(searchProducts(index, 'water', null).map((x) => x.id)).toEqual(['4', '1']);
    expect(searchProducts(index, 'wat 500', null).map((x) => x.id)).toEqual(['1']);
    expect(searchProducts(index, 'sto14', null).map((x) => x.id)).toEqual(['3']);
    expect(searchProducts(index, '', 'toil').map((x) => x.id)).toEqual(['3']);
    expect(searchProducts(index, 'water', 'toil')).toEqual([]);
  });

  it('finds a scanned code exactly', () => {
    expect(productByCode(index, ' sto03 ')?.id).toBe('2');
    expect(productByCode(index, 'STO0')).toBeUndefined();
  });

  it('knows what is out of stock', () => {
    expect(inStock(p('x', 'X', 'X', 'c', 0))).toBe(false);
    expect(inStock(p('x', 'X', 'X', 'c', null))).toBe(true);
  });

  it('stays fast on 10,000 items', () => {
    const big = buildIndex(Array.from({ length: 10_000 }, (_, i) => p(String(i), `Item ${i} name`, `C${i}`, `cat${i % 7}`)));
    const start = performance.now();
    for (let i = 0; i < 20; i++) searchProducts(big, `item ${i}`, null);
    expect(performance.now() - start).toBeLessThan(500);
  });
});

import { describe, expect, it } from 'vitest';
import type { InventoryProduct } from '../../api/inventory';
import { derivedPrice, restoredDraft, toChanges, toDraft, validateDraft } from './product-draft';

const product: InventoryProduct = {
  id: 'p1', category: 'c1', name: 'Watch', description: '', tags: ['t1'], sku: 'SKU-1', barcode: '123', brand: 'b1', vendor: 'v1',
  stock: 3, reserved: 1, cost: 100, basePrice: 200, taxPercent: 10, price: 220, weight: 0.5, thumbnail: null, images: [], active: true,
};

describe('product draft', () => {
  it.each([
    ['200', '10', 220],
    ['19.99', '8', 21.59],
    ['0', '30', 0],
    ['', '10', null],
    ['abc', '10', null],
  ])('derives the price of base %s with tax %s%%', (base, tax, expected) => {
    expect(derivedPrice(base, tax)).toBe(expected);
  });

  it('round-trips a product into the same changes', () => {
    const changes = toChanges(toDraft(product));
    expect(changes).toMatchObject({ name: 'Watch', category: 'c1', basePrice: 200, taxPercent: 10, price: 220, stock: 3, active: true });
  });

  it('restores a kept draft over the product, dropping fields of the wrong type', () => {
    const base = toDraft(product);
    const kept = { name: 'Renamed watch', stock: 7, tags: ['t2', 3], thumbnail: '/images/w.jpg', active: 'yes', images: ['/a.jpg'], unknown: 'x' };
    expect(restoredDraft(base, kept)).toEqual({ ...base, name: 'Renamed watch', thumbnail: '/images/w.jpg', images: ['/a.jpg'] });
  });

  it('accepts a valid draft', () => {
    expect(validateDraft(toDraft(product))).toEqual({});
  });

  it.each([
    ['name', '  ', 'Name is required'],
    ['cost', '-1', 'Must not be negative'],
    ['stock', '1.5', 'Enter a whole number'],
    ['taxPercent', '101', 'At most 100'],
    ['weight', 'heavy', 'Enter a number'],
  ] as const)('reports %s = %j', (field, value, message) => {
    expect(validateDraft({ ...toDraft(product), [field]: value })[field]).toBe(message);
  });

  it('leaves out empty references so a new product can be saved', () => {
    const changes = toChanges({ ...toDraft(product), category: '', brand: '', vendor: '' });
    expect(changes).not.toHaveProperty('category');
    expect(changes).not.toHaveProperty('brand');
  });
});

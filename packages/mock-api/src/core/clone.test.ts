import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneData } from './clone';

describe('cloneData', () => {
  it('copies any JSON value deeply: equal, and no object shared with the original', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = cloneData(value);
        expect(copy).toStrictEqual(value);
        const shared = (a: unknown, b: unknown): boolean =>
          a !== null && typeof a === 'object' && (a === b || Object.keys(a).some((key) => shared((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])));
        expect(shared(copy, value)).toBe(false);
      }),
    );
  });

  it('hands what is not plain data to structuredClone (a Date stays a Date, a Map a Map)', () => {
    const value = { at: new Date('2026-11-22T10:00:00Z'), seen: new Map([['a', [1]]]), list: [new Set([1])] };
    const copy = cloneData(value);
    expect(copy).toStrictEqual(value);
    expect(copy.at).not.toBe(value.at);
    expect(copy.seen.get('a')).not.toBe(value.seen.get('a'));
  });

  it('keeps an own "__proto__" key as a key', () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const copy = cloneData(value);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'a']);
    expect(copy).toStrictEqual(value);
  });

  it('keeps a null-prototype object’s keys', () => {
    const value = Object.assign(Object.create(null) as Record<string, number>, { a: 1 });
    expect(cloneData(value)).toEqual({ a: 1 });
  });
});

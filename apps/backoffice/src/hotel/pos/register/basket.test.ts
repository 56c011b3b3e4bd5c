import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addItem, basketTotals, clampQuantity, discountText, lineAmounts, lineInput, parseDiscount, removeLine, setDiscount, setQuantity, type BasketLine } from './basket';

const water = { stock: 's1', name: 'Water', unitCents: 150 };
const cola = { stock: 's2', name: 'Cola', unitCents: 333 };

describe('basket', () => {
  it('adds an item as a line, then counts it up', () => {
    let lines = addItem([], water);
    lines = addItem(lines, cola);
    lines = addItem(lines, water);
    expect(lines.map((l) => [l.stock, l.quantity])).toEqual([['s1', 2], ['s2', 1]]);
  });

  it('totals in cents without float noise (0.10 + 0.20)', () => {
    const lines = addItem(addItem([], { stock: 'a', name: 'A', unitCents: 10 }), { stock: 'b', name: 'B', unitCents: 20 });
    expect(basketTotals(lines)).toEqual({ subtotal: 30, discount: 0, total: 30, units: 2 });
  });

  it('applies amount and percent discounts, capped at the line', () => {
    const [line] = setQuantity(addItem([], cola), 0, 3) as [BasketLine];
    expect(lineAmounts({ ...line, discount: { kind: 'percent', percent: 10 } })).toEqual({ gross: 999, discount: 100, amount: 899 });
    expect(lineAmounts({ ...line, discount: { kind: 'amount', cents: 5000 } })).toEqual({ gross: 999, discount: 999, amount: 0 });
  });

  it('clamps quantities to whole units from 1 to 1000', () => {
    expect([clampQuantity(0), clampQuantity(2.7), clampQuantity(5000), clampQuantity(Number.NaN)]).toEqual([1, 2, 1000, 1]);
  });

  it('removes a line and sets a discount by index', () => {
    const lines = setDiscount(addItem(addItem([], water), cola), 1, { kind: 'amount', cents: 33 });
    expect(basketTotals(lines).discount).toBe(33);
    expect(removeLine(lines, 0).map((l) => l.stock)).toEqual(['s2']);
  });

  it('parses a typed discount', () => {
    expect(parseDiscount('10%', 1000)).toEqual({ ok: true, discount: { kind: 'percent', percent: 10 } });
    expect(parseDiscount('2.50', 1000)).toEqual({ ok: true, discount: { kind: 'amount', cents: 250 } });
    expect(parseDiscount('', 1000)).toEqual({ ok: true, discount: null });
    expect(parseDiscount('20', 1000).ok).toBe(false);
    expect(parseDiscount('120%', 1000).ok).toBe(false);
    expect(parseDiscount('abc', 1000).ok).toBe(false);
  });

  it('takes a decimal comma and a leading percent sign (as Turkish writes them), and shows a discount in the language', () => {
    expect(parseDiscount('2,50', 1000)).toEqual({ ok: true, discount: { kind: 'amount', cents: 250 } });
    expect(parseDiscount('%12,5', 1000)).toEqual({ ok: true, discount: { kind: 'percent', percent: 12.5 } });
    expect(parseDiscount('2,505', 1000).ok).toBe(false);
    expect([discountText({ kind: 'amount', cents: 250 }), discountText({ kind: 'percent', percent: 12.5 }), discountText(null)]).toEqual(['2.50', '12.5%', '']);
    expect([discountText({ kind: 'amount', cents: 250 }, 'tr'), discountText({ kind: 'percent', percent: 12.5 }, 'tr')]).toEqual(['2,50', '%12,5']);
  });

  it('sends lines in currency units with the discount kind the till used', () => {
    const [line] = setDiscount(addItem([], cola), 0, { kind: 'percent', percent: 5 }) as [BasketLine];
    expect(lineInput(line)).toEqual({ stock: 's2', quantity: 1, unitPrice: 3.33, discountPercent: 5 });
  });

  it('property: the total is the sum of the line amounts, never negative, and whole cents', () => {
    const lineArb = fc.record({
      unitCents: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 1000 }),
      discount: fc.option(
        fc.oneof(
          fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: 0, max: 10_000_000 }) }),
          fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 10_000 }).map((p) => p / 100) }),
        ),
      ),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 50 }), (raw) => {
        const lines: BasketLine[] = raw.map((l, i) => ({ ...l, stock: `s${i}`, name: `Item ${i}` }));
        const totals = basketTotals(lines);
        const sum = lines.reduce((s, l) => s + lineAmounts(l).amount, 0);
        expect(totals.total).toBe(sum);
        expect(totals.total).toBe(totals.subtotal - totals.discount);
        expect(Number.isInteger(totals.total)).toBe(true);
        expect(totals.total).toBeGreaterThanOrEqual(0);
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
      }),
    );
  });
});

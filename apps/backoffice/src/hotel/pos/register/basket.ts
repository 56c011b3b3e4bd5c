import { percentOf, toCents, type Cents, type DocketLine, type DocketLineInput } from '@hotel/domain';

/*
 * The till's basket, pure: lines in integer cents, totals summed as integers (never floats), and
 * the lines as the docket calls take them. The server recomputes every figure; these are what the
 * till shows before it asks.
 */

/** How a line's discount is given: an amount in cents, or a percentage of the line. */
export type LineDiscount = { kind: 'amount'; cents: Cents } | { kind: 'percent'; percent: number };

/** A line of the basket. */
export interface BasketLine {
  /** The stock item (also the line's key in a fresh sale). */
  stock: string;
  name: string;
  /** Price of one unit in cents. */
  unitCents: Cents;
  /** Whole units, 1 to {@link MAX_QUANTITY}. */
  quantity: number;
  discount: LineDiscount | null;
  /** The open docket's line id (L1, L2...) when the basket is an open docket's. */
  lineId?: string;
}

/** The largest quantity a line takes (the API's limit). */
export const MAX_QUANTITY = 1000;

/** A line's amounts in cents: gross, discount (never above gross) and what it adds to the total. */
export interface LineAmounts {
  gross: Cents;
  discount: Cents;
  amount: Cents;
}

/** The basket's totals in cents. */
export interface BasketTotals {
  subtotal: Cents;
  discount: Cents;
  total: Cents;
  /** Units in the basket. */
  units: number;
}

/** A line's amounts: quantity × unit price, less its discount (a percentage rounded half away from zero), capped at the gross. */
export function lineAmounts(line: Pick<BasketLine, 'unitCents' | 'quantity' | 'discount'>): LineAmounts {
  const gross = line.unitCents * line.quantity;
  let discount = 0;
  if (line.discount?.kind === 'amount') discount = line.discount.cents;
  else if (line.discount?.kind === 'percent') discount = percentOf(gross, line.discount.percent);
  discount = Math.min(Math.max(discount, 0), gross);
  return { gross, discount, amount: gross - discount };
}

/** The totals of the basket, summed in integer cents. */
export function basketTotals(lines: readonly BasketLine[]): BasketTotals {
  let subtotal = 0;
  let discount = 0;
  let units = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line);
    subtotal += amounts.gross;
    discount += amounts.discount;
    units += line.quantity;
  }
  return { subtotal, discount, total: subtotal - discount, units };
}

/** A quantity clamped to 1..MAX_QUANTITY (whole units). */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

/** The basket with one more unit of an item (a new line at the end, or the existing line's quantity + 1). */
export function addItem(lines: readonly BasketLine[], item: { stock: string; name: string; unitCents: Cents }, quantity = 1): BasketLine[] {
  const at = lines.findIndex((line) => line.stock === item.stock && line.lineId === undefined);
  if (at < 0) return [...lines, { ...item, quantity: clampQuantity(quantity), discount: null }];
  return lines.map((line, i) => (i === at ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line));
}

/** The basket with a line's quantity set (clamped). */
export function setQuantity(lines: readonly BasketLine[], index: number, quantity: number): BasketLine[] {
  return lines.map((line, i) => (i === index ? { ...line, quantity: clampQuantity(quantity) } : line));
}

/** The basket with a line's discount set (null removes it). */
export function setDiscount(lines: readonly BasketLine[], index: number, discount: LineDiscount | null): BasketLine[] {
  return lines.map((line, i) => (i === index ? { ...line, discount } : line));
}

/** The basket without a line. */
export function removeLine(lines: readonly BasketLine[], index: number): BasketLine[] {
  return lines.filter((_, i) => i !== index);
}

/**
 * A discount as typed ('5', '2.50', '2,50', '10%' or '%10'), checked against the line's gross: an amount with at
 * most two decimals up to the gross, or a percentage from 0 to 100. Empty removes it.
 */
export function parseDiscount(text: string, gross: Cents): { ok: true; discount: LineDiscount | null } | { ok: false; message: string } {
  const typed = text.trim();
  if (typed === '') return { ok: true, discount: null };
  const percent = /^(?:(\d{1,3}(?:[.,]\d{1,2})?)\s*%|%\s*(\d{1,3}(?:[.,]\d{1,2})?))$/.exec(typed);
  if (percent) {
    const value = Number((percent[1] ?? percent[2] ?? '').replace(',', '.'));
    if (value > 100) return { ok: false, message: 'A percentage goes from 0 to 100.' };
    return { ok: true, discount: value === 0 ? null : { kind: 'percent', percent: value } };
  }
  const cents = /^\d+([.,]\d{1,2})?$/.test(typed) ? toCents(Number(typed.replace(',', '.'))) : undefined;
  if (cents === undefined) return { ok: false, message: 'Enter an amount (2.50) or a percentage (10%).' };
  if (cents > gross) return { ok: false, message: 'The discount cannot be more than the line amount.' };
  return { ok: true, discount: cents === 0 ? null : { kind: 'amount', cents } };
}

/** The discount as a till shows it in its field, in the digits of `language` ('2.50', '10%', ''; in Turkish '2,50', '%10'). */
export function discountText(discount: LineDiscount | null, language = 'en'): string {
  if (!discount) return '';
  const format = new Intl.NumberFormat(language, discount.kind === 'percent' ? { style: 'percent', maximumFractionDigits: 2, useGrouping: false } : { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  return format.format(discount.kind === 'percent' ? discount.percent / 100 : discount.cents / 100);
}

/** A line as the docket calls take it (unit price and discount in currency units). */
export function lineInput(line: BasketLine): DocketLineInput {
  const input: DocketLineInput = { stock: line.stock, quantity: line.quantity, unitPrice: line.unitCents / 100 };
  if (line.discount?.kind === 'amount') input.discount = line.discount.cents / 100;
  if (line.discount?.kind === 'percent') input.discountPercent = line.discount.percent;
  return input;
}

/** An open docket's lines as basket lines (the discount as the amount the server kept). */
export function basketOfDocket(lines: readonly DocketLine[]): BasketLine[] {
  return lines.map((line) => {
    const discount = toCents(line.discount) ?? 0;
    return {
      stock: line.stock,
      name: line.name,
      unitCents: toCents(line.unitPrice) ?? 0,
      quantity: line.quantity,
      discount: discount > 0 ? { kind: 'amount', cents: discount } : null,
      lineId: line.id,
    };
  });
}

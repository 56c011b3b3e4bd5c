import { formatMoney, pageLocale } from '../format';

/**
 * Money in the ledger is held in integer cents and summed as integers, so a total is exact however
 * many lines it adds. The API speaks currency units with at most two decimals (`150.25`); each
 * amount is converted once, at the edge, with {@link toCents} and {@link fromCents}.
 */
export type Cents = number;

/**
 * An amount in currency units as integer cents; `undefined` when it is not a finite number with at
 * most two decimals (`12.345` is refused, not rounded: a posting never changes what was typed).
 */
export function toCents(amount: unknown): Cents | undefined {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return undefined;
  const cents = Math.round(amount * 100);
  // 0.1 + 0.2 style noise is within 1e-6 of a cent; a third decimal is not.
  if (Math.abs(cents - amount * 100) > 1e-6 || !Number.isSafeInteger(cents)) return undefined;
  return cents;
}

/** Cents as currency units (exact for every amount with two decimals a posting can hold). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** The sum of integer cents (throws on a fraction, which would mean a float slipped in). */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) {
    if (!Number.isInteger(value)) throw new TypeError(`sumCents: ${value} is not a whole number of cents`);
    total += value;
  }
  return total;
}

/** Cents formatted in the hotel's currency, e.g. `formatCents(123450)` → '$1,234.50'. */
export function formatCents(cents: Cents, locale?: string): string {
  return formatMoney(fromCents(cents), locale);
}

/** A share of an amount in whole cents, rounded half away from zero (tax: `percentOf(15000, 7.5)` → 1125). */
export function percentOf(cents: Cents, percent: number): Cents {
  const exact = (cents * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The grouping and decimal signs of a language's numbers ('en': ',' and '.'; 'tr': '.' and ','). */
function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  // A space-like grouping sign (French's narrow no-break space) is typed as a plain space too.
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  return { group: /\s/.test(group) ? ' ' : group, decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.' };
}

/**
 * An amount as staff type it, in integer cents: digits with at most two decimals after a point or a
 * comma ('12.50', '12,5'), or grouped the way `locale` writes numbers ('1,234.50' in English,
 * '1.234,50' in Turkish). Anything else is `undefined`, never a guess: '1.234' in English or
 * '1,234' in Turkish (three decimals, or another language's grouping), signs, exponents, letters.
 * `locale` defaults to the page's language (`<html lang>`).
 */
export function parseAmountCents(text: string, locale = pageLocale()): Cents | undefined {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (typed === '') return undefined;
  const { group, decimal } = separators(locale);
  let plain: string;
  if (/^\d+([.,]\d{1,2})?$/.test(typed)) plain = typed.replace(',', '.');
  else if (new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+(${escape(decimal)}\\d{1,2})?$`).test(typed)) plain = typed.split(group).join('').replace(decimal, '.');
  else return undefined;
  const [units = '0', fraction = ''] = plain.split('.');
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

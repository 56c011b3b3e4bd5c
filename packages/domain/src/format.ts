/** The hotel's one currency (ISO 4217). */
export const CURRENCY = 'USD';

/** Rounds to cents. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Formats money with 2 decimals in the hotel's currency, e.g. '$1,234.50'. */
export function formatMoney(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

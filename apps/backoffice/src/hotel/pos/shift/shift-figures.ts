import { countedCents, formatCents, shiftDifference, tenderCents, TENDER_METHODS, varianceOf, type Cents, type ShiftVariance, type TenderAmounts, type TenderMethod } from '@hotel/domain';
import { amountCents, TENDER_LABELS } from '../register/tenders';
import { english, type Translate } from '../shared/translate';

/*
 * The cashier shift screen's figures, pure: the count as typed per tender, the expected against
 * counted rows with the difference (over, short or balanced, in words as well as colour), and
 * what blocks the close. All in integer cents.
 */

/** The count as typed, per tender. */
export type CountDraft = Record<TenderMethod, string>;

/** A row of the close: one tender's expected, counted and difference. */
export interface CountRow {
  method: TenderMethod;
  label: string;
  expected: Cents;
  /** Counted as typed (expected when a non-cash tender is left empty); undefined while not a valid amount. */
  counted: Cents | undefined;
  difference: Cents | undefined;
  variance: ShiftVariance | undefined;
}

/** The draft of a count: cash empty, every other tender pre-filled with what is expected. */
export function initialCount(expected: TenderAmounts): CountDraft {
  return Object.fromEntries(TENDER_METHODS.map((method) => [method, method === 'cash' ? '' : expected[method].toFixed(2)])) as CountDraft;
}

/** Expected against counted per tender, with the difference, from a typed count. */
export function countRows(expected: TenderAmounts, draft: CountDraft): CountRow[] {
  const cents = tenderCents(expected);
  return TENDER_METHODS.map((method) => {
    const typed = draft[method].trim();
    const counted = typed === '' ? (method === 'cash' ? undefined : cents[method]) : amountCents(typed);
    const difference = counted === undefined ? undefined : counted - cents[method];
    return { method, label: TENDER_LABELS[method], expected: cents[method], counted, difference, variance: difference === undefined ? undefined : varianceOf(difference) };
  });
}

/** Why the count cannot be sent yet (cash missing, an amount not valid), or undefined (English: the view translates it with `tm`). */
export function countProblem(draft: CountDraft): string | undefined {
  if (draft.cash.trim() === '') return 'Count the cash in the drawer.';
  for (const method of TENDER_METHODS) {
    const typed = draft[method].trim();
    if (typed !== '' && amountCents(typed) === undefined) return `${TENDER_LABELS[method]}: enter an amount of 0 or more with at most 2 decimals.`;
  }
  return undefined;
}

/** The count as the close call takes it (currency units; empty non-cash tenders left out). */
export function countBody(draft: CountDraft): { cash: number } & Partial<TenderAmounts> {
  const out: Partial<TenderAmounts> = {};
  for (const method of TENDER_METHODS) {
    const cents = amountCents(draft[method]);
    if (cents !== undefined) out[method] = cents / 100;
  }
  return { cash: out.cash ?? 0, ...out };
}

/** The total difference of a count (undefined while an amount is not valid). */
export function countDifference(expected: TenderAmounts, draft: CountDraft): Cents | undefined {
  if (countProblem(draft) !== undefined) return undefined;
  const exp = tenderCents(expected);
  const diff = shiftDifference(exp, countedCents(exp, tenderCents(countBody(draft))));
  return TENDER_METHODS.reduce((sum, method) => sum + diff[method], 0);
}

/** A difference in words: 'Over by $1.50', 'Short by $1.50', 'Balanced' (in the language of `t`). */
export function varianceText(difference: Cents, t: Translate = english): string {
  const variance = varianceOf(difference);
  if (variance === 'balanced') return t('Balanced');
  const amount = formatCents(Math.abs(difference));
  return variance === 'over' ? t('Over by {{amount}}', { amount }) : t('Short by {{amount}}', { amount });
}

/** Time of day of an ISO instant, as the till shows it (HH:mm on a 24-hour clock, the browser's zone, the digits of `language`). */
export function timeOf(iso: string, language = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

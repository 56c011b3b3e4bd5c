import { planTenders, TENDER_LABELS as DOMAIN_TENDER_LABELS, parseAmountCents, type Cents, type DocketTender, type TenderInput, type TenderMethod } from '@hotel/domain';
import type { Translate } from '../shared/translate';

/*
 * The pay dialog's tenders, pure: what is typed per tender, whether together they cover the total
 * (the domain's own planTenders rule: only cash gives change), the change due, and the quick cash
 * amounts a cashier taps.
 */

/** A tender as the pay dialog holds it while typing. */
export interface TenderDraft {
  /** Key of the row (stable while rows are added and removed). */
  key: number;
  method: TenderMethod;
  /** The amount as typed. */
  amount: string;
  /** Room charge: the room number. */
  room: string;
  /** City ledger: the account's id. */
  cityAccount: string;
}

/** Labels of the tender methods (the domain's: the printed docket names them the same). */
export const TENDER_LABELS: Readonly<Record<TenderMethod, string>> = DOMAIN_TENDER_LABELS;

/** What the tenders come to against the total. */
export type TenderStatus =
  | { ok: true; tendered: Cents; change: Cents }
  | { ok: false; tendered: Cents; remaining: Cents; message: string };

/** An amount typed in currency units as cents (0 or more; parseAmountCents: '2.50', '2,50', the user's grouping), or undefined. */
export function amountCents(text: string): Cents | undefined {
  return parseAmountCents(text);
}

/** Cents as an amount field shows them: 2 decimals, no grouping, the decimal sign of `language` ('73.65', in Turkish '73,65'). */
export function amountText(cents: Cents, language = 'en'): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}

/** The longest room number a room-charge tender takes (the API's limit). */
export const ROOM_MAX = 12;

/** The message of a tender that cannot be sent as typed, or undefined. */
export function tenderProblem(tender: TenderDraft): string | undefined {
  const cents = amountCents(tender.amount);
  if (cents === undefined || cents <= 0) return `${TENDER_LABELS[tender.method]}: enter an amount above 0 with at most 2 decimals.`;
  if (tender.method === 'room-charge' && tender.room.trim() === '') return 'Room charge: enter the room number.';
  // The input takes a paste whole (no maxLength to cut it): a room number too long is said, not trimmed.
  if (tender.method === 'room-charge' && tender.room.trim().length > ROOM_MAX) return `Room charge: the room number is at most ${ROOM_MAX} characters.`;
  if (tender.method === 'city-ledger' && tender.cityAccount === '') return 'City ledger: choose the account.';
  return undefined;
}

/** Whether the tenders cover the total, with the change (cash only) or what is still due. */
export function tenderStatus(total: Cents, tenders: readonly TenderDraft[]): TenderStatus {
  const parsed = tenders.map((tender) => ({ method: tender.method, cents: amountCents(tender.amount) ?? 0 }));
  const tendered = parsed.reduce((sum, tender) => sum + tender.cents, 0);
  const remaining = Math.max(0, total - tendered);
  for (const tender of tenders) {
    const problem = tenderProblem(tender);
    if (problem) return { ok: false, tendered, remaining, message: problem };
  }
  if (tenders.length === 0) return { ok: false, tendered, remaining, message: 'Add a tender.' };
  const plan = planTenders(total, parsed);
  if (!plan.ok) return { ok: false, tendered, remaining, message: plan.message };
  return { ok: true, tendered, change: plan.change };
}

/** What is left to pay after the tenders (0 when covered): the amount a new tender offers. */
export function remainingCents(total: Cents, tenders: readonly TenderDraft[]): Cents {
  const tendered = tenders.reduce((sum, tender) => sum + (amountCents(tender.amount) ?? 0), 0);
  return Math.max(0, total - tendered);
}

/** Quick cash amounts for what is due: exact, then the next round notes (5, 10, 20, 50, 100...), up to four, ascending. */
export function quickCash(due: Cents): Cents[] {
  if (due <= 0) return [];
  const amounts = new Set<Cents>([due]);
  for (const step of [500, 1000, 2000, 5000, 10_000, 50_000, 100_000]) {
    const next = Math.ceil(due / step) * step;
    if (next > due) amounts.add(next);
    if (amounts.size >= 4) break;
  }
  return [...amounts].sort((a, b) => a - b);
}

/**
 * A paid docket's tenders in short, as the server writes them ('Cash 20.00 + Room charge 5.50 (room
 * 204)'), in the user's language: the tenders' names translated, the amounts in its digits.
 */
export function paymentSummary(tenders: readonly Pick<DocketTender, 'method' | 'amount' | 'room'>[], t: Translate, language: string): string {
  const amount = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  return tenders
    .map((tender) => {
      const text = `${t(TENDER_LABELS[tender.method] ?? tender.method)} ${amount.format(tender.amount)}`;
      return tender.room ? `${text} ${t('(room {{room}})', { room: tender.room })}` : text;
    })
    .join(' + ');
}

/** The tenders as the sale call takes them. */
export function tenderInputs(tenders: readonly TenderDraft[]): TenderInput[] {
  return tenders.map((tender) => {
    const input: TenderInput = { method: tender.method, amount: (amountCents(tender.amount) ?? 0) / 100 };
    if (tender.method === 'room-charge') input.room = tender.room.trim();
    if (tender.method === 'city-ledger') input.cityAccount = tender.cityAccount;
    return input;
  });
}

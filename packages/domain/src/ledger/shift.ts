import { fromCents, toCents, type Cents } from './money';
import { TENDER_METHODS, type TenderMethod } from './pos';

/*
 * The cashier's shift (issue 17; Floreant's drawer pull, uniCenta's closed cash): a cashier opens a
 * shift with a float, every docket they settle while it is open belongs to it, and they close it
 * by counting what the drawer holds per tender. The close compares counted with expected and
 * keeps the difference (over or short); its answer is the Z report.
 *
 * Expected per tender: cash = float + cash taken net of change; card, mobile money, room charge
 * and city ledger = what was tendered. Dockets voided while the shift is open leave the expected
 * figures and count as voids. All sums are in integer cents; the API speaks currency units.
 */

/** Stages of a shift. */
export const SHIFT_STAGES = ['open', 'closed'] as const;
export type ShiftStage = (typeof SHIFT_STAGES)[number];

/** Roles that see every cashier's shifts and may close someone else's (admin always may). */
export const SHIFT_SUPERVISOR_ROLES: readonly string[] = ['auditor', 'manager'];

/** An amount per tender method, in currency units. */
export type TenderAmounts = Record<TenderMethod, number>;

/** Totals of a shift, in currency units. */
export interface ShiftTotals {
  /** What the shift's settled (not voided) dockets came to. */
  sales: number;
  /** Sum of the expected amounts (float included). */
  expected: number;
  /** Sum of the counted amounts (null while open). */
  counted: number | null;
  /** counted − expected (null while open). */
  difference: number | null;
}

/** A cashier's shift. Money in currency units. */
export interface CashierShift {
  id: string;
  /** SHF-00001 */
  shiftNo: string;
  stage: ShiftStage;
  /** Id of the cashier (the user who opened it). */
  ownerId: string;
  /** The cashier's name when the shift was opened. */
  cashier: string;
  /** The point of sale the drawer belongs to, when given. */
  pointOfSale: string | null;
  /** That point of sale's name (null when none). */
  pointOfSaleName: string | null;
  openedAt: string;
  /** The business date the shift was opened on. */
  businessDate: string;
  /** Cash in the drawer when the shift opened. */
  float: number;
  closedAt: string | null;
  /** Who closed it (name then); null while open. */
  closedBy: string | null;
  /** The closer's note. */
  note: string | null;
  /** Taken per tender by the settled (not voided) dockets; cash net of change. */
  sales: TenderAmounts;
  /** Expected per tender: cash = float + cash sales; others = sales. */
  expected: TenderAmounts;
  /** Counted per tender at close (null while open). */
  counted: TenderAmounts | null;
  /** counted − expected per tender: positive over, negative short (null while open). */
  difference: TenderAmounts | null;
  /** Dockets settled in the shift and not voided. */
  dockets: number;
  /** Dockets of the shift voided while it was open. */
  voids: number;
  /** What those voided dockets came to. */
  voidedAmount: number;
  totals: ShiftTotals;
}

/** POST api/hotel/pos-shifts/open. */
export interface OpenShiftRequest {
  /** Cash in the drawer, 0 or more with at most 2 decimals. */
  float: number;
  /** Id of a points-of-sale record. */
  pointOfSale?: string;
}

/** POST api/hotel/pos-shifts/<id>/close: the count. Tenders left out are taken as expected (cash must be given). */
export interface CloseShiftRequest {
  counted: { cash: number } & Partial<Omit<TenderAmounts, 'cash'>>;
  note?: string;
}

/** GET api/hotel/pos-shifts: history, newest first (a cashier sees their own; auditor, manager and admin all). */
export interface ShiftListResponse {
  items: CashierShift[];
}

/** GET api/hotel/pos-shifts/current: the caller's open shift, or null when they have none (not an error: a till asks before every sale). */
export interface CurrentShiftResponse {
  shift: CashierShift | null;
}

/** The shift calls, relative to the API base (like `posPaths`). */
export const shiftPaths = {
  /** GET → {@link ShiftListResponse} */
  list: 'api/hotel/pos-shifts',
  /** POST {@link OpenShiftRequest} → 201 {@link CashierShift} */
  open: 'api/hotel/pos-shifts/open',
  /** GET → {@link CurrentShiftResponse}: the caller's open shift with its running figures, or null. */
  current: 'api/hotel/pos-shifts/current',
  /** GET → {@link CashierShift} */
  shift: (id: string) => `api/hotel/pos-shifts/${encodeURIComponent(id)}`,
  /** POST {@link CloseShiftRequest} → {@link CashierShift} (closed: the Z report's figures) */
  close: (id: string) => `api/hotel/pos-shifts/${encodeURIComponent(id)}/close`,
} as const;

/** An amount per tender in cents. */
export type TenderCents = Record<TenderMethod, Cents>;

/** Every tender at 0 cents. */
export function zeroTenders(): TenderCents {
  return Object.fromEntries(TENDER_METHODS.map((method) => [method, 0])) as TenderCents;
}

/** What a shift needs of a docket: its stage, amount, tenders and change (currency units). */
export interface ShiftDocket {
  stage: string;
  amount: number;
  change: number;
  tenders: readonly { method: TenderMethod; amount: number }[];
}

/** A shift's running figures in cents. */
export interface ShiftFigures {
  sales: TenderCents;
  expected: TenderCents;
  /** Sum of the docket amounts of settled dockets. */
  total: Cents;
  dockets: number;
  voids: number;
  voidedAmount: Cents;
}

const cents = (amount: number) => toCents(amount) ?? Math.round(amount * 100);

/**
 * The figures of a shift from its float (cents) and its dockets: settled ones add their tenders
 * (cash net of change), voided ones count as voids and add nothing; other stages are ignored.
 */
export function shiftFigures(float: Cents, dockets: readonly ShiftDocket[]): ShiftFigures {
  const sales = zeroTenders();
  let total = 0;
  let count = 0;
  let voids = 0;
  let voidedAmount = 0;
  for (const docket of dockets) {
    if (docket.stage === 'voided') {
      voids += 1;
      voidedAmount += cents(docket.amount);
      continue;
    }
    if (docket.stage !== 'settled') continue;
    count += 1;
    total += cents(docket.amount);
    for (const tender of docket.tenders) sales[tender.method] += cents(tender.amount);
    sales.cash -= cents(docket.change);
  }
  const expected = { ...sales, cash: float + sales.cash };
  return { sales, expected, total, dockets: count, voids, voidedAmount };
}

/** Counted per tender in cents: the given ones, the others as expected (cash must be given). */
export function countedCents(expected: TenderCents, counted: Partial<TenderCents>): TenderCents {
  return Object.fromEntries(TENDER_METHODS.map((method) => [method, counted[method] ?? expected[method]])) as TenderCents;
}

/** counted − expected per tender, in cents (positive over, negative short). */
export function shiftDifference(expected: TenderCents, counted: TenderCents): TenderCents {
  return Object.fromEntries(TENDER_METHODS.map((method) => [method, counted[method] - expected[method]])) as TenderCents;
}

/** The sum of an amount per tender, in cents. */
export function tenderTotal(amounts: TenderCents): Cents {
  return TENDER_METHODS.reduce((sum, method) => sum + amounts[method], 0);
}

/** Cents per tender as currency units. */
export function tenderUnits(amounts: TenderCents): TenderAmounts {
  return Object.fromEntries(TENDER_METHODS.map((method) => [method, fromCents(amounts[method])])) as TenderAmounts;
}

/** Currency units per tender as cents (a missing tender is 0). */
export function tenderCents(amounts: Partial<TenderAmounts>): TenderCents {
  return Object.fromEntries(TENDER_METHODS.map((method) => [method, cents(amounts[method] ?? 0)])) as TenderCents;
}

/** How a difference reads: 'over', 'short' or 'balanced'. */
export type ShiftVariance = 'over' | 'short' | 'balanced';

/** Whether a difference in cents is over, short or balanced. */
export function varianceOf(difference: Cents): ShiftVariance {
  return difference > 0 ? 'over' : difference < 0 ? 'short' : 'balanced';
}

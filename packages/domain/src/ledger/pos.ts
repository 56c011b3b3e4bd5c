import { percentOf, toCents, type Cents } from './money';

/*
 * Point-of-sale dockets (issue 17): a docket holds lines (stock items sold at a point of sale) and,
 * once settled, the tenders that paid it. Money is computed in integer cents; the API speaks
 * currency units with at most two decimals, like every other amount.
 *
 * Stages: open → sent (to the kitchen) → served → settled, or voided (a settled docket reversed by
 * an auditor or manager) or cancelled (an unsettled docket dropped by one, with a reason). A docket
 * is settled from open, sent or served (a bar tab goes straight from open to settled); lines
 * change only while it is open.
 */

/** Every stage of a docket. */
export const DOCKET_STAGES = ['open', 'sent', 'served', 'settled', 'voided', 'cancelled'] as const;
export type DocketStage = (typeof DOCKET_STAGES)[number];

/** Stages of a docket that is not yet settled: it blocks the night audit's close. */
export const UNSETTLED_DOCKET_STAGES: readonly DocketStage[] = ['open', 'sent', 'served'];

/** How a docket is paid. */
export const TENDER_METHODS = ['cash', 'card', 'mobile-money', 'room-charge', 'city-ledger'] as const;
export type TenderMethod = (typeof TENDER_METHODS)[number];

/** The tender methods' names, as the till offers them and a printed docket lists them. */
export const TENDER_LABELS: Readonly<Record<TenderMethod, string>> = {
  cash: 'Cash',
  card: 'Card',
  'mobile-money': 'Mobile money',
  'room-charge': 'Room charge',
  'city-ledger': 'City ledger',
};

/**
 * A tender's name on a printed docket: its method, with the room or the city-ledger account it
 * charged ('Cash', 'Room charge (room 204)', 'City ledger (Acme Travel)').
 */
export function tenderName(tender: { method: TenderMethod; room?: string | null }, account?: string | null): string {
  const label = TENDER_LABELS[tender.method] ?? tender.method;
  if (tender.method === 'room-charge' && tender.room) return `${label} (room ${tender.room})`;
  if (tender.method === 'city-ledger' && account) return `${label} (${account})`;
  return label;
}

/** Roles that may void a settled docket or cancel an unsettled one (admin always may). */
export const DOCKET_VOID_ROLES: readonly string[] = ['auditor', 'manager'];

/** A line as a till sends it. */
export interface DocketLineInput {
  /** Id of a stocks record. */
  stock: string;
  /** Whole units, 1 or more. */
  quantity: number;
  /** Price of one unit, 0 or more; the stock's selling price when left out. */
  unitPrice?: number;
  /** Discount on the whole line as an amount (0 up to the line's amount). Not with `discountPercent`. */
  discount?: number;
  /** Discount on the whole line as a percentage (0 to 100), rounded to the cent. Not with `discount`. */
  discountPercent?: number;
}

/** A line of a docket as the server keeps it. */
export interface DocketLine {
  /** Line id within the docket (L1, L2, ...). */
  id: string;
  stock: string;
  /** The stock item's name when the line was rung. */
  name: string;
  quantity: number;
  unitPrice: number;
  /** quantity × unitPrice. */
  gross: number;
  /** The line's discount as an amount. */
  discount: number;
  /** gross − discount: what the line adds to the total. */
  amount: number;
  /** When the line was sent to the kitchen (null before). */
  sentAt: string | null;
}

/** A tender as a till sends it when settling. */
export interface TenderInput {
  method: TenderMethod;
  /** Amount tendered; cash may exceed what is due (the change is answered), no other method may. */
  amount: number;
  /** Room charge: the in-house stay's reservation id (or give `room`). */
  reservation?: string;
  /** Room charge: the room number of an in-house stay (or give `reservation`). */
  room?: string;
  /** City ledger: id of a city-ledger-accounts record. */
  cityAccount?: string;
}

/** A tender of a settled docket. */
export interface DocketTender {
  method: TenderMethod;
  /** Amount tendered (cash: before change). */
  amount: number;
  /** Room charge: the stay charged. */
  reservation: string | null;
  /** Room charge: the room number of that stay. */
  room: string | null;
  /** City ledger: the account charged. */
  cityAccount: string | null;
}

/** A point-of-sale docket (a `pos-sales` record). Money in currency units. */
export interface Docket {
  id: string;
  /** DKT-00001 */
  docketNo: string;
  stage: DocketStage;
  pointOfSale: string;
  channel: string;
  /** The point of sale's store, where the stock is taken from. */
  store: string | null;
  table: string | null;
  /** Name of the user who opened it, as it was then. */
  waiter: string;
  /** Id of that user. */
  ownerId: string;
  lines: DocketLine[];
  /** True once its lines went to the kitchen (the send call); absent or false before. Lists the dockets whose captain order can be reprinted. */
  sentToKitchen?: boolean;
  /** Lines rung so far, removed ones included: line ids are never reused (the next is L<linesRung + 1>). */
  linesRung: number;
  tenders: DocketTender[];
  /** Sum of the lines' gross amounts. */
  subtotal: number;
  /** Sum of the lines' discounts. */
  discount: number;
  /** subtotal − discount: what is due. */
  amount: number;
  /** Units sold (sum of the lines' quantities). */
  quantity: number;
  /** Sum of the tenders (cash before change). */
  tendered: number;
  /** Cash handed back. */
  change: number;
  /** The tenders in short, e.g. 'Cash 20.00 + Card 5.50' (null before settling). */
  payment: string | null;
  /** The single tender's method, 'split' for several, null before settling. */
  paymentMethod: TenderMethod | 'split' | null;
  /** The stay a room charge went to (the first, when several). */
  reservation: string | null;
  /** Opened at. */
  date: string;
  /** The business date it was settled on (opened on, before). */
  businessDate: string;
  settledAt: string | null;
  /** The cashier shift it was settled in (id), when the settling user had one open. */
  shift?: string;
  /** Void or cancellation: when, by whom (name then), why. */
  voidedAt?: string;
  voidedBy?: string;
  voidReason?: string;
}

/** POST api/hotel/pos-sales: a docket rung and settled in one call (the mini mart, the bar). */
export interface CreateDocketRequest {
  record: {
    pointOfSale: string;
    /** Defaults to the point of sale's channel; must match it when given. */
    channel?: string;
    table?: string;
    lines: DocketLineInput[];
    tenders: TenderInput[];
  };
}

/** POST api/hotel/pos-sales/open: a docket opened for a table (lines may follow). */
export interface OpenDocketRequest {
  pointOfSale: string;
  table?: string;
  lines?: DocketLineInput[];
}

/** POST api/hotel/pos-sales/<id>/lines: one more line on an open docket. */
export type AddDocketLineRequest = DocketLineInput;

/** PATCH api/hotel/pos-sales/<id>/lines/<line>: a line's quantity, price or discount changed while open. */
export type ChangeDocketLineRequest = Partial<Omit<DocketLineInput, 'stock'>>;

/** POST api/hotel/pos-sales/<id>/settle. */
export interface SettleDocketRequest {
  tenders: TenderInput[];
}

/** POST api/hotel/pos-sales/<id>/void (settled) and .../cancel (unsettled). */
export interface VoidDocketRequest {
  reason: string;
}

/** What every docket call answers: the docket as it is now. */
export type DocketResponse = Docket;

/** The docket calls, relative to the API base. */
export const posPaths = {
  sales: 'api/hotel/pos-sales',
  open: 'api/hotel/pos-sales/open',
  docket: (id: string) => `api/hotel/pos-sales/${encodeURIComponent(id)}`,
  lines: (id: string) => `api/hotel/pos-sales/${encodeURIComponent(id)}/lines`,
  line: (id: string, line: string) => `api/hotel/pos-sales/${encodeURIComponent(id)}/lines/${encodeURIComponent(line)}`,
  send: (id: string) => `api/hotel/pos-sales/${encodeURIComponent(id)}/send`,
  serve: (id: string) => `api/hotel/pos-sales/${encodeURIComponent(id)}/serve`,
  settle: (id: string) => `api/hotel/pos-sales/${encodeURIComponent(id)}/settle`,
  void: (id: string) => `api/hotel/pos-sales/${encodeURIComponent(id)}/void`,
  cancel: (id: string) => `api/hotel/pos-sales/${encodeURIComponent(id)}/cancel`,
} as const;

/** A line's amounts in cents, or the field and message that refuse it. */
export type LineCents = { ok: true; gross: Cents; discount: Cents; amount: Cents } | { ok: false; field: string; message: string };

/**
 * The amounts of a line in cents: gross = quantity × unit price, less the discount (an amount, or
 * a percentage rounded half away from zero). Refuses a quantity that is not a whole number from 1
 * to 1000, a negative price, a discount below zero or above the gross, or both kinds of discount.
 */
export function lineCents(line: Pick<DocketLineInput, 'quantity' | 'discount' | 'discountPercent'> & { unitPrice: number }): LineCents {
  const { quantity } = line;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 1000) {
    return { ok: false, field: 'quantity', message: 'The quantity must be a whole number from 1 to 1000.' };
  }
  const price = toCents(line.unitPrice);
  if (price === undefined || price < 0) return { ok: false, field: 'unitPrice', message: 'The unit price must be 0 or more, with at most 2 decimals.' };
  const gross = quantity * price;
  if (line.discount !== undefined && line.discountPercent !== undefined) {
    return { ok: false, field: 'discount', message: 'Give the discount as an amount or as a percentage, not both.' };
  }
  let discount = 0;
  if (line.discount !== undefined) {
    const cents = toCents(line.discount);
    if (cents === undefined || cents < 0) return { ok: false, field: 'discount', message: 'The discount must be 0 or more, with at most 2 decimals.' };
    discount = cents;
  } else if (line.discountPercent !== undefined) {
    const percent = line.discountPercent;
    if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
      return { ok: false, field: 'discountPercent', message: 'The discount percentage must be from 0 to 100.' };
    }
    discount = percentOf(gross, percent);
  }
  if (discount > gross) return { ok: false, field: 'discount', message: 'The discount cannot be more than the line amount.' };
  return { ok: true, gross, discount, amount: gross - discount };
}

/** A docket's totals in cents from its lines' cents. */
export function docketTotals(lines: readonly { gross: Cents; discount: Cents }[]): { subtotal: Cents; discount: Cents; total: Cents } {
  let subtotal = 0;
  let discount = 0;
  for (const line of lines) {
    subtotal += line.gross;
    discount += line.discount;
  }
  return { subtotal, discount, total: subtotal - discount };
}

/** How tenders meet a total, in cents: what cash keeps after change, and the change; or why they do not. */
export type TenderPlan = { ok: true; change: Cents; cashKept: Cents } | { ok: false; message: string };

/**
 * Checks tenders (in cents) against a docket's total: the non-cash tenders may not exceed it (only
 * cash gives change), and together with cash they must cover it. Cash beyond what is due is
 * change; cash that is not needed at all is refused.
 */
export function planTenders(total: Cents, tenders: readonly { method: TenderMethod; cents: Cents }[]): TenderPlan {
  let cash = 0;
  let other = 0;
  for (const tender of tenders) {
    if (tender.method === 'cash') cash += tender.cents;
    else other += tender.cents;
  }
  if (other > total) {
    return { ok: false, message: `The non-cash tenders (${(other / 100).toFixed(2)}) exceed the total (${(total / 100).toFixed(2)}); only cash gives change.` };
  }
  const cashDue = total - other;
  if (cash < cashDue) {
    return { ok: false, message: `The tenders (${((cash + other) / 100).toFixed(2)}) do not cover the total (${(total / 100).toFixed(2)}); ${((cashDue - cash) / 100).toFixed(2)} is still due.` };
  }
  if (cash > 0 && cashDue === 0) return { ok: false, message: 'The other tenders already cover the total; no cash is due.' };
  return { ok: true, change: cash - cashDue, cashKept: cashDue };
}

import type { PostingKey } from './chart';
import type { ChargeCategory, FolioKind, FolioLineKind } from './folio';

/*
 * Which documents are money events, when they post, and to what. The mock API (and a real server)
 * turns each rule into one balanced journal entry and, where the rule names a folio, one folio
 * line, in the same step as the document is created or moved; the reversing action posts the
 * mirror image. Rules are data so that the books can be read off this file.
 */

/**
 * An account a rule posts to: a posting key, or one decided by the document:
 * - `method`: by the payment method (cash → cash on hand, card → card clearing, bank transfer and
 *   mobile money → bank; see METHOD_ACCOUNTS),
 * - `folio`: the folio's control account (a stay before check-in → advance deposits; a stay in house
 *   or gone, a group → guest ledger; a city-ledger account → city ledger),
 * - `revenue`: by the charge category (room night → room revenue; pos and minibar → food and
 *   beverage revenue; tax → tax payable; the rest → other revenue).
 */
export type PostingAccount = PostingKey | 'method' | 'folio' | 'revenue';

/** The folio line a rule writes. */
export interface FolioPosting {
  /** Field of the document that names the folio's owner (reservation, group, city-ledger account). */
  field: string;
  kind: FolioKind;
  line: FolioLineKind;
  /** Charge category: fixed, or read from a field of the document. */
  category?: ChargeCategory | { field: string; map?: Readonly<Record<string, ChargeCategory>> };
}

/** One money event: a document posts when it is created or when a workflow action moves it. */
export interface PostingRule {
  resource: string;
  /** 'create', or the workflow action that posts it ('pay', 'approve', ...). */
  on: string;
  /** Only documents whose fields hold one of these values (e.g. `{kind: ['guest']}`). */
  when?: Readonly<Record<string, readonly (string | null)[]>>;
  /** Field of the document holding the amount (currency units). */
  amount: string;
  debit: PostingAccount;
  credit: PostingAccount;
  /** The folio line it writes, if any (its side follows from which of debit and credit is 'folio'). */
  folio?: FolioPosting;
  /** Where the payment method is read when the document has none of its own (default 'cash'). */
  method?: string;
  /** What the journal entry and the folio line say, with {field} placeholders. */
  describe: string;
}

/** The workflow actions that reverse every posting of a document (auditor corrections, voids). */
export const REVERSING_ACTIONS: Readonly<Record<string, string>> = {
  'room-charges': 'reverse',
  'group-charges': 'reverse',
  'laundry-orders': 'reverse',
  payments: 'void',
};

const chargeCategory = {
  field: 'category',
  map: { room: 'room-night', restaurant: 'pos', bar: 'pos', minibar: 'minibar', laundry: 'laundry', telephone: 'other', gym: 'gym', pool: 'pool', facility: 'facility', other: 'other' },
} as const;

/**
 * Every money event of the hotel's documents. Room nights, check-in and transfers post from the
 * front-office rules. Point-of-sale dockets (`pos-sales`) post when settled, one entry for the whole
 * docket (see ./pos.ts): Dr each tender's account (cash net of change, card clearing, bank for mobile
 * money, the stay's folio for a room charge, the city ledger for a city-ledger account), Cr food and
 * beverage revenue; a void posts the mirror image.
 */
export const POSTING_RULES: readonly PostingRule[] = [
  {
    resource: 'room-charges', on: 'create', amount: 'amount', debit: 'folio', credit: 'revenue',
    folio: { field: 'reservation', kind: 'stay', line: 'charge', category: chargeCategory }, describe: '{description}',
  },
  {
    resource: 'group-charges', on: 'create', amount: 'amount', debit: 'folio', credit: 'revenue',
    folio: { field: 'group', kind: 'group', line: 'charge', category: chargeCategory }, describe: '{description}',
  },
  {
    resource: 'payments', on: 'create', when: { kind: ['guest'] }, amount: 'amount', debit: 'method', credit: 'folio',
    folio: { field: 'reservation', kind: 'stay', line: 'payment' }, describe: 'Payment {receiptNo} ({method})',
  },
  {
    resource: 'payments', on: 'create', when: { kind: ['group'] }, amount: 'amount', debit: 'method', credit: 'folio',
    folio: { field: 'group', kind: 'group', line: 'payment' }, describe: 'Group payment {receiptNo} ({method})',
  },
  {
    resource: 'payments', on: 'create', when: { kind: ['recovery'] }, amount: 'amount', debit: 'method', credit: 'folio',
    folio: { field: 'cityAccount', kind: 'city', line: 'payment' }, describe: 'Debt recovery {receiptNo} ({method})',
  },
  { resource: 'payments', on: 'create', when: { kind: ['other'] }, amount: 'amount', debit: 'method', credit: 'other-revenue', describe: 'Other receipt {receiptNo} ({method})' },
  {
    resource: 'reservation-deposits', on: 'create', amount: 'amount', debit: 'method', credit: 'folio',
    folio: { field: 'reservation', kind: 'stay', line: 'deposit' }, describe: 'Deposit {receiptNo} ({method})',
  },
  { resource: 'facility-deposits', on: 'create', amount: 'amount', debit: 'method', credit: 'advance-deposits', describe: 'Facility deposit {receiptNo} ({method})' },
  {
    resource: 'refunds', on: 'pay', when: { kind: ['guest', 'room-reservation'] }, amount: 'amount', debit: 'folio', credit: 'method',
    folio: { field: 'reservation', kind: 'stay', line: 'refund' }, describe: 'Refund {number}: {reason}',
  },
  {
    resource: 'refunds', on: 'pay', when: { kind: ['group'] }, amount: 'amount', debit: 'folio', credit: 'method',
    folio: { field: 'group', kind: 'group', line: 'refund' }, describe: 'Group refund {number}: {reason}',
  },
  { resource: 'refunds', on: 'pay', when: { kind: ['facility-reservation'] }, amount: 'amount', debit: 'advance-deposits', credit: 'method', describe: 'Facility refund {number}: {reason}' },
  {
    resource: 'laundry-orders', on: 'create', when: { reservation: ['*'] }, amount: 'amount', debit: 'folio', credit: 'other-revenue',
    folio: { field: 'reservation', kind: 'stay', line: 'charge', category: 'laundry' }, describe: 'Laundry {number}',
  },
  { resource: 'laundry-orders', on: 'collect', when: { reservation: [null] }, amount: 'amount', debit: 'cash', credit: 'other-revenue', describe: 'Laundry {number} paid on collection' },
  { resource: 'pool-tickets', on: 'create', amount: 'amount', debit: 'cash', credit: 'other-revenue', describe: 'Pool ticket {number}' },
  { resource: 'gym-memberships', on: 'create', amount: 'amount', debit: 'cash', credit: 'other-revenue', describe: 'Gym membership {number}' },
  { resource: 'expenses', on: 'pay', amount: 'amount', debit: 'expenses', credit: 'cash', describe: 'Expense {number}: {description}' },
  { resource: 'procurements', on: 'process', amount: 'total', debit: 'stock', credit: 'suppliers-payable', describe: 'Supplier invoice for {number}: {item}' },
  { resource: 'procurements', on: 'pay', amount: 'total', debit: 'suppliers-payable', credit: 'bank', describe: 'Supplier payment for {number}' },
  { resource: 'fund-requests', on: 'approve', amount: 'amount', debit: 'expenses', credit: 'cash', describe: 'Fund request {number} paid out: {purpose}' },
];

/** Documents whose postings count as money collected (revenue collections): receipts, deposits, paid sales. */
export const COLLECTION_RESOURCES: readonly string[] = ['payments', 'reservation-deposits', 'facility-deposits', 'pos-sales', 'pool-tickets', 'gym-memberships', 'laundry-orders'];

/** The rules that post a document when it is created or moved by `on`, whose `when` the record meets. */
export function postingRulesFor(resource: string, on: string, record: Readonly<Record<string, unknown>>): PostingRule[] {
  return POSTING_RULES.filter(
    (rule) =>
      rule.resource === resource &&
      rule.on === on &&
      Object.entries(rule.when ?? {}).every(([field, values]) => {
        const value = record[field] ?? null;
        return values.includes('*') ? value !== null && value !== '' : values.includes(value as string | null);
      }),
  );
}

/** Whether a resource's documents post to the ledger at all (they are then never deleted, only reversed). */
export function isPostingResource(resource: string): boolean {
  return POSTING_RULES.some((rule) => rule.resource === resource);
}

/** The revenue posting key of a charge category. */
export function revenueKeyOf(category: ChargeCategory | null | undefined): PostingKey {
  switch (category) {
    case 'room-night':
      return 'room-revenue';
    case 'tax':
      return 'tax-payable';
    case 'pos':
    case 'minibar':
      return 'fnb-revenue';
    default:
      return 'other-revenue';
  }
}

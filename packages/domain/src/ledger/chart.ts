/**
 * The hotel's chart of accounts: the accounts every money event posts to. Each has a posting key
 * that the ledger settings map to an account record, so a hotel may rename or renumber its
 * accounts without touching the rules that post to them.
 */

/** The five kinds of account; assets and expenses grow by debits, the others by credits. */
export type AccountType = 'asset' | 'liability' | 'equity' | 'income' | 'expense';

/** What each kind of posting goes to (the ledger settings' `posting` values). */
export const POSTING_KEYS = [
  'cash',
  'card-clearing',
  'bank',
  'guest-ledger',
  'city-ledger',
  'advance-deposits',
  'room-revenue',
  'fnb-revenue',
  'other-revenue',
  'tax-payable',
  'stock',
  'cost-of-sales',
  'expenses',
  'suppliers-payable',
  'equity',
] as const;

/** A posting key: one of {@link POSTING_KEYS}. */
export type PostingKey = (typeof POSTING_KEYS)[number];

/** One account of the seeded chart. */
export interface ChartAccount {
  /** The posting key the ledger settings map to this account. */
  key: PostingKey;
  /** Account code (digits), unique. */
  code: string;
  /** Account name, Title Case. */
  name: string;
  type: AccountType;
  /** The account group (by name) it belongs to. */
  group: string;
}

/** The account groups of the seeded chart, in code order. */
export const CHART_GROUPS: readonly { code: string; name: string; type: AccountType }[] = [
  { code: '1000', name: 'Current Assets', type: 'asset' },
  { code: '2000', name: 'Current Liabilities', type: 'liability' },
  { code: '3000', name: 'Equity', type: 'equity' },
  { code: '4000', name: 'Revenue', type: 'income' },
  { code: '5000', name: 'Cost Of Sales', type: 'expense' },
  { code: '6000', name: 'Operating Expenses', type: 'expense' },
];

/** The seeded chart of accounts, in code order. */
export const CHART_OF_ACCOUNTS: readonly ChartAccount[] = [
  { key: 'cash', code: '1010', name: 'Cash On Hand', type: 'asset', group: 'Current Assets' },
  { key: 'card-clearing', code: '1020', name: 'Card Clearing', type: 'asset', group: 'Current Assets' },
  { key: 'bank', code: '1030', name: 'Bank Current Account', type: 'asset', group: 'Current Assets' },
  { key: 'guest-ledger', code: '1100', name: 'Guest Ledger', type: 'asset', group: 'Current Assets' },
  { key: 'city-ledger', code: '1110', name: 'City Ledger', type: 'asset', group: 'Current Assets' },
  { key: 'stock', code: '1200', name: 'Stock', type: 'asset', group: 'Current Assets' },
  { key: 'suppliers-payable', code: '2010', name: 'Suppliers Payable', type: 'liability', group: 'Current Liabilities' },
  { key: 'advance-deposits', code: '2020', name: 'Advance Deposits', type: 'liability', group: 'Current Liabilities' },
  { key: 'tax-payable', code: '2030', name: 'Tax Payable', type: 'liability', group: 'Current Liabilities' },
  { key: 'equity', code: '3010', name: "Owner's Equity", type: 'equity', group: 'Equity' },
  { key: 'room-revenue', code: '4010', name: 'Room Revenue', type: 'income', group: 'Revenue' },
  { key: 'fnb-revenue', code: '4020', name: 'Food And Beverage Revenue', type: 'income', group: 'Revenue' },
  { key: 'other-revenue', code: '4030', name: 'Other Revenue', type: 'income', group: 'Revenue' },
  { key: 'cost-of-sales', code: '5010', name: 'Cost Of Sales', type: 'expense', group: 'Cost Of Sales' },
  { key: 'expenses', code: '6010', name: 'Operating Expenses', type: 'expense', group: 'Operating Expenses' },
];

/** The label of a posting key ('guest-ledger' → 'Guest Ledger'). */
export function postingLabel(key: PostingKey): string {
  return CHART_OF_ACCOUNTS.find((account) => account.key === key)?.name ?? key;
}

/** Whether an account of this type grows by debits (assets, expenses) rather than credits. */
export function isDebitNormal(type: AccountType): boolean {
  return type === 'asset' || type === 'expense';
}

/** Where each payment method's money lands: cash in the drawer, cards in clearing, the rest at the bank. */
export const METHOD_ACCOUNTS: Readonly<Record<string, PostingKey>> = {
  cash: 'cash',
  card: 'card-clearing',
  'bank-transfer': 'bank',
  'mobile-money': 'bank',
  'city-ledger': 'city-ledger',
};

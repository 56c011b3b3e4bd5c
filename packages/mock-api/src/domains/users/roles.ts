/** The 29 staff roles of the spec (000 sections 1 and 6), spelled exactly as there. */
export const ROLES = [
  'admin',
  'manager',
  'auditor',
  'accountant',
  'receptionist',
  'cashier',
  'account-clerk',
  'front-office-supervisor',
  'house-keeper',
  'housekeeping',
  'house-keeping',
  'housekeeping-supervisor',
  'barman',
  'bar-man',
  'bartender',
  'waitress',
  'fnb-user',
  'eatery-user',
  'store-keeper',
  'storekeeper',
  'store',
  'purchaser',
  'security',
  'laundry',
  'chef',
  'kitchen',
  'swimming-pool',
  'inventories',
  'user',
] as const;

export type Role = (typeof ROLES)[number];

/** Password of every demo account (DESIGN decision 8). */
export const DEMO_PASSWORD = 'demo1234';

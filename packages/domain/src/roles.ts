/** The 29 staff roles of the spec (000 sections 1 and 6), spelled exactly as there. */
export const STAFF_ROLES = [
  'admin', 'manager', 'auditor', 'accountant', 'receptionist', 'cashier', 'account-clerk', 'front-office-supervisor',
  'house-keeper', 'housekeeping', 'house-keeping', 'housekeeping-supervisor', 'barman', 'bar-man', 'bartender',
  'waitress', 'fnb-user', 'eatery-user', 'store-keeper', 'storekeeper', 'store', 'purchaser', 'security', 'laundry',
  'chef', 'kitchen', 'swimming-pool', 'inventories', 'user',
] as const;

/**
 * Who may open the sample apps of the template (DESIGN decision 7): the 'Sample apps' menu group and
 * its routes. Declared once: the back-office's access policy and menu give them to these roles, and
 * the mock API answers the calls of the apps only they use (contacts, mailbox, notes, tasks,
 * scrumboard, inventory, file manager, help centre, academy, activities and the project, analytics,
 * finance and crypto dashboards) to these roles only, 403 to any other. Chat and the icon sets stay
 * open: the header's quick chat and shortcut icon picker use them for every role.
 */
export const SAMPLE_APP_ROLES = ['admin'] as const satisfies readonly (typeof STAFF_ROLES)[number][];

/** Role groups of 000 section 6 (menu visibility), used for route roles (DESIGN decision 2) and transitions. */
export const ROLE_GROUPS = {
  dashboard: ['manager', 'admin', 'auditor', 'accountant'],
  dailyRoomChart: ['manager', 'admin', 'auditor', 'house-keeper', 'barman', 'housekeeping', 'accountant', 'security'],
  creditors: ['manager', 'admin', 'auditor', 'accountant', 'receptionist', 'cashier'],
  frontOffice: ['receptionist', 'admin', 'manager', 'front-office-supervisor'],
  newInvoice: ['admin', 'receptionist'],
  swimmingPool: ['swimming-pool', 'admin', 'receptionist'],
  cashier: ['accountant', 'admin', 'receptionist', 'auditor', 'manager', 'cashier', 'account-clerk'],
  housekeeping: ['house-keeper', 'housekeeping', 'house-keeping', 'housekeeping-supervisor', 'admin'],
  pos: ['bar-man', 'admin', 'bartender', 'barman'],
  waitressTablet: ['fnb-user', 'admin', 'waitress'],
  eatery: ['admin', 'eatery-user'],
  storeRequest: [
    'housekeeping', 'store-keeper', 'auditor', 'accountant', 'manager', 'waitress', 'laundry', 'receptionist', 'bar-man',
    'admin', 'security', 'chef', 'bartender', 'housekeeping-supervisor',
  ],
  storeRequestApproval: ['store-keeper', 'auditor', 'accountant', 'manager', 'admin'],
  procurements: ['purchaser', 'admin', 'accountant', 'auditor', 'manager', 'store-keeper'],
  procurementCreate: ['admin', 'purchaser'],
  approvalAndPayment: ['admin', 'accountant', 'auditor', 'manager'],
  administration: ['admin'],
  store: ['store-keeper', 'storekeeper', 'store', 'admin'],
  // DESIGN decision 16: storekeeper and store are spellings of store-keeper.
  stocks: ['admin', 'store-keeper', 'storekeeper', 'store', 'purchaser'],
  laundryStore: ['admin', 'store-keeper', 'storekeeper', 'store'],
  financials: ['admin', 'accountant'],
  auditor: ['admin', 'auditor'],
  inventory: ['auditor', 'admin', 'store-keeper', 'storekeeper', 'store', 'accountant', 'manager'],
  kitchen: ['auditor', 'admin', 'accountant', 'manager', 'chef', 'kitchen'],
  reports: ['manager', 'admin', 'auditor', 'accountant'],
} as const satisfies Record<string, readonly string[]>;

/** Route-group roles of the spec's route table (000 section 2 and 6). */
export const ROUTE_GROUP_ROLES = {
  accountant: ['accountant'],
  inventories: ['inventories'],
  admin: ['admin'],
} as const;

/** Union of role lists, admin always included, duplicates removed, in first-seen order. */
export function rolesOf(...lists: readonly (readonly string[])[]): string[] {
  return [...new Set(['admin', ...lists.flat()])];
}

/**
 * The hotel routes of spec 000 section 2 (route table), transcribed group by group, plus DESIGN
 * decision 1's additions for menu links without a route. Dashboard, dashboards, welcome and start
 * are shell routes, not hotel screens.
 */
const groups: Record<string, string[]> = {
  pos: ['sales', 'reprint-docket', 'kitchen-queues', 'reprint-captain-order', 'live-table', 'waitress-sales', 'inventory', 'stock-sales', 'sale-summary', 'orders'],
  tablets: ['pos/sales', 'pos/live-table', 'stock-sales', 'sale-summary'],
  eatery: ['pos/sales', 'pos/inventory', 'pos/sale-summary', 'pos/stock-sales'],
  'swimming-pool': ['generate'],
  inventories: ['live-inventory', 'history/purchased-history', 'history/sales-history', 'history/issued-history', 'history/received-history', 'history/damaged-history', 'example', 'pos'],
  housekeeping: ['available', 'out-of-order', 'cleaning', 'cleaning-history'],
  creditors: ['debitors/city-ledger', 'debitors/groups', 'debitors/in-house', 'debitors/individual-creditors', 'cleaning-history', 'debitors/groups-creditors', 'debitors/in-house-creditors', 'debitors/room-deposits'],
  kitchen: ['orders', 'inventory'],
  properties: ['buildings', 'floors', 'room-categories', 'rooms', 'hotel', 'eatery', 'facilities', 'kitchens', 'gym/categories', 'gym/plans'],
  auditor: [
    'eatery/portion', 'eatery/portion-history', 'eatery/return-history', 'eatery/returns', 'open-stocks', 'front-office/guest-credit', 'front-office/group-credit',
    'update-pool-price', 'update-laundry-percentage', 'change-sold-rate', 'void-docket', 'void-receipt', 'change-selling-price', 'delete-posting',
    'delete-laundry-posting', 'delete-group-posting', 'stock-movements', 'table-closure', 'live-table', 'remove-stock', 'bad-and-damaged', 'guest-data',
    'stock-data', 'front-office/change-guest-type', 'store-stock-data',
  ],
  store: ['stocks/unit-of-measurements', 'stocks/categories', 'stocks/stocks', 'stocks/restaurant', 'stocks/condiments', 'laundry/categories', 'laundry/items', 'rooms', 'hotel', 'facilities', 'kitchens'],
  administration: ['users', 'stores/stores', 'stores/point-of-sales', 'admin/departments', 'admin/sms-settings', 'admin/revenue-centers'],
  reports: ['monthly-daily-sales', 'monthly-revenue-collections', 'daily-sales', 'revenue-collections', 'daily-sales-summary', 'stores/point-of-sales', 'admin/departments'],
  'store-request': ['new', 'not-approved', 'approved', 'not-issued', 'issued', 'my-request', 'rejected'],
  refunds: ['not-approved-refunds', 'not-paid-refunds', 'paid-refunds', 'not-issued', 'issued', 'my-request'],
  procurements: [
    'suppliers', 'new-procurement', 'my-procurements', 'not-approved-procurements', 'not-audited-procurements', 'approved-procurements', 'supplied-procurements',
    'not-paid-procurements', 'paid-procurements', 'retirements', 'expenses/new-expense', 'expenses/not-approved-expenses', 'expenses/approved-expenses',
    'expenses/not-paid-expenses', 'expenses/paid-expenses', 'expenses/rejected', 'rejected',
  ],
  accounts: ['groups', 'accounts', 'banks', 'rooms', 'hotel', 'expense-types', 'pricing-types', 'financial-years', 'trial-balance', 'general-ledgers', 'individual-ledgers', 'journal-entries', 'fund-request'],
  'front-office': [
    'reservation-deposit', 'room-availability', 'facility-availability', 'guests-email', 'facility-reservation-deposit', 'recovery', 'guests', 'check-in',
    'room-reservation', 'facility-reservation-chart', 'facility-reservation', 'check-out', 'room-change', 'room-charge', 'group-charge', 'extend-stay', 'groups',
    'reservation-chart', 'daily-room-chart', 'guest-payment', 'other-payment', 'groups-payment', 'guest-refund', 'room-reservation-refund',
    'facility-reservation-refund', 'group-refund', 'facility-transfer', 'deposit-transfer', 'cash-receipt/:id', 'guest-bills/:id', 'laundry/new', 'laundry/pending',
    'laundry/processed', 'laundry/collected', 'gym/new', 'gym/active', 'gym/none-active', 'gym/near-expiry', 'others/reprint-receipt', 'others/registration-form',
    'others/reservation-form', 'others/gym-form', 'others/daily-check-out', 'others/breakfast-list', 'others/sold-room-list', 'others/guest-bills',
    'others/group-bills', 'others/daily-in-house-guest', 'others/security-report', 'invoices/new', 'invoices/not-approved', 'invoices/approved',
    'invoices/not-paid', 'invoices/paid', 'proformas/new', 'proformas/not-approved', 'proformas/approved',
  ],
};

/** DESIGN decision 1: hotel menu links that get a route (the non-hotel ones — docs, example, profile, settings — are the shell's). */
const decisionOne = [
  '/front-office/guests-sms', '/accounts/ledger-settings', '/accounts/fund-request-approval', '/inventories/live-inventory-grouped',
  '/inventories/live-inventory-combined', '/reports/revenue-collections-summary', '/front-office/pos/new', '/accounts/approved-fund-requests',
];

/** Spec 000 section 1: the Floors link of the sample 'Administration' group (issue 19: a route of its own, not a redirect). */
const sampleAdministration = ['/properties/tables'];

/** Issue 15: the night audit, the city-ledger accounts, the folio pages and the daily room revenue report. */
const ledgerAdditions = [
  '/auditor/night-audit', '/creditors/debitors/city-ledger-accounts', '/creditors/debitors/city-ledger/:id', '/front-office/folios/:id',
  '/front-office/group-folios/:id', '/reports/room-revenue',
];

/** Issue 17: the cashier's shift (float, count, Z report). */
const posAdditions = ['/pos/shift'];

export const SPEC_HOTEL_PATHS: string[] = [
  ...Object.entries(groups).flatMap(([group, paths]) => paths.map((path) => `/${group}/${path}`)),
  ...decisionOne,
  ...sampleAdministration,
  ...ledgerAdditions,
  ...posAdditions,
];

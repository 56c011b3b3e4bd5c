import { SAMPLE_APP_ROLES } from '@hotel/domain';
import type { NavigationItem } from '@hotel/shell/api';

/*
 * The full menu of the spec (000 section 2, 'Menu links'), in its order and grouping, with the roles
 * of 000 section 6 and DESIGN.md decisions 1, 6 and 7. Ids are kebab-case (no dots) so they are
 * valid i18n keys: the shell translates `nav.<id>` from packages/shell/src/i18n/nav/{en,tr}.json.
 * An item without `roles` is shown to every signed-in user; `admin` sees everything.
 */

const R = {
  dashboard: ['manager', 'admin', 'auditor', 'accountant'],
  dailyRoomChart: ['manager', 'admin', 'auditor', 'house-keeper', 'barman', 'housekeeping', 'accountant', 'security'],
  /** Refunds, Proforma/Invoice. */
  credit: ['manager', 'admin', 'auditor', 'accountant', 'receptionist', 'cashier'],
  /** Creditors/Debtors: the credit roles and the /creditors route group's role (DESIGN decision 16). */
  creditors: ['manager', 'admin', 'auditor', 'accountant', 'receptionist', 'cashier', 'inventories'],
  frontOffice: ['receptionist', 'admin', 'manager', 'front-office-supervisor'],
  newInvoice: ['admin', 'receptionist'],
  swimmingPool: ['swimming-pool', 'admin', 'receptionist'],
  cashier: ['accountant', 'admin', 'receptionist', 'auditor', 'manager', 'cashier', 'account-clerk'],
  housekeeping: ['house-keeper', 'housekeeping', 'house-keeping', 'housekeeping-supervisor', 'admin', 'inventories'],
  pos: ['bar-man', 'admin', 'bartender', 'barman'],
  tablet: ['fnb-user', 'admin', 'waitress'],
  eatery: ['admin', 'eatery-user'],
  storeRequest: [
    'housekeeping', 'store-keeper', 'auditor', 'accountant', 'manager', 'waitress', 'laundry', 'receptionist',
    'bar-man', 'admin', 'security', 'chef', 'bartender', 'housekeeping-supervisor',
  ],
  storeRequestLists: ['store-keeper', 'auditor', 'accountant', 'manager', 'admin'],
  procurement: ['purchaser', 'admin', 'accountant', 'auditor', 'manager', 'store-keeper'],
  procurementBuy: ['admin', 'purchaser'],
  procurementApprove: ['admin', 'accountant', 'auditor', 'manager'],
  admin: ['admin'],
  /** The Store group; purchaser sees its Stocks sub-menu only (DESIGN decision 16). */
  store: ['store-keeper', 'storekeeper', 'store', 'purchaser', 'admin'],
  // DESIGN decision 16: storekeeper and store are spellings of store-keeper; purchaser sees Stocks.
  storeStocks: ['admin', 'store-keeper', 'storekeeper', 'store', 'purchaser'],
  storeLaundry: ['admin', 'store-keeper', 'storekeeper', 'store'],
  financials: ['admin', 'accountant'],
  auditor: ['admin', 'auditor'],
  nightAudit: ['admin', 'auditor', 'manager'],
  inventory: ['auditor', 'admin', 'store-keeper', 'storekeeper', 'store', 'accountant', 'manager', 'inventories'],
  kitchen: ['auditor', 'admin', 'accountant', 'manager', 'chef', 'kitchen', 'inventories'],
  reports: ['manager', 'admin', 'auditor', 'accountant'],
} as const satisfies Record<string, readonly string[]>;

type Extra = Partial<Omit<NavigationItem, 'title' | 'type' | 'roles'>> & { roles?: readonly string[] };

const withRoles = (item: NavigationItem, roles?: readonly string[]): NavigationItem =>
  roles ? { ...item, roles: [...roles] } : item;

/** A link. The id is the link's path with '/' as '-', unless given. */
function link(title: string, path: string, icon: string, extra: Extra = {}): NavigationItem {
  const { roles, ...rest } = extra;
  const id = rest.id ?? path.slice(1).replaceAll('/', '-');
  return withRoles({ ...rest, id, title, type: 'basic', icon: `heroicons_outline:${icon}`, link: path }, roles);
}

/** Links under a common path: [title, segment, icon?]. */
function links(base: string, icon: string, rows: [title: string, segment: string, extra?: Extra][]): NavigationItem[] {
  return rows.map(([title, segment, extra]) => link(title, `${base}/${segment}`, extra?.icon ?? icon, extra));
}

function collapsable(id: string, title: string, icon: string, children: NavigationItem[], extra: Extra = {}): NavigationItem {
  const { roles, ...rest } = extra;
  return withRoles({ ...rest, id, title, type: 'collapsable', icon: `heroicons_outline:${icon}`, children }, roles);
}

const hidden = { hidden: true } as const;

/** The unfiltered tree (never mutate it: the filter copies what it keeps). */
export const navigationTree: NavigationItem[] = [
  {
    id: 'hotel',
    title: 'Hotel',
    subtitle: 'Front office, stores and accounts',
    type: 'group',
    children: [
      link('Dashboard', '/dashboards', 'home', { id: 'dashboard', roles: R.dashboard, exactMatch: true }),
      link('Daily Room Chart', '/front-office/daily-room-chart', 'calendar-days', { roles: R.dailyRoomChart }),
      collapsable(
        'creditors',
        'Creditors/Debtors',
        'scale',
        links('/creditors/debitors', 'user-group', [
          ['City Ledger', 'city-ledger', { icon: 'building-library' }],
          ['City Ledger Accounts', 'city-ledger-accounts', { icon: 'building-office-2' }],
          ['Groups', 'groups'],
          ['In House', 'in-house', { icon: 'home-modern' }],
          ['Individual Creditors', 'individual-creditors', { icon: 'user' }],
          ['Groups Creditors', 'groups-creditors'],
          ['In House Creditors', 'in-house-creditors', { icon: 'home-modern' }],
          ['Room Deposits', 'room-deposits', { icon: 'banknotes' }],
        ]),
        { roles: R.creditors },
      ),
      collapsable(
        'front-office',
        'Front Office',
        'building-office',
        [
          ...links('/front-office', 'calendar', [
            ['Reservation Chart', 'reservation-chart', { icon: 'chart-bar-square' }],
            ['Facility Reservation Chart', 'facility-reservation-chart', { icon: 'chart-bar' }],
            ['Check In', 'check-in', { icon: 'arrow-right-end-on-rectangle' }],
            ['Check Out', 'check-out', { icon: 'arrow-left-start-on-rectangle' }],
            ['Room Change', 'room-change', { icon: 'arrows-right-left' }],
            ['Extend Stay', 'extend-stay', { icon: 'calendar-date-range' }],
          ]),
          collapsable(
            'front-office-payments',
            'Payments',
            'credit-card',
            links('/front-office', 'credit-card', [
              ['Guest Payment', 'guest-payment'],
              ['Other Payment', 'other-payment'],
              ['Groups Payment', 'groups-payment'],
              ['Reservation Deposit', 'reservation-deposit', { icon: 'banknotes' }],
              ['Facility Reservation Deposit', 'facility-reservation-deposit', { icon: 'banknotes' }],
              ['Recovery', 'recovery', { icon: 'arrow-path' }],
            ]),
          ),
          collapsable(
            'front-office-billing',
            'Billing',
            'receipt-percent',
            links('/front-office', 'receipt-percent', [
              ['Room Charge', 'room-charge'],
              ['Group Charge', 'group-charge'],
              ['Deposit Transfer', 'deposit-transfer', { icon: 'arrows-right-left' }],
              ['Facility Transfer', 'facility-transfer', { icon: 'arrows-right-left' }],
            ]),
          ),
          collapsable(
            'front-office-refunds',
            'Refunds',
            'receipt-refund',
            links('/front-office', 'receipt-refund', [
              ['Guest Refund', 'guest-refund'],
              ['Group Refund', 'group-refund'],
              ['Room Reservation Refund', 'room-reservation-refund'],
              ['Facility Reservation Refund', 'facility-reservation-refund'],
            ]),
          ),
          collapsable(
            'front-office-reservations',
            'Reservations',
            'calendar',
            links('/front-office', 'calendar', [
              ['Room Reservation', 'room-reservation'],
              ['Facility Reservation', 'facility-reservation'],
              ['Room Availability', 'room-availability', { icon: 'check-circle' }],
              ['Facility Availability', 'facility-availability', { icon: 'check-circle' }],
            ]),
          ),
          collapsable(
            'front-office-guest-relations',
            'Guest Relations',
            'users',
            links('/front-office', 'users', [
              ['Groups', 'groups', { icon: 'user-group' }],
              ['Guests', 'guests'],
              ['Guests SMS', 'guests-sms', { icon: 'device-phone-mobile' }],
              ['Guests Email', 'guests-email', { icon: 'envelope' }],
            ]),
          ),
          collapsable(
            'front-office-laundry',
            'Laundry',
            'sparkles',
            links('/front-office/laundry', 'sparkles', [
              ['New Laundry', 'new', { icon: 'plus-circle' }],
              ['Pending Laundry', 'pending', { icon: 'clock' }],
              ['Processed Laundry', 'processed', { icon: 'check-circle' }],
              ['Collected Laundry', 'collected', { icon: 'check-badge' }],
            ]),
          ),
          collapsable('front-office-gym', 'Gym', 'trophy', [
            link('Gym Form', '/front-office/others/gym-form', 'document-text'),
            ...links('/front-office/gym', 'trophy', [
              ['New Membership', 'new', { icon: 'plus-circle' }],
              ['Active Memberships', 'active', { icon: 'check-circle' }],
              ['Inactive Memberships', 'none-active', { icon: 'no-symbol' }],
              ['Near Expiry', 'near-expiry', { icon: 'clock' }],
            ]),
          ]),
          collapsable(
            'front-office-reports',
            'Reports',
            'document-chart-bar',
            links('/front-office/others', 'document-text', [
              ['Registration Form', 'registration-form', hidden],
              ['Reservation Form', 'reservation-form', hidden],
              ['Daily In-House Guests', 'daily-in-house-guest', hidden],
              ['Daily Check Out', 'daily-check-out', hidden],
              ['Security Report', 'security-report', { ...hidden, icon: 'shield-check' }],
              ['Breakfast List', 'breakfast-list', hidden],
              ['Guest Bills', 'guest-bills', hidden],
              ['Group Bills', 'group-bills', hidden],
              ['Reprint Receipt', 'reprint-receipt', { ...hidden, icon: 'printer' }],
              ['Sold Room List', 'sold-room-list', hidden],
            ]),
            hidden,
          ),
          link('Mini Mart', '/front-office/pos/new', 'shopping-bag', { id: 'front-office-mini-mart', ...hidden }),
        ],
        { roles: R.frontOffice },
      ),
      collapsable(
        'pos',
        'Mini Mart POS',
        'shopping-cart',
        links('/pos', 'shopping-cart', [
          ['Sales', 'sales', { icon: 'currency-dollar' }],
          ['Waitress Orders', 'orders', { ...hidden, icon: 'clipboard-document-list' }],
          ['Table Live', 'live-table', { ...hidden, icon: 'table-cells' }],
          ['Inventory', 'inventory', { icon: 'archive-box' }],
          ['Stock Sales', 'stock-sales', { icon: 'chart-bar' }],
          ['Sale Summary', 'sale-summary', { icon: 'document-chart-bar' }],
          ['Waitress Sales', 'waitress-sales', { ...hidden, icon: 'user' }],
          ['Reprint Docket', 'reprint-docket', { icon: 'printer' }],
          ['Reprint Captain Order', 'reprint-captain-order', { ...hidden, icon: 'printer' }],
          ['Kitchen Queues', 'kitchen-queues', { icon: 'queue-list' }],
        ]),
        { roles: R.pos },
      ),
      collapsable(
        'invoices',
        'Invoices',
        'document-text',
        links('/front-office/invoices', 'document-text', [
          ['New Invoice', 'new', { icon: 'document-plus', roles: R.newInvoice }],
          ['Not Approved Invoices', 'not-approved', { icon: 'document-minus' }],
          ['Approved Invoices', 'approved', { icon: 'document-check' }],
          ['Not Paid Invoices', 'not-paid', { icon: 'document-currency-dollar' }],
          ['Paid Invoices', 'paid', { icon: 'check-circle' }],
        ]),
        { roles: R.credit },
      ),
      collapsable(
        'proformas',
        'Proformas',
        'document-duplicate',
        links('/front-office/proformas', 'document-duplicate', [
          ['New Proforma', 'new', { icon: 'document-plus', roles: R.newInvoice }],
          ['Not Approved Proformas', 'not-approved', { icon: 'document-minus' }],
          ['Approved Proformas', 'approved', { icon: 'document-check' }],
        ]),
        { roles: R.credit },
      ),
      link('Swimming Pool', '/swimming-pool/generate', 'lifebuoy', { id: 'swimming-pool', roles: R.swimmingPool }),
      collapsable(
        'cashier-reports',
        'Cashier Reports',
        'calculator',
        links('/reports', 'document-chart-bar', [
          ['Daily Sales', 'daily-sales', { id: 'cashier-reports-daily-sales' }],
          ['Daily Sales Summary', 'daily-sales-summary', { id: 'cashier-reports-daily-sales-summary' }],
          ['Revenue Collections', 'revenue-collections', { icon: 'banknotes' }],
          ['Revenue Collections Summary', 'revenue-collections-summary', { icon: 'banknotes' }],
        ]),
        { roles: R.cashier },
      ),
      collapsable(
        'housekeeping',
        'Housekeeping',
        'home-modern',
        links('/housekeeping', 'home-modern', [
          ['Available Rooms', 'available', { icon: 'check-circle' }],
          ['Out of Order', 'out-of-order', { icon: 'no-symbol' }],
          ['Cleaning', 'cleaning', { icon: 'sparkles' }],
          ['Cleaning History', 'cleaning-history', { icon: 'clock' }],
        ]),
        { roles: R.housekeeping },
      ),
      collapsable(
        'waitress-tablet',
        'Waitress Tablet',
        'device-tablet',
        [
          link('Sales', '/tablets/pos/sales', 'currency-dollar'),
          link('Table Live', '/tablets/pos/live-table', 'table-cells'),
          link('Stock Sales', '/tablets/stock-sales', 'chart-bar'),
          link('Sale Summary', '/tablets/sale-summary', 'document-chart-bar'),
        ],
        { roles: R.tablet },
      ),
      collapsable(
        'eatery',
        'Eatery',
        'cake',
        links('/eatery/pos', 'cake', [
          ['Sales', 'sales', { icon: 'currency-dollar' }],
          ['Inventory', 'inventory', { icon: 'archive-box' }],
          ['Stock Sales', 'stock-sales', { icon: 'chart-bar' }],
          ['Sale Summary', 'sale-summary', { icon: 'document-chart-bar' }],
        ]),
        { roles: R.eatery },
      ),
      collapsable(
        'store-request',
        'Store Requests',
        'inbox-arrow-down',
        links('/store-request', 'inbox-arrow-down', [
          ['New Store Request', 'new', { icon: 'plus-circle', roles: R.storeRequest }],
          ['Not Approved Requests', 'not-approved', { icon: 'clock', roles: R.storeRequestLists }],
          ['Approved Requests', 'approved', { icon: 'check-circle', roles: R.storeRequestLists }],
          ['Issued Requests', 'issued', { icon: 'check-badge', roles: R.storeRequestLists }],
          ['Rejected Requests', 'rejected', { icon: 'x-circle', roles: R.storeRequestLists }],
          ['My Store Requisition', 'my-request', { icon: 'user' }],
        ]),
      ),
      collapsable('procurements', 'Procurements', 'truck', [
        ...links('/procurements', 'truck', [
          ['Suppliers', 'suppliers', { icon: 'building-storefront', roles: R.procurementBuy }],
          ['New Procurement', 'new-procurement', { icon: 'plus-circle', roles: R.procurementBuy }],
          ['Not Approved Procurements', 'not-approved-procurements', { icon: 'clock', roles: R.procurementApprove }],
          ['Approved Procurements', 'approved-procurements', { icon: 'check-circle', roles: R.procurementApprove }],
          ['Not Audited Procurements', 'not-audited-procurements', { icon: 'document-magnifying-glass', roles: R.procurementApprove }],
          ['Supplied Procurements', 'supplied-procurements', { icon: 'truck', roles: R.procurement }],
          ['Not Paid Procurements', 'not-paid-procurements', { icon: 'banknotes', roles: R.procurementApprove }],
          ['Paid Procurements', 'paid-procurements', { icon: 'check-badge', roles: R.procurementApprove }],
          ['Retirements', 'retirements', { icon: 'archive-box-x-mark', roles: R.procurement }],
          ['Rejected Procurements', 'rejected', { icon: 'x-circle', roles: R.procurement }],
          ['My Procurements', 'my-procurements', { icon: 'user' }],
        ]),
        collapsable(
          'procurements-expenses',
          'Expenses',
          'wallet',
          links('/procurements/expenses', 'wallet', [
            ['New Expense', 'new-expense', { icon: 'plus-circle' }],
            ['Not Approved Expenses', 'not-approved-expenses', { icon: 'clock', roles: R.procurementApprove }],
            ['Approved Expenses', 'approved-expenses', { icon: 'check-circle', roles: R.procurementApprove }],
            ['Not Paid Expenses', 'not-paid-expenses', { icon: 'banknotes', roles: R.procurementApprove }],
            ['Paid Expenses', 'paid-expenses', { icon: 'check-badge', roles: R.procurementApprove }],
            ['Rejected Expenses', 'rejected', { icon: 'x-circle', roles: R.procurementApprove }],
          ]),
          { roles: R.procurement },
        ),
      ]),
      collapsable(
        'refunds',
        'Refunds',
        'receipt-refund',
        links('/refunds', 'receipt-refund', [
          ['Not Approved Refunds', 'not-approved-refunds', { icon: 'clock' }],
          ['Not Paid Refunds', 'not-paid-refunds', { icon: 'banknotes' }],
          ['Paid Refunds', 'paid-refunds', { icon: 'check-badge' }],
        ]),
        { roles: R.credit },
      ),
      collapsable(
        'administration',
        'Administration',
        'cog-6-tooth',
        [
          collapsable(
            'administration-properties',
            'Properties',
            'building-office-2',
            links('/properties', 'building-office-2', [
              ['Hotel', 'hotel', { icon: 'building-office' }],
              ['Buildings', 'buildings'],
              ['Floors', 'floors', { icon: 'square-3-stack-3d' }],
              ['Room Categories', 'room-categories', { icon: 'tag' }],
              ['Rooms', 'rooms', { icon: 'home' }],
              ['Eatery', 'eatery', { icon: 'cake' }],
              ['Facilities', 'facilities', { icon: 'key' }],
              ['Kitchens', 'kitchens', { icon: 'fire' }],
              ['Gym Categories', 'gym/categories', { icon: 'trophy' }],
              ['Gym Plans', 'gym/plans', { icon: 'trophy' }],
            ]),
          ),
          ...links('/administration', 'cog-6-tooth', [
            ['Stores', 'stores/stores', { icon: 'building-storefront' }],
            ['Points of Sale', 'stores/point-of-sales', { icon: 'shopping-cart' }],
            ['Departments', 'admin/departments', { icon: 'rectangle-group' }],
            ['Revenue Centers', 'admin/revenue-centers', { icon: 'currency-dollar' }],
            ['SMS Settings', 'admin/sms-settings', { icon: 'chat-bubble-left-ellipsis' }],
            ['Users', 'users', { icon: 'users' }],
          ]),
        ],
        { roles: R.admin },
      ),
      collapsable(
        'store',
        'Store',
        'building-storefront',
        [
          collapsable(
            'store-stocks',
            'Stocks',
            'cube',
            links('/store/stocks', 'cube', [
              ['Units of Measurement', 'unit-of-measurements', { icon: 'scale' }],
              ['Categories', 'categories', { icon: 'tag' }],
              ['Stocks', 'stocks', { icon: 'archive-box' }],
              ['Restaurant', 'restaurant', { icon: 'cake' }],
              ['Condiments', 'condiments', { icon: 'beaker' }],
            ]),
            { roles: R.storeStocks },
          ),
          collapsable(
            'store-laundry',
            'Laundry',
            'sparkles',
            links('/store/laundry', 'sparkles', [
              ['Laundry Categories', 'categories', { icon: 'tag' }],
              ['Laundry Items', 'items', { icon: 'list-bullet' }],
            ]),
            { roles: R.storeLaundry },
          ),
        ],
        { roles: R.store },
      ),
      collapsable(
        'financials',
        'Financials',
        'banknotes',
        [
          ...links('/accounts', 'banknotes', [
            ['Account Groups', 'groups', { icon: 'rectangle-group' }],
            ['Accounts', 'accounts', { icon: 'wallet' }],
            ['Banks', 'banks', { icon: 'building-library' }],
            ['Financial Years', 'financial-years', { icon: 'calendar' }],
            ['Ledger Settings', 'ledger-settings', { icon: 'adjustments-horizontal' }],
            ['Expense Types', 'expense-types', { icon: 'tag' }],
            ['Pricing Types', 'pricing-types', { icon: 'currency-dollar' }],
            ['Journal Entries', 'journal-entries', { icon: 'book-open' }],
            ['General Ledgers', 'general-ledgers', { icon: 'book-open' }],
            ['Individual Ledgers', 'individual-ledgers', { icon: 'user' }],
            ['Trial Balance', 'trial-balance', { icon: 'scale' }],
            ['Fund Request', 'fund-request', { icon: 'hand-raised' }],
            ['Fund Request Approval', 'fund-request-approval', { icon: 'check-circle' }],
            ['Approved Fund Requests', 'approved-fund-requests', { icon: 'check-badge' }],
          ]),
          { id: 'accounts-income-statement', title: 'Income Statement', type: 'basic', icon: 'heroicons_outline:document-chart-bar', disabled: true },
          { id: 'accounts-fund-reconciliations', title: 'Fund Reconciliations', type: 'basic', icon: 'heroicons_outline:arrows-right-left', disabled: true },
        ],
        { roles: R.financials },
      ),
      collapsable(
        'auditor',
        'Internal Control',
        'shield-check',
        [
          // The night audit is the manager's too; the rest of Internal Control is the auditor's.
          link('Night Audit', '/auditor/night-audit', 'moon', { roles: R.nightAudit }),
          ...links('/auditor', 'shield-check', ([
          ['Open Stocks', 'open-stocks', { icon: 'archive-box' }],
          ['Change Sold Rate', 'change-sold-rate', { icon: 'pencil-square' }],
          ['Change Selling Price', 'change-selling-price', { icon: 'pencil-square' }],
          ['Void Docket', 'void-docket', { icon: 'x-circle' }],
          ['Void Receipt', 'void-receipt', { icon: 'x-circle' }],
          ['Delete Posting', 'delete-posting', { icon: 'trash' }],
          ['Delete Group Posting', 'delete-group-posting', { icon: 'trash' }],
          ['Delete Laundry Posting', 'delete-laundry-posting', { icon: 'trash' }],
          ['Stock Movements', 'stock-movements', { icon: 'arrows-right-left' }],
          ['Remove Stock', 'remove-stock', { icon: 'archive-box-x-mark' }],
          ['Bad and Damaged', 'bad-and-damaged', { icon: 'exclamation-triangle' }],
          ['Update Pool Price', 'update-pool-price', { icon: 'lifebuoy' }],
          ['Update Laundry Percentage', 'update-laundry-percentage', { icon: 'percent-badge' }],
          ['Guest Data', 'guest-data', { icon: 'users' }],
          ['Stock Data', 'stock-data', { icon: 'circle-stack' }],
          ['Store Stock Data', 'store-stock-data', { icon: 'circle-stack' }],
          ['Table Closure', 'table-closure', { icon: 'lock-closed' }],
          ['Live Table', 'live-table', { icon: 'table-cells' }],
          ['Guest Credit', 'front-office/guest-credit', { icon: 'credit-card' }],
          ['Group Credit', 'front-office/group-credit', { icon: 'credit-card' }],
          ['Change Guest Type', 'front-office/change-guest-type', { icon: 'identification' }],
          ['Eatery Portion', 'eatery/portion', { icon: 'cake' }],
          ['Eatery Returns', 'eatery/returns', { icon: 'arrow-uturn-left' }],
          ['Portion History', 'eatery/portion-history', { icon: 'clock' }],
          ['Return History', 'eatery/return-history', { icon: 'clock' }],
          ] satisfies [string, string, Extra][]).map(([title, segment, extra]): [string, string, Extra] => [title, segment, { ...extra, roles: R.auditor }])),
        ],
        { roles: R.nightAudit },
      ),
      collapsable(
        'inventories',
        'Inventory',
        'archive-box',
        links('/inventories', 'archive-box', [
          ['Live Inventory', 'live-inventory', { icon: 'signal' }],
          ['Live Inventory (Grouped)', 'live-inventory-grouped', { icon: 'rectangle-group' }],
          ['Live Inventory (Combined)', 'live-inventory-combined', { icon: 'square-2-stack' }],
          ['Purchased History', 'history/purchased-history', { icon: 'shopping-bag' }],
          ['Issued History', 'history/issued-history', { icon: 'arrow-up-tray' }],
          ['Sales History', 'history/sales-history', { icon: 'currency-dollar' }],
          ['Damaged History', 'history/damaged-history', { icon: 'exclamation-triangle' }],
          ['Received History', 'history/received-history', { icon: 'arrow-down-tray' }],
        ]),
        { roles: R.inventory },
      ),
      collapsable(
        'kitchen',
        'Kitchen',
        'fire',
        [link('Kitchen Orders', '/kitchen/orders', 'clipboard-document-list'), link('Kitchen Inventory', '/kitchen/inventory', 'archive-box')],
        { roles: R.kitchen },
      ),
      collapsable(
        'reports',
        'Reports',
        'presentation-chart-line',
        links('/reports', 'document-chart-bar', [
          ['Monthly Daily Sales', 'monthly-daily-sales', { icon: 'calendar-days' }],
          ['Monthly Revenue Collections', 'monthly-revenue-collections', { icon: 'banknotes' }],
          ['Daily Sales', 'daily-sales'],
          ['Daily Sales Summary', 'daily-sales-summary'],
          ['Daily Room Revenue', 'room-revenue', { icon: 'moon' }],
        ]),
        { roles: R.reports },
      ),
    ],
  },
  {
    id: 'sample-apps',
    title: 'Sample apps',
    subtitle: 'Dashboards and apps of the template',
    type: 'group',
    roles: [...SAMPLE_APP_ROLES],
    children: [
      link('Project', '/dashboards/project', 'clipboard-document-check'),
      link('Analytics', '/dashboards/analytics', 'chart-pie'),
      link('Finance', '/dashboards/finance', 'banknotes'),
      link('Crypto', '/dashboards/crypto', 'currency-dollar'),
      link('Academy', '/apps/academy', 'academic-cap'),
      link('Chat', '/apps/chat', 'chat-bubble-bottom-center-text'),
      link('Contacts', '/apps/contacts', 'user-group'),
      link('Inventory', '/apps/ecommerce/inventory', 'shopping-cart'),
      link('File Manager', '/apps/file-manager', 'cloud'),
      link('Help Center', '/apps/help-center', 'information-circle'),
      link('Mailbox', '/apps/mailbox', 'envelope'),
      link('Notes', '/apps/notes', 'pencil-square'),
      link('Scrumboard', '/apps/scrumboard', 'view-columns'),
      link('Tasks', '/apps/tasks', 'check-circle'),
      link('Activities', '/pages/activities', 'bars-3-bottom-left'),
      link('Icons', '/ui/icons', 'sparkles'),
      link('Changelog', '/docs/changelog', 'speaker-wave'),
      link('Example', '/example', 'document'),
    ],
  },
];

import { titleOf } from './build';
import { ROLE_GROUPS, STAFF_ROLES, rolesOf } from './roles';
import type {
  ActionScreen,
  AvailabilityScreen,
  ChartScreen,
  ChartType,
  DocumentScreen,
  DocumentType,
  FolioScreen,
  HousekeepingScreen,
  LedgerScreen,
  LedgerView,
  PosScreen,
  PosView,
  ReportScreen,
  ResourceScreen,
  Screen,
  ScreenAction,
  StageScreen,
} from './screen-types';

export type {
  ActionScreen,
  AvailabilityScreen,
  ChartScreen,
  ChartType,
  DocumentScreen,
  DocumentType,
  FolioScreen,
  HousekeepingScreen,
  LedgerScreen,
  LedgerView,
  PosScreen,
  PosView,
  ReportScreen,
  ResourceScreen,
  Screen,
  ScreenAction,
  StageScreen,
} from './screen-types';

type Opts = { title?: string; hidden?: boolean; everyUser?: boolean };
const EVERY_STAFF_ROLE = rolesOf(STAFF_ROLES);
const G = ROLE_GROUPS;

function make(group: string, roles: readonly string[]) {
  const base = (path: string, o: Opts) => ({
    path,
    title: o.title ?? titleOf(path.split('/').filter((p) => !p.startsWith(':')).at(-1) ?? ''),
    group,
    roles: o.everyUser ? EVERY_STAFF_ROLE : roles,
    ...(o.hidden ? { hidden: true } : {}),
    ...(o.everyUser ? { everyUser: true } : {}),
  });
  return {
    res: (path: string, resource: string, o: Opts & Partial<Pick<ResourceScreen, 'filter' | 'mine' | 'readOnly'>> = {}): ResourceScreen => {
      const { title: _t, hidden: _h, everyUser: _e, ...rest } = o;
      return { ...base(path, o), kind: 'resource', resource, ...rest };
    },
    stage: (path: string, resource: string, stage: string, o: Opts & { filter?: Record<string, string>; due?: StageScreen['due'] } = {}): StageScreen => ({
      ...base(path, o), kind: 'stage', resource, stage, ...(o.filter ? { filter: o.filter } : {}), ...(o.due ? { due: o.due } : {}),
    }),
    folio: (path: string, folio: FolioScreen['folio'], o: Opts): FolioScreen => ({ ...base(path, o), kind: 'folio', folio }),
    ledger: (path: string, view: LedgerView, o: Opts = {}): LedgerScreen => ({ ...base(path, o), kind: 'ledger', view }),
    pos: (path: string, view: PosView, o: Opts & { channel?: string } = {}): PosScreen => ({ ...base(path, o), kind: 'pos', view, ...(o.channel ? { channel: o.channel } : {}) }),
    board: (path: string, states: HousekeepingScreen['states'], o: Opts = {}): HousekeepingScreen => ({ ...base(path, o), kind: 'housekeeping', states }),
    report: (path: string, report: string, o: Opts = {}): ReportScreen => ({ ...base(path, o), kind: 'report', report }),
    chart: (path: string, chart: ChartType, resources: string[], o: Opts = {}): ChartScreen => ({ ...base(path, o), kind: 'chart', chart, resources }),
    avail: (path: string, resource: string, bookings: string, o: Opts = {}): AvailabilityScreen => ({ ...base(path, o), kind: 'availability', resource, bookings }),
    doc: (path: string, document: DocumentType, resource: string, o: Opts): DocumentScreen => ({ ...base(path, o), kind: 'document', document, resource }),
    act: (path: string, resource: string, action: ScreenAction, o: Opts & { stage?: string; stages?: readonly string[]; filter?: Record<string, string> } = {}): ActionScreen => ({
      ...base(path, o), kind: 'action', resource, action, ...(o.stage ? { stage: o.stage } : {}), ...(o.stages ? { stages: o.stages } : {}), ...(o.filter ? { filter: o.filter } : {}),
    }),
  };
}

// Route-group roles (000 section 2) widened by the menu roles (000 section 6), DESIGN decision 2.
const pos = make('Point Of Sales', rolesOf(['accountant'], G.pos));
const tablet = make('Waitress Tablet', rolesOf(['accountant'], G.waitressTablet));
const eatery = make('Eatery', rolesOf(['accountant'], G.eatery));
const pool = make('Swimming Pool', rolesOf(['accountant'], G.swimmingPool));
const inv = make('Inventory', rolesOf(['inventories'], G.inventory));
const hk = make('Housekeeping', rolesOf(['inventories'], G.housekeeping));
const cred = make('Creditors/Debtors', rolesOf(['inventories'], G.creditors));
const credOnly = make('Creditors/Debtors', rolesOf(['inventories']));
const kitchen = make('Kitchen', rolesOf(['inventories'], G.kitchen));
const props = make('Administration', rolesOf(G.administration));
const aud = make('Internal Control', rolesOf(G.auditor));
const nightAudit = make('Internal Control', rolesOf(G.auditor, ['manager']));
// storekeeper and store: spellings of store-keeper; purchaser sees Store > Stocks (DESIGN decision 16).
const stocksMenu = make('Store', rolesOf(['store-keeper', 'storekeeper', 'store', 'purchaser']));
const laundryStore = make('Store', rolesOf(['store-keeper', 'storekeeper', 'store']));
const storeOnly = make('Store', rolesOf());
const admin = make('Administration', rolesOf(G.administration));
const reports = make('Reports', rolesOf(G.reports));
const cashierReports = make('Reports', rolesOf(G.reports, G.cashier));
const srq = make('Store Requests', rolesOf(G.storeRequest));
const srqApproval = make('Store Requests', rolesOf(G.storeRequestApproval));
const refunds = make('Refunds', rolesOf(G.creditors));
const procCreate = make('Procurements', rolesOf(G.procurementCreate));
const proc = make('Procurements', rolesOf(G.procurements));
const procApproval = make('Procurements', rolesOf(G.approvalAndPayment));
const fin = make('Financials', rolesOf(G.financials));
const fo = make('Front Office', rolesOf(G.frontOffice));
const roomChart = make('Front Office', rolesOf(G.frontOffice, G.dailyRoomChart));
const laundry = make('Laundry', rolesOf(G.frontOffice, ['laundry']));
const gym = make('Gym', rolesOf(G.frontOffice, G.swimmingPool));
const foReports = make('Front Office Reports', rolesOf(G.frontOffice));
const docs = make('Front Office', rolesOf(G.frontOffice, G.creditors, G.cashier));
const invoices = make('Proforma/Invoice', rolesOf(G.creditors));
const newInvoice = make('Proforma/Invoice', rolesOf(G.newInvoice));

const reprint = (document: DocumentType, label: string): ScreenAction => ({ id: `reprint-${document}`, label, document });

/** Every hotel route of 000 section 2 (and DESIGN decision 1's additions), mapped to one generic screen. */
export const SCREENS: readonly Screen[] = [
  // Point of sale (accountant route group), mini mart
  pos.pos('/pos/sales', 'register', { title: 'Mini Mart Sales', channel: 'mini-mart' }),
  pos.pos('/pos/shift', 'shift', { title: 'Cashier Shift' }),
  pos.act('/pos/reprint-docket', 'pos-sales', reprint('docket', 'Reprint Docket'), { title: 'Reprint Docket' }),
  pos.pos('/pos/kitchen-queues', 'kitchen', { title: 'Kitchen Queues' }),
  // The kitchen's order of a docket sent to it (table, waiter, time sent, quantity × item; no prices).
  pos.act('/pos/reprint-captain-order', 'pos-sales', reprint('captain-order', 'Reprint Captain Order'), {
    title: 'Reprint Captain Order', hidden: true, stages: ['sent', 'served', 'settled'], filter: { sentToKitchen: 'true' },
  }),
  pos.pos('/pos/live-table', 'tables', { title: 'Live Tables', hidden: true }),
  pos.report('/pos/waitress-sales', 'waitress-sales', { hidden: true }),
  pos.report('/pos/inventory', 'stock-levels', { title: 'Mini Mart Inventory' }),
  pos.report('/pos/stock-sales', 'stock-sales'),
  pos.report('/pos/sale-summary', 'sale-summary'),
  pos.res('/pos/orders', 'pos-orders', { title: 'Waitress Orders', hidden: true }),
  // Waitress tablet
  tablet.pos('/tablets/pos/sales', 'register', { title: 'Tablet Sales', channel: 'tablet' }),
  tablet.pos('/tablets/pos/live-table', 'tables', { title: 'Live Tables', channel: 'tablet' }),
  tablet.report('/tablets/stock-sales', 'tablet-stock-sales'),
  tablet.report('/tablets/sale-summary', 'tablet-sale-summary'),
  // Eatery
  eatery.pos('/eatery/pos/sales', 'register', { title: 'Eatery Sales', channel: 'eatery' }),
  eatery.report('/eatery/pos/inventory', 'stock-levels', { title: 'Eatery Inventory' }),
  eatery.report('/eatery/pos/sale-summary', 'eatery-sale-summary'),
  eatery.report('/eatery/pos/stock-sales', 'eatery-stock-sales'),
  pool.res('/swimming-pool/generate', 'pool-tickets', { title: 'Generate Pool Tickets' }),
  // Inventories
  inv.report('/inventories/live-inventory', 'stock-levels'),
  inv.report('/inventories/live-inventory-grouped', 'stock-levels-grouped'),
  inv.report('/inventories/live-inventory-combined', 'stock-levels-combined'),
  inv.report('/inventories/history/purchased-history', 'purchased-history'),
  inv.report('/inventories/history/sales-history', 'sold-history', { title: 'Sales History' }),
  inv.report('/inventories/history/issued-history', 'issued-history'),
  inv.report('/inventories/history/received-history', 'received-history'),
  inv.report('/inventories/history/damaged-history', 'damaged-history'),
  inv.res('/inventories/example', 'stocks', { title: 'Stock Items', readOnly: true }),
  inv.report('/inventories/pos', 'sales-by-channel', { title: 'POS Sales By Channel' }),
  // Housekeeping
  hk.board('/housekeeping/available', ['clean', 'inspected'], { title: 'Available Rooms' }),
  hk.board('/housekeeping/out-of-order', ['out-of-order'], { title: 'Out Of Order Rooms' }),
  hk.board('/housekeeping/cleaning', ['dirty'], { title: 'Rooms To Clean' }),
  hk.report('/housekeeping/cleaning-history', 'cleaning-history'),
  // Creditors / debtors
  cred.ledger('/creditors/debitors/city-ledger', 'city-ledger', { title: 'City Ledger' }),
  cred.res('/creditors/debitors/city-ledger-accounts', 'city-ledger-accounts', { title: 'City Ledger Accounts' }),
  cred.folio('/creditors/debitors/city-ledger/:id', 'city', { title: 'City Ledger Folio', hidden: true }),
  cred.report('/creditors/debitors/groups', 'group-debtors'),
  cred.report('/creditors/debitors/in-house', 'in-house-debtors'),
  cred.report('/creditors/debitors/individual-creditors', 'individual-creditors'),
  credOnly.report('/creditors/cleaning-history', 'cleaning-history'),
  cred.report('/creditors/debitors/groups-creditors', 'group-creditors'),
  cred.report('/creditors/debitors/in-house-creditors', 'in-house-creditors'),
  cred.report('/creditors/debitors/room-deposits', 'room-deposits'),
  // Kitchen
  kitchen.pos('/kitchen/orders', 'kitchen', { title: 'Kitchen Orders' }),
  kitchen.report('/kitchen/inventory', 'stock-levels', { title: 'Kitchen Inventory' }),
  // Properties
  props.res('/properties/buildings', 'buildings'),
  props.res('/properties/floors', 'floors'),
  // The Floors link of spec 000 section 1's sample 'Administration' group points here: the same floors, guarded like them.
  props.res('/properties/tables', 'floors', { title: 'Floors' }),
  props.res('/properties/room-categories', 'room-categories'),
  props.res('/properties/rooms', 'rooms'),
  props.res('/properties/hotel', 'hotels', { title: 'Hotel Profile' }),
  props.res('/properties/eatery', 'eateries', { title: 'Eateries' }),
  props.res('/properties/facilities', 'facilities'),
  props.res('/properties/kitchens', 'kitchens'),
  props.res('/properties/gym/categories', 'gym-categories', { title: 'Gym Categories' }),
  props.res('/properties/gym/plans', 'gym-plans', { title: 'Gym Plans' }),
  // Auditor (internal control)
  aud.res('/auditor/eatery/portion', 'eatery-portions', { title: 'Eatery Portions' }),
  aud.report('/auditor/eatery/portion-history', 'portion-history'),
  aud.report('/auditor/eatery/return-history', 'return-history'),
  aud.res('/auditor/eatery/returns', 'eatery-returns', { title: 'Eatery Returns' }),
  aud.act('/auditor/open-stocks', 'stocks', { id: 'open-stock', label: 'Set Opening Stock', fields: ['countedQuantity'] }, { title: 'Open Stocks' }),
  aud.act('/auditor/front-office/guest-credit', 'guests', { id: 'guest-credit', label: 'Set Credit Limit', fields: ['creditLimit'] }, { title: 'Guest Credit' }),
  aud.act('/auditor/front-office/group-credit', 'groups', { id: 'group-credit', label: 'Set Credit Limit', fields: ['creditLimit'] }, { title: 'Group Credit' }),
  aud.act('/auditor/update-pool-price', 'pool-rates', { id: 'update-pool-price', label: 'Update Price', fields: ['price'] }, { title: 'Update Pool Price' }),
  aud.act('/auditor/update-laundry-percentage', 'laundry-categories', { id: 'update-laundry-percentage', label: 'Update Surcharge', fields: ['surcharge'] }, { title: 'Update Laundry Percentage' }),
  nightAudit.ledger('/auditor/night-audit', 'night-audit', { title: 'Night Audit' }),
  // A docket's rate is corrected by voiding it (the books and stock reversed) and ringing it again.
  aud.act('/auditor/change-sold-rate', 'pos-sales', { id: 'change-sold-rate', label: 'Void To Re-ring', transition: 'void' }, { title: 'Change Sold Rate', stage: 'settled' }),
  aud.act('/auditor/void-docket', 'pos-sales', { id: 'void-docket', label: 'Void Docket', transition: 'void' }, { title: 'Void Docket', stage: 'settled' }),
  aud.act('/auditor/void-receipt', 'payments', { id: 'void-receipt', label: 'Void Receipt', transition: 'void' }, { title: 'Void Receipt', stage: 'posted' }),
  aud.act('/auditor/change-selling-price', 'stocks', { id: 'change-selling-price', label: 'Change Selling Price', fields: ['sellingPrice'] }, { title: 'Change Selling Price' }),
  // 'Delete' postings reverse them with a reason: nothing posted is ever deleted.
  aud.act('/auditor/delete-posting', 'room-charges', { id: 'delete-posting', label: 'Reverse Posting', transition: 'reverse' }, { title: 'Delete Posting', stage: 'posted' }),
  aud.act('/auditor/delete-laundry-posting', 'laundry-orders', { id: 'delete-laundry-posting', label: 'Reverse Posting', transition: 'reverse' }, { title: 'Delete Laundry Posting' }),
  aud.act('/auditor/delete-group-posting', 'group-charges', { id: 'delete-group-posting', label: 'Reverse Posting', transition: 'reverse' }, { title: 'Delete Group Posting', stage: 'posted' }),
  aud.res('/auditor/stock-movements', 'stock-movements', { readOnly: true }),
  aud.act('/auditor/table-closure', 'pos-orders', { id: 'table-closure', label: 'Close Table', transition: 'close' }, { title: 'Table Closure', stage: 'open' }),
  aud.pos('/auditor/live-table', 'tables', { title: 'Live Tables' }),
  aud.act('/auditor/remove-stock', 'stocks', { id: 'remove-stock', label: 'Remove Stock Item', delete: true }, { title: 'Remove Stock' }),
  aud.res('/auditor/bad-and-damaged', 'damages', { title: 'Bad And Damaged' }),
  aud.res('/auditor/guest-data', 'guests', { title: 'Guest Data' }),
  aud.res('/auditor/stock-data', 'stocks', { title: 'Stock Data' }),
  aud.act('/auditor/front-office/change-guest-type', 'guests', { id: 'change-guest-type', label: 'Change Guest Type', fields: ['guestType'] }, { title: 'Change Guest Type' }),
  aud.res('/auditor/store-stock-data', 'stocks', { title: 'Store Stock Data', readOnly: true }),
  // Store
  stocksMenu.res('/store/stocks/unit-of-measurements', 'units', { title: 'Units Of Measurement' }),
  stocksMenu.res('/store/stocks/categories', 'stock-categories', { title: 'Stock Categories' }),
  stocksMenu.res('/store/stocks/stocks', 'stocks'),
  stocksMenu.res('/store/stocks/restaurant', 'restaurant-items', { title: 'Restaurant Items' }),
  stocksMenu.res('/store/stocks/condiments', 'condiments'),
  laundryStore.res('/store/laundry/categories', 'laundry-categories', { title: 'Laundry Categories' }),
  laundryStore.res('/store/laundry/items', 'laundry-items', { title: 'Laundry Items' }),
  storeOnly.res('/store/rooms', 'rooms'),
  storeOnly.res('/store/hotel', 'hotels', { title: 'Hotel Profile' }),
  storeOnly.res('/store/facilities', 'facilities'),
  storeOnly.res('/store/kitchens', 'kitchens'),
  // Administration
  admin.res('/administration/users', 'users'),
  admin.res('/administration/stores/stores', 'stores'),
  admin.res('/administration/stores/point-of-sales', 'points-of-sale', { title: 'Points Of Sale' }),
  admin.res('/administration/admin/departments', 'departments'),
  admin.res('/administration/admin/sms-settings', 'sms-settings', { title: 'SMS Settings' }),
  admin.res('/administration/admin/revenue-centers', 'revenue-centers'),
  // Reports
  reports.report('/reports/monthly-daily-sales', 'monthly-daily-sales'),
  reports.report('/reports/monthly-revenue-collections', 'monthly-revenue-collections'),
  cashierReports.report('/reports/daily-sales', 'daily-sales'),
  cashierReports.report('/reports/revenue-collections', 'revenue-collections'),
  cashierReports.report('/reports/daily-sales-summary', 'daily-sales-summary'),
  cashierReports.report('/reports/revenue-collections-summary', 'revenue-collections-summary'),
  reports.report('/reports/stores/point-of-sales', 'sales-by-channel', { title: 'Sales By Point Of Sale' }),
  reports.report('/reports/admin/departments', 'expenses-by-department', { title: 'Expenses By Department' }),
  reports.report('/reports/room-revenue', 'room-revenue', { title: 'Daily Room Revenue' }),
  // Store requests
  srq.stage('/store-request/new', 'store-requests', 'new', { title: 'New Store Request' }),
  srqApproval.stage('/store-request/not-approved', 'store-requests', 'not-approved', { title: 'Not Approved Store Requests' }),
  srqApproval.stage('/store-request/approved', 'store-requests', 'approved', { title: 'Approved Store Requests' }),
  srqApproval.stage('/store-request/not-issued', 'store-requests', 'not-issued', { title: 'Not Issued Store Requests' }),
  srqApproval.stage('/store-request/issued', 'store-requests', 'issued', { title: 'Issued Store Requests' }),
  // 'My Store Requisition' and 'My Procurements' are shown to every signed-in user (DESIGN decision 2).
  srq.res('/store-request/my-request', 'store-requests', { title: 'My Store Requests', mine: true, everyUser: true }),
  srqApproval.stage('/store-request/rejected', 'store-requests', 'rejected', { title: 'Rejected Store Requests' }),
  // Refunds
  refunds.stage('/refunds/not-approved-refunds', 'refunds', 'not-approved', { title: 'Not Approved Refunds' }),
  refunds.stage('/refunds/not-paid-refunds', 'refunds', 'not-paid', { title: 'Not Paid Refunds' }),
  refunds.stage('/refunds/paid-refunds', 'refunds', 'paid', { title: 'Paid Refunds' }),
  refunds.stage('/refunds/not-issued', 'refunds', 'not-issued', { title: 'Not Issued Credit Notes' }),
  refunds.stage('/refunds/issued', 'refunds', 'issued', { title: 'Issued Credit Notes' }),
  refunds.res('/refunds/my-request', 'refunds', { title: 'My Refund Requests', mine: true }),
  // Procurements and expenses
  procCreate.res('/procurements/suppliers', 'suppliers'),
  procCreate.stage('/procurements/new-procurement', 'procurements', 'new', { title: 'New Procurement' }),
  proc.res('/procurements/my-procurements', 'procurements', { title: 'My Procurements', mine: true, everyUser: true }),
  procApproval.stage('/procurements/not-approved-procurements', 'procurements', 'not-approved', { title: 'Not Approved Procurements' }),
  procApproval.stage('/procurements/not-audited-procurements', 'procurements', 'not-audited', { title: 'Not Audited Procurements' }),
  procApproval.stage('/procurements/approved-procurements', 'procurements', 'approved', { title: 'Approved Procurements' }),
  proc.stage('/procurements/supplied-procurements', 'procurements', 'supplied', { title: 'Supplied Procurements' }),
  procApproval.stage('/procurements/not-paid-procurements', 'procurements', 'not-paid', { title: 'Not Paid Procurements' }),
  procApproval.stage('/procurements/paid-procurements', 'procurements', 'paid', { title: 'Paid Procurements' }),
  proc.stage('/procurements/retirements', 'procurements', 'retirements', { title: 'Retirements' }),
  proc.stage('/procurements/expenses/new-expense', 'expenses', 'new', { title: 'New Expense' }),
  procApproval.stage('/procurements/expenses/not-approved-expenses', 'expenses', 'not-approved', { title: 'Not Approved Expenses' }),
  procApproval.stage('/procurements/expenses/approved-expenses', 'expenses', 'approved', { title: 'Approved Expenses' }),
  procApproval.stage('/procurements/expenses/not-paid-expenses', 'expenses', 'not-paid', { title: 'Not Paid Expenses' }),
  procApproval.stage('/procurements/expenses/paid-expenses', 'expenses', 'paid', { title: 'Paid Expenses' }),
  proc.stage('/procurements/expenses/rejected', 'expenses', 'rejected', { title: 'Rejected Expenses' }),
  proc.stage('/procurements/rejected', 'procurements', 'rejected', { title: 'Rejected Procurements' }),
  // Accounts (financials)
  fin.res('/accounts/groups', 'account-groups', { title: 'Account Groups' }),
  fin.res('/accounts/accounts', 'accounts'),
  fin.res('/accounts/banks', 'banks'),
  fin.res('/accounts/rooms', 'rooms'),
  fin.res('/accounts/hotel', 'hotels', { title: 'Hotel Profile' }),
  fin.res('/accounts/expense-types', 'expense-types'),
  fin.res('/accounts/pricing-types', 'pricing-types'),
  fin.res('/accounts/financial-years', 'financial-years'),
  fin.ledger('/accounts/trial-balance', 'trial-balance', { title: 'Trial Balance' }),
  fin.ledger('/accounts/general-ledgers', 'general-ledger', { title: 'General Ledgers' }),
  fin.ledger('/accounts/individual-ledgers', 'individual-ledger', { title: 'Individual Ledgers' }),
  fin.ledger('/accounts/journal-entries', 'journal', { title: 'Journal Entries' }),
  fin.res('/accounts/fund-request', 'fund-requests', { title: 'Fund Requests' }),
  fin.res('/accounts/ledger-settings', 'ledger-settings'),
  fin.stage('/accounts/fund-request-approval', 'fund-requests', 'not-approved', { title: 'Fund Request Approval' }),
  fin.stage('/accounts/approved-fund-requests', 'fund-requests', 'approved', { title: 'Approved Fund Requests' }),
  // Front office
  fo.res('/front-office/reservation-deposit', 'reservation-deposits', { title: 'Reservation Deposits' }),
  fo.avail('/front-office/room-availability', 'rooms', 'room-reservations'),
  fo.avail('/front-office/facility-availability', 'facilities', 'facility-reservations'),
  fo.res('/front-office/guests-email', 'guest-messages', { title: 'Email Guests', filter: { channel: 'email' } }),
  fo.res('/front-office/guests-sms', 'guest-messages', { title: 'SMS Guests', filter: { channel: 'sms' } }),
  fo.res('/front-office/facility-reservation-deposit', 'facility-deposits', { title: 'Facility Reservation Deposits' }),
  fo.res('/front-office/recovery', 'payments', { title: 'Debt Recovery', filter: { kind: 'recovery' } }),
  fo.res('/front-office/guests', 'guests'),
  fo.stage('/front-office/check-in', 'room-reservations', 'reserved', { title: 'Check In', due: 'arrivals' }),
  fo.res('/front-office/room-reservation', 'room-reservations', { title: 'Room Reservations' }),
  fo.chart('/front-office/facility-reservation-chart', 'facility-reservation-chart', ['facilities', 'facility-reservations', 'guests']),
  fo.res('/front-office/facility-reservation', 'facility-reservations', { title: 'Facility Reservations' }),
  fo.stage('/front-office/check-out', 'room-reservations', 'checked-in', { title: 'Check Out', due: 'departures' }),
  fo.res('/front-office/room-change', 'room-changes', { title: 'Room Change' }),
  fo.res('/front-office/room-charge', 'room-charges', { title: 'Room Charges' }),
  fo.res('/front-office/group-charge', 'group-charges', { title: 'Group Charges' }),
  fo.act('/front-office/extend-stay', 'room-reservations', { id: 'extend-stay', label: 'Extend Stay', fields: ['departureDate'] }, { title: 'Extend Stay', stage: 'checked-in' }),
  fo.res('/front-office/groups', 'groups'),
  fo.chart('/front-office/reservation-chart', 'reservation-chart', ['rooms', 'room-reservations', 'guests']),
  roomChart.chart('/front-office/daily-room-chart', 'daily-room-chart', ['rooms', 'room-reservations', 'guests']),
  fo.res('/front-office/guest-payment', 'payments', { title: 'Guest Payments', filter: { kind: 'guest' } }),
  fo.res('/front-office/other-payment', 'payments', { title: 'Other Payments', filter: { kind: 'other' } }),
  fo.res('/front-office/groups-payment', 'payments', { title: 'Group Payments', filter: { kind: 'group' } }),
  fo.res('/front-office/guest-refund', 'refunds', { title: 'Guest Refunds', filter: { kind: 'guest' } }),
  fo.res('/front-office/room-reservation-refund', 'refunds', { title: 'Room Reservation Refunds', filter: { kind: 'room-reservation' } }),
  fo.res('/front-office/facility-reservation-refund', 'refunds', { title: 'Facility Reservation Refunds', filter: { kind: 'facility-reservation' } }),
  fo.res('/front-office/group-refund', 'refunds', { title: 'Group Refunds', filter: { kind: 'group' } }),
  fo.res('/front-office/facility-transfer', 'facility-transfers', { title: 'Facility Transfer' }),
  fo.res('/front-office/deposit-transfer', 'deposit-transfers', { title: 'Deposit Transfer' }),
  docs.doc('/front-office/cash-receipt/:id', 'cash-receipt', 'payments', { title: 'Cash Receipt' }),
  docs.doc('/front-office/guest-bills/:id', 'guest-bill', 'room-reservations', { title: 'Guest Bill' }),
  docs.folio('/front-office/folios/:id', 'stay', { title: 'Guest Folio', hidden: true }),
  docs.folio('/front-office/group-folios/:id', 'group', { title: 'Group Folio', hidden: true }),
  fo.res('/front-office/pos/new', 'pos-sales', { title: 'Mini Mart Sale', filter: { channel: 'mini-mart' }, hidden: true }),
  laundry.stage('/front-office/laundry/new', 'laundry-orders', 'new', { title: 'New Laundry' }),
  laundry.stage('/front-office/laundry/pending', 'laundry-orders', 'pending', { title: 'Pending Laundry' }),
  laundry.stage('/front-office/laundry/processed', 'laundry-orders', 'processed', { title: 'Processed Laundry' }),
  laundry.stage('/front-office/laundry/collected', 'laundry-orders', 'collected', { title: 'Collected Laundry' }),
  gym.res('/front-office/gym/new', 'gym-memberships', { title: 'New Gym Membership' }),
  gym.stage('/front-office/gym/active', 'gym-memberships', 'active', { title: 'Active Memberships' }),
  gym.stage('/front-office/gym/none-active', 'gym-memberships', 'none-active', { title: 'Inactive Memberships' }),
  gym.stage('/front-office/gym/near-expiry', 'gym-memberships', 'near-expiry', { title: 'Memberships Near Expiry' }),
  foReports.act('/front-office/others/reprint-receipt', 'payments', reprint('cash-receipt', 'Reprint Receipt'), { title: 'Reprint Receipt', hidden: true }),
  foReports.act('/front-office/others/registration-form', 'room-reservations', reprint('registration-form', 'Print Registration Form'), { title: 'Registration Form', hidden: true }),
  foReports.act('/front-office/others/reservation-form', 'room-reservations', reprint('reservation-form', 'Print Reservation Form'), { title: 'Reservation Form', hidden: true }),
  gym.act('/front-office/others/gym-form', 'gym-memberships', reprint('gym-form', 'Print Gym Form'), { title: 'Gym Form' }),
  foReports.report('/front-office/others/daily-check-out', 'daily-check-out', { hidden: true }),
  foReports.report('/front-office/others/breakfast-list', 'breakfast-list', { hidden: true }),
  foReports.report('/front-office/others/sold-room-list', 'sold-room-list', { hidden: true }),
  foReports.report('/front-office/others/guest-bills', 'guest-bills', { hidden: true }),
  foReports.report('/front-office/others/group-bills', 'group-bills', { hidden: true }),
  foReports.report('/front-office/others/daily-in-house-guest', 'daily-in-house-guest', { title: 'Daily In-House Guests', hidden: true }),
  foReports.report('/front-office/others/security-report', 'security-report', { hidden: true }),
  newInvoice.stage('/front-office/invoices/new', 'invoices', 'new', { title: 'New Invoice' }),
  invoices.stage('/front-office/invoices/not-approved', 'invoices', 'not-approved', { title: 'Not Approved Invoices' }),
  invoices.stage('/front-office/invoices/approved', 'invoices', 'approved', { title: 'Approved Invoices' }),
  invoices.stage('/front-office/invoices/not-paid', 'invoices', 'not-paid', { title: 'Not Paid Invoices' }),
  invoices.stage('/front-office/invoices/paid', 'invoices', 'paid', { title: 'Paid Invoices' }),
  newInvoice.stage('/front-office/proformas/new', 'proformas', 'new', { title: 'New Proforma' }),
  invoices.stage('/front-office/proformas/not-approved', 'proformas', 'not-approved', { title: 'Not Approved Proformas' }),
  invoices.stage('/front-office/proformas/approved', 'proformas', 'approved', { title: 'Approved Proformas' }),
];

const byPath = new Map(SCREENS.map((screen) => [screen.path, screen]));

/** The screen of a route path ('/front-office/guests', or '/front-office/cash-receipt/:id'). */
export function findScreen(path: string): Screen | undefined {
  return byPath.get(path);
}

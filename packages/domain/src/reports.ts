/** A column of a report: a field of the source (or of the computed row) and how it totals. */
export interface ReportColumn {
  /** Key in each row. */
  key: string;
  label: string;
  type: 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime';
  /** For grouped reports: the source field aggregated into this column (count needs none). */
  field?: string;
  aggregate?: 'sum' | 'count' | 'avg';
  /** Summed into the totals row. */
  total?: boolean;
}

/**
 * Computations that are not a plain list or group-by: folio balances of stays and groups, the
 * money collected (from the journal: receipts to cash, card clearing and bank), and the room
 * revenue each night audit posted; and the lines (`docket-lines`: stock, quantity, amount) or the
 * tenders (`docket-tenders`: method, amount kept, cash net of change) of settled dockets, one row
 * each, with the docket's outlet, channel, waiter and business date, filtered and grouped like records.
 */
export type ReportComputation = 'guest-balances' | 'group-balances' | 'collections' | 'room-revenue' | 'docket-lines' | 'docket-tenders';

/** How a report groups its rows: by a field's value (its label for references), or by the day or month of a date field. */
export interface ReportGrouping {
  /** Field of the rows grouped by; also the value of `?by=` that chooses it. */
  field: string;
  by: 'value' | 'day' | 'month';
  /** Name of the grouping ('Tender', 'Point Of Sale'): the 'group' column's label. */
  label: string;
}

/** A report: rows from a source resource (filtered by a date range and fixed values), optionally grouped, with totals and a chart. */
export interface ReportDeclaration {
  /** Id in the API path: api/hotel/reports/<id>. */
  id: string;
  title: string;
  description: string;
  /** Source resource (for computed reports, the main one). */
  resource: string;
  /** Field the from/to range applies to; without it the report has no date range. */
  dateField?: string;
  /** Fixed filters: field (or 'stage') to the values kept. */
  filter?: Readonly<Record<string, readonly (string | boolean)[]>>;
  /** Groups rows by a field's value (reference label), by day or by month of the date field; the group is the 'group' column. */
  groupBy?: ReportGrouping;
  /**
   * Groupings the reader may choose between (`?by=<field>`), the first being the default; the
   * 'group' column takes the chosen one's label. A report declares either this or `groupBy`.
   */
  groupings?: readonly ReportGrouping[];
  compute?: ReportComputation;
  /** For computed balances: keep only debtors (balance > 0) or creditors (balance < 0). */
  balance?: 'debtors' | 'creditors';
  columns: readonly ReportColumn[];
  /** A chart of one column by the first column. */
  chart?: { type: 'bar' | 'line' | 'pie' | 'doughnut'; labelKey: string; valueKey: string };
}

/** Dockets that count as sales: settled (voided and cancelled ones do not). */
const settled = { stage: ['settled'] } as const;
const c = (key: string, label: string, type: ReportColumn['type'] = 'text', extra: Partial<ReportColumn> = {}): ReportColumn => ({ key, label, type, ...extra });
const sum = (key: string, label: string, type: ReportColumn['type'] = 'money'): ReportColumn => ({ key, label, type, field: key, aggregate: 'sum', total: true });
const count = (label = 'Count'): ReportColumn => ({ key: 'count', label, type: 'number', aggregate: 'count', total: true });

const saleRows = [
  c('docketNo', 'Docket No.'), c('pointOfSale', 'Point Of Sale'), c('waiter', 'Served By'), c('quantity', 'Items', 'number', { total: true }),
  c('amount', 'Amount', 'money', { total: true }), c('payment', 'Tenders'), c('date', 'Date', 'datetime'),
];

const byValue = (field: string, label: string): ReportGrouping => ({ field, by: 'value', label });
const byPointOfSale = byValue('pointOfSale', 'Point Of Sale');
const byWaiter = byValue('waiter', 'Waiter');

function channelReports(prefix: string, channel: string, name: string): ReportDeclaration[] {
  return [
    {
      id: `${prefix}sale-summary`, title: `${name} Sale Summary`, description: `${name} sales by tender, point of sale or waiter (cash net of change).`, resource: 'pos-sales', dateField: 'businessDate',
      compute: 'docket-tenders', filter: { ...settled, channel: [channel] }, groupings: [byValue('method', 'Tender'), byPointOfSale, byWaiter],
      columns: [c('group', 'Tender'), count('Tenders'), sum('amount', 'Amount')], chart: { type: 'doughnut', labelKey: 'group', valueKey: 'amount' },
    },
    {
      id: `${prefix}stock-sales`, title: `${name} Stock Sales`, description: `${name} quantity and amount sold per item, point of sale or waiter (net of line discounts).`, resource: 'pos-sales', dateField: 'businessDate',
      compute: 'docket-lines', filter: { ...settled, channel: [channel] }, groupings: [byValue('stock', 'Item'), byPointOfSale, byWaiter],
      columns: [c('group', 'Item'), sum('quantity', 'Quantity', 'number'), sum('amount', 'Amount')], chart: { type: 'bar', labelKey: 'group', valueKey: 'amount' },
    },
  ];
}

const stockRows = [c('code', 'Code'), c('name', 'Item'), c('category', 'Category'), c('store', 'Store'), c('quantity', 'Quantity', 'number', { total: true }), c('costPrice', 'Cost', 'money'), c('sellingPrice', 'Price', 'money')];
const movementRows = [c('date', 'Date', 'date'), c('reference', 'Reference'), c('stock', 'Item'), c('store', 'Store'), c('quantity', 'Quantity', 'number', { total: true }), c('value', 'Value', 'money', { total: true })];
/** A stock history: the stock movements of some kinds (and sources) in the period. */
const history = (kind: string, title: string, filter: ReportDeclaration['filter'] = { kind: [kind] }): ReportDeclaration => ({
  id: `${kind}-history`, title, description: `Stock ${kind} in the period.`, resource: 'stock-movements', dateField: 'date', filter, columns: movementRows,
  chart: { type: 'bar', labelKey: 'stock', valueKey: 'quantity' },
});
const balanceColumns = (who: string) => [c('name', who), c('reference', 'Reference'), c('charges', 'Charges', 'money', { total: true }), c('credits', 'Credits', 'money', { total: true }), c('balance', 'Balance', 'money', { total: true })];
const stayRows = [c('number', 'Reservation'), c('guest', 'Guest'), c('room', 'Room'), c('arrivalDate', 'Arrival', 'date'), c('departureDate', 'Departure', 'date'), c('adults', 'Adults', 'number', { total: true }), c('children', 'Children', 'number', { total: true })];

/** Every report of the back-office, by id. */
export const REPORTS: readonly ReportDeclaration[] = [
  { id: 'daily-sales', title: 'Daily Sales', description: 'Every docket sold in the period.', resource: 'pos-sales', dateField: 'businessDate', filter: settled, columns: saleRows, chart: { type: 'bar', labelKey: 'pointOfSale', valueKey: 'amount' } },
  {
    id: 'monthly-daily-sales', title: 'Monthly Daily Sales', description: 'Sales per day.', resource: 'pos-sales', dateField: 'businessDate', filter: settled,
    groupBy: { field: 'businessDate', by: 'day', label: 'Day' }, columns: [c('group', 'Day', 'date'), count('Dockets'), sum('quantity', 'Quantity', 'number'), sum('amount', 'Amount')],
    chart: { type: 'line', labelKey: 'group', valueKey: 'amount' },
  },
  {
    id: 'daily-sales-summary', title: 'Daily Sales Summary', description: 'Sales per point of sale.', resource: 'pos-sales', dateField: 'businessDate', filter: settled,
    groupBy: { field: 'pointOfSale', by: 'value', label: 'Point Of Sale' }, columns: [c('group', 'Point Of Sale'), count('Dockets'), sum('amount', 'Amount')],
    chart: { type: 'bar', labelKey: 'group', valueKey: 'amount' },
  },
  {
    id: 'sales-by-channel', title: 'Sales By Point Of Sale Type', description: 'Sales per channel (mini mart, bar, restaurant, eatery, tablet, pool).', resource: 'pos-sales', dateField: 'businessDate', filter: settled,
    groupBy: { field: 'channel', by: 'value', label: 'Channel' }, columns: [c('group', 'Channel'), count('Dockets'), sum('amount', 'Amount')], chart: { type: 'pie', labelKey: 'group', valueKey: 'amount' },
  },
  {
    id: 'waitress-sales', title: 'Waitress Sales', description: 'Sales per waitress.', resource: 'pos-sales', dateField: 'businessDate', filter: settled,
    groupBy: { field: 'waiter', by: 'value', label: 'Waitress' }, columns: [c('group', 'Waitress'), count('Dockets'), sum('amount', 'Amount')], chart: { type: 'bar', labelKey: 'group', valueKey: 'amount' },
  },
  {
    id: 'revenue-collections', title: 'Revenue Collections', description: 'Every receipt posted in the period: payments, deposits and paid sales, net of voids (the cash, card and bank postings of the books).',
    resource: 'payments', dateField: 'date', compute: 'collections',
    columns: [c('date', 'Business Date', 'date'), c('reference', 'Receipt'), c('source', 'Kind'), c('from', 'Received From'), c('method', 'Method'), c('amount', 'Amount', 'money', { total: true })],
    chart: { type: 'bar', labelKey: 'method', valueKey: 'amount' },
  },
  {
    id: 'monthly-revenue-collections', title: 'Monthly Revenue Collections', description: 'Receipts per business day.', resource: 'payments', dateField: 'date', compute: 'collections',
    groupBy: { field: 'date', by: 'day', label: 'Day' }, columns: [c('group', 'Day', 'date'), count('Receipts'), sum('amount', 'Amount')], chart: { type: 'line', labelKey: 'group', valueKey: 'amount' },
  },
  {
    id: 'revenue-collections-summary', title: 'Revenue Collections Summary', description: 'Receipts per payment method.', resource: 'payments', dateField: 'date', compute: 'collections',
    groupBy: { field: 'method', by: 'value', label: 'Method' }, columns: [c('group', 'Method'), count('Receipts'), sum('amount', 'Amount')], chart: { type: 'doughnut', labelKey: 'group', valueKey: 'amount' },
  },
  {
    id: 'room-revenue', title: 'Daily Room Revenue', description: 'Room nights, room revenue and tax posted by each night audit.', resource: 'room-reservations', dateField: 'date', compute: 'room-revenue',
    columns: [c('date', 'Business Date', 'date'), c('roomNights', 'Room Nights', 'number', { total: true }), c('roomRevenue', 'Room Revenue', 'money', { total: true }), c('tax', 'Tax', 'money', { total: true }), c('noShows', 'No-Shows', 'number', { total: true }), c('by', 'Audited By')],
    chart: { type: 'line', labelKey: 'date', valueKey: 'roomRevenue' },
  },
  {
    id: 'expenses-by-department', title: 'Expenses By Department', description: 'Paid and approved expenses per department.', resource: 'expenses', dateField: 'date', filter: { stage: ['approved', 'not-paid', 'paid'] },
    groupBy: { field: 'department', by: 'value', label: 'Department' }, columns: [c('group', 'Department'), count('Expenses'), sum('amount', 'Amount')], chart: { type: 'bar', labelKey: 'group', valueKey: 'amount' },
  },
  ...channelReports('', 'mini-mart', 'Mini Mart'),
  ...channelReports('tablet-', 'tablet', 'Waitress Tablet'),
  ...channelReports('eatery-', 'eatery', 'Eatery'),
  { id: 'stock-levels', title: 'Live Inventory', description: 'Quantity on hand of every stock item.', resource: 'stocks', columns: stockRows, chart: { type: 'bar', labelKey: 'name', valueKey: 'quantity' } },
  {
    id: 'stock-levels-grouped', title: 'Live Inventory Grouped', description: 'Quantity on hand per stock category.', resource: 'stocks', groupBy: { field: 'category', by: 'value', label: 'Category' },
    columns: [c('group', 'Category'), count('Items'), sum('quantity', 'Quantity', 'number')], chart: { type: 'bar', labelKey: 'group', valueKey: 'quantity' },
  },
  {
    id: 'stock-levels-combined', title: 'Live Inventory Combined', description: 'Quantity on hand per store.', resource: 'stocks', groupBy: { field: 'store', by: 'value', label: 'Store' },
    columns: [c('group', 'Store'), count('Items'), sum('quantity', 'Quantity', 'number')], chart: { type: 'pie', labelKey: 'group', valueKey: 'quantity' },
  },
  // Purchases are the receipts of supplied procurements.
  history('purchased', 'Purchased History', { kind: ['received'], sourceResource: ['procurements'] }),
  history('sold', 'Sales History'),
  history('issued', 'Issued History'),
  history('received', 'Received History'),
  history('damaged', 'Damaged History'),
  {
    id: 'cleaning-history', title: 'Cleaning History', description: 'Rooms cleaned in the period.', resource: 'cleaning-logs', dateField: 'date',
    columns: [c('date', 'Date', 'datetime'), c('room', 'Room'), c('cleanedBy', 'Cleaned By'), c('minutes', 'Minutes', 'number', { total: true }), c('notes', 'Notes')],
  },
  { id: 'portion-history', title: 'Portion History', description: 'Eatery portions prepared.', resource: 'eatery-portions', dateField: 'date', columns: [c('date', 'Date', 'date'), c('eatery', 'Eatery'), c('item', 'Item'), c('portions', 'Portions', 'number', { total: true })] },
  { id: 'return-history', title: 'Return History', description: 'Eatery portions returned.', resource: 'eatery-returns', dateField: 'date', columns: [c('date', 'Date', 'date'), c('eatery', 'Eatery'), c('item', 'Item'), c('portions', 'Portions', 'number', { total: true }), c('reason', 'Reason')] },
  { id: 'daily-check-out', title: 'Daily Check-Out', description: 'Stays that checked out in the period.', resource: 'room-reservations', dateField: 'departureDate', filter: { stage: ['checked-out'] }, columns: stayRows },
  { id: 'breakfast-list', title: 'Breakfast List', description: 'In-house guests with breakfast.', resource: 'room-reservations', filter: { stage: ['checked-in'], breakfast: [true] }, columns: stayRows },
  { id: 'sold-room-list', title: 'Sold Room List', description: 'Occupied rooms and their rates.', resource: 'room-reservations', filter: { stage: ['checked-in'] }, columns: [c('room', 'Room'), c('guest', 'Guest'), c('number', 'Reservation'), c('rate', 'Rate', 'money', { total: true })] },
  { id: 'daily-in-house-guest', title: 'Daily In-House Guests', description: 'Guests staying tonight.', resource: 'room-reservations', filter: { stage: ['checked-in'] }, columns: stayRows },
  { id: 'security-report', title: 'Security Report', description: 'Arrivals in the period, for the security desk.', resource: 'room-reservations', dateField: 'arrivalDate', filter: { stage: ['checked-in', 'checked-out'] }, columns: stayRows },
  { id: 'guest-bills', title: 'Guest Bills', description: 'Charges, credits and balance of every stay\'s folio.', resource: 'room-reservations', compute: 'guest-balances', columns: balanceColumns('Guest'), chart: { type: 'bar', labelKey: 'name', valueKey: 'balance' } },
  { id: 'group-bills', title: 'Group Bills', description: 'Charges, credits and balance of every group\'s master folio.', resource: 'groups', compute: 'group-balances', columns: balanceColumns('Group'), chart: { type: 'bar', labelKey: 'name', valueKey: 'balance' } },
  { id: 'group-debtors', title: 'Group Debtors', description: 'Groups that owe the hotel.', resource: 'groups', compute: 'group-balances', balance: 'debtors', columns: balanceColumns('Group') },
  { id: 'in-house-debtors', title: 'In-House Debtors', description: 'In-house stays that owe the hotel.', resource: 'room-reservations', compute: 'guest-balances', filter: { stage: ['checked-in'] }, balance: 'debtors', columns: balanceColumns('Guest') },
  { id: 'individual-creditors', title: 'Individual Creditors', description: 'Guests the hotel owes (paid more than charged).', resource: 'room-reservations', compute: 'guest-balances', balance: 'creditors', columns: balanceColumns('Guest') },
  { id: 'group-creditors', title: 'Group Creditors', description: 'Groups the hotel owes.', resource: 'groups', compute: 'group-balances', balance: 'creditors', columns: balanceColumns('Group') },
  { id: 'in-house-creditors', title: 'In-House Creditors', description: 'In-house stays in credit.', resource: 'room-reservations', compute: 'guest-balances', filter: { stage: ['checked-in'] }, balance: 'creditors', columns: balanceColumns('Guest') },
  { id: 'room-deposits', title: 'Room Deposits', description: 'Deposits taken on reservations.', resource: 'reservation-deposits', dateField: 'date', columns: [c('receiptNo', 'Receipt'), c('reservation', 'Reservation'), c('method', 'Method'), c('date', 'Date', 'date'), c('amount', 'Amount', 'money', { total: true })] },
];

const byId = new Map(REPORTS.map((report) => [report.id, report]));

/** A report declaration by id, or undefined. */
export function findReport(id: string): ReportDeclaration | undefined {
  return byId.get(id);
}

/** The groupings a report offers: its `groupings`, else its one `groupBy`, else none. */
export function reportGroupings(report: ReportDeclaration): readonly ReportGrouping[] {
  return report.groupings ?? (report.groupBy ? [report.groupBy] : []);
}

/**
 * The grouping a report is computed with: the offered one whose field is `by`, the first (the
 * default) when `by` is not given; undefined for an ungrouped report or a field it does not offer.
 */
export function reportGrouping(report: ReportDeclaration, by?: string | null): ReportGrouping | undefined {
  const offered = reportGroupings(report);
  return by ? offered.find((grouping) => grouping.field === by) : offered[0];
}

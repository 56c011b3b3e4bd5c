import { f, resource } from '../build';
import { ROLE_GROUPS, rolesOf } from '../roles';

export const units = resource({
  name: 'units',
  label: 'Units Of Measurement',
  singular: 'Unit Of Measurement',
  description: 'How a stock item is counted (bottle, kilogram, carton).',
  title: 'name',
  fields: [f.text('name', 'Name', { required: true }), f.text('abbreviation', 'Abbreviation', { required: true, maxLength: 8 })],
});

export const stockCategories = resource({
  name: 'stock-categories',
  label: 'Stock Categories',
  singular: 'Stock Category',
  description: 'A group of stock items (beverages, dry goods, linen).',
  title: 'name',
  fields: [f.text('name', 'Name', { required: true }), f.longtext('description', 'Description')],
});

export const stores = resource({
  name: 'stores',
  label: 'Stores',
  singular: 'Store',
  description: 'A storeroom holding stock.',
  title: 'name',
  fields: [f.text('name', 'Name', { required: true }), f.text('location', 'Location'), f.text('keeper', 'Store Keeper')],
});

export const stocks = resource({
  name: 'stocks',
  label: 'Stocks',
  singular: 'Stock Item',
  description: 'An item kept in a store, with its cost and selling price; its quantity on hand is the sum of its stock movements.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.text('code', 'Code', { required: true, maxLength: 12, format: 'code' }),
    f.ref('category', 'Category', 'stock-categories', 'name', { required: true }),
    f.ref('unit', 'Unit', 'units', 'name', { required: true, hiddenInList: true }),
    f.ref('store', 'Store', 'stores', 'name', { required: true }),
    f.money('costPrice', 'Cost Price', { required: true }),
    f.money('sellingPrice', 'Selling Price', { required: true }),
    // On hand is the sum of the item's stock movements, answered on every read; never stored or sent.
    f.number('quantity', 'Quantity', { min: 0, max: 1_000_000, readOnly: true, help: 'On hand in every store: the sum of the stock movements.' }),
    f.number('reorderLevel', 'Reorder Level', { min: 0, max: 100_000, default: 10, hiddenInList: true }),
    // Never stored: a count writes a 'counted' movement of the difference at the item's store.
    f.number('countedQuantity', 'Counted Quantity', {
      min: 0, max: 1_000_000, hiddenInList: true,
      help: 'What a stock count found at the item\'s store; saving it writes a counted movement of the difference. Left empty, nothing moves.',
    }),
  ],
  list: { columns: ['code', 'name', 'category', 'store', 'quantity', 'costPrice', 'sellingPrice'], searchFields: ['name', 'code'] },
});

export const restaurantItems = resource({
  name: 'restaurant-items',
  label: 'Restaurant Items',
  singular: 'Restaurant Item',
  description: 'A dish or drink on the menu, prepared by a kitchen.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.enum('course', 'Course', ['breakfast', 'starter', 'main', 'dessert', 'drink', 'snack'], { required: true }),
    f.money('price', 'Price', { required: true, min: 0.5 }),
    f.ref('kitchen', 'Kitchen', 'kitchens', 'name', { required: true }),
    f.boolean('available', 'Available', { default: true }),
  ],
});

export const condiments = resource({
  name: 'condiments',
  label: 'Condiments',
  singular: 'Condiment',
  description: 'A kitchen ingredient or condiment kept in stock.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.ref('unit', 'Unit', 'units', 'name', { required: true }),
    f.money('costPrice', 'Cost Price', { required: true }),
    f.number('quantity', 'Quantity', { min: 0, max: 100_000, required: true, default: 0 }),
  ],
});

export const laundryCategories = resource({
  name: 'laundry-categories',
  label: 'Laundry Categories',
  singular: 'Laundry Category',
  description: 'A kind of laundry service (wash and fold, dry cleaning, pressing) with its surcharge.',
  title: 'name',
  fields: [f.text('name', 'Name', { required: true }), f.percent('surcharge', 'Surcharge', { default: 0 }), f.longtext('description', 'Description')],
});

export const laundryItems = resource({
  name: 'laundry-items',
  label: 'Laundry Items',
  singular: 'Laundry Item',
  description: 'A garment with its laundry price.',
  title: 'name',
  fields: [f.text('name', 'Name', { required: true }), f.ref('category', 'Category', 'laundry-categories', 'name', { required: true }), f.money('price', 'Price', { required: true, min: 0.5 })],
});

export const pointsOfSale = resource({
  name: 'points-of-sale',
  label: 'Points Of Sale',
  singular: 'Point Of Sale',
  description: 'A till: the mini mart, a bar, the restaurant, the eatery, the pool bar or a waitress tablet.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.enum('channel', 'Channel', ['mini-mart', 'bar', 'restaurant', 'eatery', 'tablet', 'pool'], { required: true }),
    f.ref('store', 'Store', 'stores', 'name', { required: true }),
    f.ref('revenueCenter', 'Revenue Center', 'revenue-centers', 'name', { required: true }),
  ],
});

const posSellers = rolesOf(ROLE_GROUPS.pos, ROLE_GROUPS.waitressTablet, ROLE_GROUPS.eatery, ['accountant']);

/**
 * A point-of-sale docket. Its lines and tenders are arrays the generic record calls cannot write:
 * dockets are rung, sent, served, settled, voided and cancelled through the docket calls
 * (`posPaths` of ./ledger/pos.ts); the generic list and record reads show the header below.
 */
export const posSales = resource({
  name: 'pos-sales',
  label: 'POS Sales',
  singular: 'Docket',
  description: 'A docket rung at a point of sale: its lines, and once settled the tenders that paid it (cash, card, mobile money, a room charge, the city ledger). Auditors and managers void it.',
  title: 'docketNo',
  fields: [
    f.code('docketNo', 'Docket No.', 'DKT'),
    f.ref('pointOfSale', 'Outlet', 'points-of-sale', 'name', { required: true }),
    f.enum('channel', 'Channel', ['mini-mart', 'bar', 'restaurant', 'eatery', 'tablet', 'pool'], { required: true, default: 'mini-mart' }),
    f.text('table', 'Table', { maxLength: 12 }),
    f.number('quantity', 'Items', { readOnly: true, hiddenInList: true }),
    f.money('amount', 'Total', { readOnly: true }),
    f.text('payment', 'Tenders', { readOnly: true, maxLength: 240 }),
    f.ref('reservation', 'Charged To Stay', 'room-reservations', 'number', { readOnly: true, hiddenInList: true }),
    f.text('waiter', 'Served By', { readOnly: true }),
    f.datetime('date', 'Date', { required: true }),
    f.date('businessDate', 'Business Date', { readOnly: true, hiddenInList: true }),
    // Set by the send call: the docket's lines went to the kitchen (its captain order can be reprinted).
    f.boolean('sentToKitchen', 'Sent To Kitchen', { readOnly: true, hiddenInList: true }),
  ],
  list: { columns: ['docketNo', 'pointOfSale', 'amount', 'payment', 'waiter', 'date', 'stage'], searchFields: ['docketNo', 'waiter', 'table'], defaultSort: { field: 'date', order: 'desc' } },
  ownerField: 'waiter',
  workflow: {
    initial: 'open',
    stages: [
      { id: 'open', label: 'Open' },
      { id: 'sent', label: 'Sent To Kitchen' },
      { id: 'served', label: 'Served' },
      // Reached by the settle call (it takes tenders), not by a transition.
      { id: 'settled', label: 'Settled', system: true },
      { id: 'voided', label: 'Voided' },
      { id: 'cancelled', label: 'Cancelled' },
    ],
    // Settling takes tenders: it is its own call (POST .../settle), not a transition.
    transitions: [
      { action: 'send', label: 'Send To Kitchen', from: ['open'], to: 'sent', roles: posSellers },
      { action: 'serve', label: 'Mark Served', from: ['sent'], to: 'served', roles: posSellers },
      { action: 'void', label: 'Void Docket', from: ['settled'], to: 'voided', roles: rolesOf(ROLE_GROUPS.auditor, ['manager']), noteRequired: true },
      { action: 'cancel', label: 'Cancel Docket', from: ['open', 'sent', 'served'], to: 'cancelled', roles: rolesOf(ROLE_GROUPS.auditor, ['manager']), noteRequired: true },
    ],
  },
});

export const posOrders = resource({
  name: 'pos-orders',
  label: 'POS Orders',
  singular: 'POS Order',
  description: 'A table order taken by a waitress: open while the table is served, closed when it is settled.',
  title: 'orderNo',
  fields: [
    f.code('orderNo', 'Order No.', 'ORD'),
    f.ref('pointOfSale', 'Point Of Sale', 'points-of-sale', 'name', { required: true }),
    f.text('table', 'Table', { required: true, maxLength: 12 }),
    f.ref('item', 'Item', 'restaurant-items', 'name', { required: true }),
    f.number('quantity', 'Quantity', { min: 1, max: 100, required: true, default: 1 }),
    f.money('unitPrice', 'Unit Price', { required: true, hiddenInList: true }),
    f.money('amount', 'Amount', { readOnly: true, product: ['quantity', 'unitPrice'] }),
    f.text('waiter', 'Waitress', { readOnly: true }),
    f.datetime('date', 'Opened', { required: true }),
  ],
  list: { columns: ['orderNo', 'table', 'item', 'quantity', 'amount', 'waiter', 'stage'], searchFields: ['orderNo', 'table', 'waiter'], defaultSort: { field: 'date', order: 'desc' } },
  ownerField: 'waiter',
  workflow: {
    initial: 'open',
    stages: [
      { id: 'open', label: 'Open' },
      { id: 'closed', label: 'Closed' },
      { id: 'cancelled', label: 'Cancelled' },
    ],
    transitions: [
      // Managers too: the night audit (theirs as well as the auditor's) cannot close the day with a table open.
      { action: 'close', label: 'Close Table', from: ['open'], to: 'closed', roles: rolesOf(posSellers, ROLE_GROUPS.auditor, ['manager']) },
      { action: 'cancel', label: 'Cancel Order', from: ['open'], to: 'cancelled', roles: rolesOf(ROLE_GROUPS.auditor, ['manager']), noteRequired: true },
    ],
  },
});

const kitchenRoles = rolesOf(ROLE_GROUPS.kitchen, ROLE_GROUPS.pos, ROLE_GROUPS.waitressTablet);

export const kitchenOrders = resource({
  name: 'kitchen-orders',
  label: 'Kitchen Orders',
  singular: 'Kitchen Order',
  description: 'A dish in a kitchen queue: queued, preparing, ready, served.',
  title: 'ticketNo',
  fields: [
    f.code('ticketNo', 'Ticket No.', 'KOT'),
    f.ref('kitchen', 'Kitchen', 'kitchens', 'name', { required: true }),
    f.ref('item', 'Item', 'restaurant-items', 'name', { required: true }),
    f.number('quantity', 'Quantity', { min: 1, max: 100, required: true, default: 1 }),
    f.text('table', 'Table', { required: true, maxLength: 12 }),
    f.text('instructions', 'Instructions', { maxLength: 240 }),
    f.datetime('orderedAt', 'Ordered At', { required: true }),
  ],
  list: { columns: ['ticketNo', 'item', 'quantity', 'table', 'kitchen', 'orderedAt', 'stage'], searchFields: ['ticketNo', 'table'], defaultSort: { field: 'orderedAt', order: 'asc' } },
  workflow: {
    initial: 'queued',
    stages: [
      { id: 'queued', label: 'Queued' },
      { id: 'preparing', label: 'Preparing' },
      { id: 'ready', label: 'Ready' },
      { id: 'served', label: 'Served' },
    ],
    transitions: [
      { action: 'start', label: 'Start Preparing', from: ['queued'], to: 'preparing', roles: kitchenRoles },
      { action: 'ready', label: 'Mark Ready', from: ['preparing'], to: 'ready', roles: kitchenRoles },
      { action: 'serve', label: 'Mark Served', from: ['ready'], to: 'served', roles: kitchenRoles },
    ],
  },
});

/** What moved a stock: the kinds of the stock ledger (`stock/moves.ts` of the mock API). */
export const STOCK_MOVEMENT_KINDS = ['received', 'issued', 'sold', 'returned', 'damaged', 'counted', 'reversal'] as const;

/**
 * The stock ledger, read-only for people: movements are written by the operations that move stock
 * (receipts of supplied procurements, store issues, settled dockets and their voids, damages,
 * counts), never created, changed or deleted through the API. Quantity is signed: + in, − out.
 */
export const stockMovements = resource({
  name: 'stock-movements',
  label: 'Stock Movements',
  singular: 'Stock Movement',
  description: 'One change of stock on hand at a store: received, issued, sold, returned, damaged, counted or a reversal. Written by the operations, never edited.',
  title: 'number',
  fields: [
    f.text('number', 'Movement No.', { readOnly: true, format: 'code', maxLength: 20 }),
    f.date('date', 'Business Date', { readOnly: true }),
    f.ref('stock', 'Item', 'stocks', 'name', { readOnly: true }),
    f.ref('store', 'Store', 'stores', 'name', { readOnly: true }),
    f.enum('kind', 'Kind', [...STOCK_MOVEMENT_KINDS], { readOnly: true }),
    f.number('quantity', 'Quantity', { min: -1_000_000, max: 1_000_000, readOnly: true, help: '+ in, − out' }),
    f.money('unitCost', 'Unit Cost', { readOnly: true, hiddenInList: true }),
    f.money('value', 'Value', { min: -1_000_000_000, max: 1_000_000_000, readOnly: true }),
    f.text('reference', 'Source', { readOnly: true, maxLength: 240 }),
    f.text('sourceResource', 'Source Type', { readOnly: true, hiddenInList: true }),
    f.text('sourceId', 'Source Id', { readOnly: true, hiddenInList: true }),
    f.text('note', 'Reason', { readOnly: true, hiddenInList: true, maxLength: 240 }),
    f.ref('reverses', 'Reverses', 'stock-movements', 'number', { readOnly: true, hiddenInList: true }),
    f.text('by', 'By', { readOnly: true, hiddenInList: true }),
    f.text('byId', 'By (Id)', { readOnly: true, hiddenInList: true }),
    f.datetime('at', 'Written At', { readOnly: true, hiddenInList: true }),
  ],
  list: { columns: ['date', 'number', 'reference', 'stock', 'store', 'kind', 'quantity', 'value'], searchFields: ['number', 'reference'], defaultSort: { field: 'number', order: 'desc' } },
});

export const damages = resource({
  name: 'damages',
  label: 'Bad And Damaged Stock',
  singular: 'Damage Report',
  description: 'Stock written off as bad or damaged, with the reason: it leaves its store as a damaged stock movement.',
  title: 'reason',
  fields: [
    f.ref('stock', 'Item', 'stocks', 'name', { required: true }),
    f.number('quantity', 'Quantity', { min: 1, max: 10_000, required: true }),
    f.enum('condition', 'Condition', ['expired', 'broken', 'spoiled', 'missing'], { required: true }),
    f.text('reason', 'Reason', { required: true }),
    f.text('reportedBy', 'Reported By', { readOnly: true }),
    f.date('date', 'Date', { required: true }),
    // The store the written-off quantity leaves (a 'damaged' stock movement).
    f.ref('store', 'Store', 'stores', 'name', { required: true }),
  ],
  list: { defaultSort: { field: 'date', order: 'desc' } },
});

export const eateryPortions = resource({
  name: 'eatery-portions',
  label: 'Eatery Portions',
  singular: 'Eatery Portion',
  description: 'Portions of a dish prepared at an eatery for a day.',
  title: 'item',
  fields: [
    f.ref('eatery', 'Eatery', 'eateries', 'name', { required: true }),
    f.ref('item', 'Item', 'restaurant-items', 'name', { required: true }),
    f.number('portions', 'Portions', { min: 1, max: 1000, required: true }),
    f.date('date', 'Date', { required: true }),
  ],
  list: { defaultSort: { field: 'date', order: 'desc' } },
});

export const eateryReturns = resource({
  name: 'eatery-returns',
  label: 'Eatery Returns',
  singular: 'Eatery Return',
  description: 'Unsold portions returned by an eatery at the end of the day.',
  title: 'item',
  fields: [
    f.ref('eatery', 'Eatery', 'eateries', 'name', { required: true }),
    f.ref('item', 'Item', 'restaurant-items', 'name', { required: true }),
    f.number('portions', 'Portions', { min: 1, max: 1000, required: true }),
    f.text('reason', 'Reason', { required: true }),
    f.date('date', 'Date', { required: true }),
  ],
  list: { defaultSort: { field: 'date', order: 'desc' } },
});

export const cleaningLogs = resource({
  name: 'cleaning-logs',
  label: 'Cleaning History',
  singular: 'Cleaning Record',
  description: 'A room cleaned by housekeeping; marking a room clean adds one.',
  title: 'room',
  fields: [
    f.ref('room', 'Room', 'rooms', 'number', { required: true }),
    f.text('cleanedBy', 'Cleaned By', { required: true }),
    f.datetime('date', 'Date', { required: true }),
    f.number('minutes', 'Minutes', { min: 1, max: 600 }),
    f.text('notes', 'Notes', { maxLength: 240 }),
  ],
  list: { defaultSort: { field: 'date', order: 'desc' } },
});

export const storeResources = [
  units, stockCategories, stores, stocks, restaurantItems, condiments, laundryCategories, laundryItems, pointsOfSale,
  posSales, posOrders, kitchenOrders, stockMovements, damages, eateryPortions, eateryReturns, cleaningLogs,
];

import { f, resource } from '../build';
import { ROLE_GROUPS, rolesOf } from '../roles';

/** How money is taken. A balance owed on account moves to the city ledger by a folio transfer, not as a payment. */
const paymentMethods = ['cash', 'card', 'bank-transfer', 'mobile-money'];
const fo = rolesOf(ROLE_GROUPS.frontOffice);

export const guests = resource({
  name: 'guests',
  label: 'Guests',
  singular: 'Guest',
  description: 'A person who stays or books; charges, payments and bills hang on a guest.',
  title: 'name',
  fields: [
    f.text('name', 'Full Name', { required: true }),
    f.email('email', 'Email'),
    f.phone('phone', 'Phone', { required: true }),
    f.text('nationality', 'Nationality'),
    f.enum('idType', 'ID Type', ['passport', 'national-id', 'driver-licence'], { hiddenInList: true }),
    f.text('idNumber', 'ID Number', { hiddenInList: true, maxLength: 40 }),
    f.enum('guestType', 'Guest Type', ['individual', 'corporate', 'vip', 'staff'], { required: true, default: 'individual' }),
    f.text('company', 'Company'),
    f.money('creditLimit', 'Credit Limit', { default: 0, hiddenInList: true }),
    f.text('address', 'Address', { maxLength: 240, hiddenInList: true }),
  ],
  list: { columns: ['name', 'phone', 'email', 'nationality', 'guestType', 'company'], searchFields: ['name', 'email', 'phone', 'company'] },
});

export const groups = resource({
  name: 'groups',
  dateOrder: [['arrivalDate', 'departureDate']],
  label: 'Groups',
  singular: 'Group',
  description: 'A party booked together (tour, wedding, conference) and billed to one account.',
  title: 'name',
  fields: [
    f.text('name', 'Group Name', { required: true }),
    f.text('contactPerson', 'Contact Person', { required: true }),
    f.phone('phone', 'Phone', { required: true }),
    f.email('email', 'Email'),
    f.text('company', 'Company'),
    f.date('arrivalDate', 'Arrival', { required: true }),
    f.date('departureDate', 'Departure', { required: true }),
    f.money('creditLimit', 'Credit Limit', { default: 0, hiddenInList: true }),
  ],
});

export const roomReservations = resource({
  name: 'room-reservations',
  dateOrder: [['arrivalDate', 'departureDate']],
  label: 'Room Reservations',
  singular: 'Room Reservation',
  description: 'A booked stay: reserved, then checked in on its arrival date (room occupied), then checked out at a zero balance; or cancelled, or a no-show.',
  title: 'number',
  fields: [
    f.code('number', 'Reservation No.', 'RES'),
    f.ref('guest', 'Guest', 'guests', 'name', { required: true }),
    f.ref('room', 'Room', 'rooms', 'number', { required: true }),
    f.ref('group', 'Group', 'groups', 'name', { hiddenInList: true }),
    f.date('arrivalDate', 'Arrival', { required: true }),
    f.date('departureDate', 'Departure', { required: true }),
    f.number('adults', 'Adults', { min: 1, max: 12, required: true, default: 1, hiddenInList: true }),
    f.number('children', 'Children', { min: 0, max: 12, default: 0, hiddenInList: true }),
    f.money('rate', 'Nightly Rate', { required: true, min: 1 }),
    f.boolean('breakfast', 'Breakfast Included', { default: true, hiddenInList: true }),
    f.longtext('notes', 'Notes'),
  ],
  list: { columns: ['number', 'guest', 'room', 'stage', 'arrivalDate', 'departureDate', 'rate'], searchFields: ['number', 'notes'], defaultSort: { field: 'arrivalDate', order: 'desc' } },
  workflow: {
    initial: 'reserved',
    stages: [
      { id: 'reserved', label: 'Reserved' },
      { id: 'checked-in', label: 'Checked In' },
      { id: 'checked-out', label: 'Checked Out' },
      { id: 'cancelled', label: 'Cancelled' },
      { id: 'no-show', label: 'No Show' },
    ],
    transitions: [
      { action: 'check-in', label: 'Check In', from: ['reserved'], to: 'checked-in', roles: fo },
      // The night auditor checks out late departures that block the close (the night audit's checklist).
      { action: 'check-out', label: 'Check Out', from: ['checked-in'], to: 'checked-out', roles: rolesOf(fo, ROLE_GROUPS.auditor) },
      { action: 'cancel', label: 'Cancel Reservation', from: ['reserved'], to: 'cancelled', roles: fo, noteRequired: true },
      { action: 'no-show', label: 'Mark No-Show', from: ['reserved'], to: 'no-show', roles: rolesOf(fo, ROLE_GROUPS.auditor) },
    ],
  },
});

export const facilityReservations = resource({
  name: 'facility-reservations',
  label: 'Facility Reservations',
  singular: 'Facility Reservation',
  description: 'A facility booked for a date and time range.',
  title: 'number',
  fields: [
    f.code('number', 'Booking No.', 'FAC'),
    f.ref('facility', 'Facility', 'facilities', 'name', { required: true }),
    f.ref('guest', 'Guest', 'guests', 'name', { required: true }),
    f.date('date', 'Date', { required: true }),
    f.number('days', 'Days', { min: 1, max: 30, required: true, default: 1 }),
    f.text('purpose', 'Purpose', { required: true }),
    f.number('attendees', 'Attendees', { min: 1, max: 5000 }),
    f.money('amount', 'Amount', { required: true }),
  ],
  list: { columns: ['number', 'facility', 'guest', 'stage', 'date', 'days', 'amount'], searchFields: ['number', 'purpose'], defaultSort: { field: 'date', order: 'desc' } },
  workflow: {
    initial: 'reserved',
    stages: [
      { id: 'reserved', label: 'Reserved' },
      { id: 'completed', label: 'Completed' },
      { id: 'cancelled', label: 'Cancelled' },
    ],
    transitions: [
      { action: 'complete', label: 'Mark Completed', from: ['reserved'], to: 'completed', roles: fo },
      { action: 'cancel', label: 'Cancel Booking', from: ['reserved'], to: 'cancelled', roles: fo, noteRequired: true },
    ],
  },
});

const money = (label: string) => f.money('amount', label, { required: true, min: 0.01 });

export const reservationDeposits = resource({
  name: 'reservation-deposits',
  label: 'Reservation Deposits',
  singular: 'Reservation Deposit',
  description: 'Money taken ahead of a room stay; it counts as a payment on the guest bill.',
  title: 'receiptNo',
  fields: [
    f.code('receiptNo', 'Receipt No.', 'DEP'),
    f.ref('reservation', 'Reservation', 'room-reservations', 'number', { required: true }),
    money('Amount'),
    f.enum('method', 'Method', paymentMethods, { required: true, default: 'cash' }),
    f.date('date', 'Date', { required: true }),
    f.text('reference', 'Reference', { maxLength: 60 }),
  ],
  list: { defaultSort: { field: 'date', order: 'desc' } },
});

export const facilityDeposits = resource({
  name: 'facility-deposits',
  label: 'Facility Reservation Deposits',
  singular: 'Facility Deposit',
  description: 'Money taken ahead of a facility booking.',
  title: 'receiptNo',
  fields: [
    f.code('receiptNo', 'Receipt No.', 'FDP'),
    f.ref('reservation', 'Facility Booking', 'facility-reservations', 'number', { required: true }),
    money('Amount'),
    f.enum('method', 'Method', paymentMethods, { required: true, default: 'cash' }),
    f.date('date', 'Date', { required: true }),
  ],
  list: { defaultSort: { field: 'date', order: 'desc' } },
});

export const payments = resource({
  name: 'payments',
  label: 'Payments',
  singular: 'Payment',
  description: 'Money received: from a guest on a stay, from a group, a recovery of a city-ledger debt, or another receipt. It posts to the folio and the books; voiding reverses both and keeps the record.',
  title: 'receiptNo',
  fields: [
    f.code('receiptNo', 'Receipt No.', 'RCP'),
    f.enum('kind', 'Kind', ['guest', 'group', 'other', 'recovery'], { required: true, default: 'guest' }),
    f.ref('guest', 'Guest', 'guests', 'name'),
    f.ref('reservation', 'Reservation', 'room-reservations', 'number', { hiddenInList: true }),
    f.ref('group', 'Group', 'groups', 'name', { hiddenInList: true }),
    f.ref('cityAccount', 'City Ledger Account', 'city-ledger-accounts', 'name', { hiddenInList: true, help: 'For a debt recovery: the account that pays.' }),
    f.text('payer', 'Received From', { help: 'For other payments without a guest.' }),
    money('Amount'),
    f.enum('method', 'Method', paymentMethods, { required: true, default: 'cash' }),
    f.datetime('date', 'Date', { required: true }),
    f.text('note', 'Note', { maxLength: 240, hiddenInList: true }),
  ],
  list: { columns: ['receiptNo', 'kind', 'guest', 'amount', 'method', 'date', 'stage'], searchFields: ['receiptNo', 'payer', 'note'], defaultSort: { field: 'date', order: 'desc' } },
  workflow: {
    initial: 'posted',
    stages: [
      { id: 'posted', label: 'Posted' },
      { id: 'voided', label: 'Voided' },
    ],
    transitions: [{ action: 'void', label: 'Void Receipt', from: ['posted'], to: 'voided', roles: rolesOf(ROLE_GROUPS.auditor), noteRequired: true }],
  },
});

const chargeCategories = ['room', 'restaurant', 'bar', 'minibar', 'laundry', 'telephone', 'gym', 'pool', 'facility', 'other'];

/** A posted charge stays; the auditor reverses it with a reason (Delete Posting), which posts the mirror image. */
const postedCharge = {
  initial: 'posted',
  stages: [
    { id: 'posted', label: 'Posted' },
    { id: 'reversed', label: 'Reversed' },
  ],
  transitions: [{ action: 'reverse', label: 'Reverse Posting', from: ['posted'], to: 'reversed', roles: rolesOf(ROLE_GROUPS.auditor), noteRequired: true }],
};

export const roomCharges = resource({
  name: 'room-charges',
  label: 'Room Charges',
  singular: 'Room Charge',
  description: 'A charge posted to an in-house stay on the business date; it is a line of the stay\'s folio and of the books.',
  title: 'description',
  fields: [
    f.ref('reservation', 'Reservation', 'room-reservations', 'number', { required: true }),
    f.enum('category', 'Category', chargeCategories, { required: true, default: 'minibar' }),
    f.text('description', 'Description', { required: true }),
    money('Amount'),
    f.date('date', 'Date', { required: true, help: 'The business date; a day closed by the night audit takes no postings.' }),
  ],
  list: { columns: ['reservation', 'category', 'description', 'amount', 'date', 'stage'], searchFields: ['description'], defaultSort: { field: 'date', order: 'desc' } },
  workflow: postedCharge,
});

export const groupCharges = resource({
  name: 'group-charges',
  label: 'Group Charges',
  singular: 'Group Charge',
  description: 'A charge posted to a group\'s master folio on the business date.',
  title: 'description',
  fields: [
    f.ref('group', 'Group', 'groups', 'name', { required: true }),
    f.enum('category', 'Category', chargeCategories, { required: true, default: 'room' }),
    f.text('description', 'Description', { required: true }),
    money('Amount'),
    f.date('date', 'Date', { required: true }),
  ],
  list: { defaultSort: { field: 'date', order: 'desc' } },
  workflow: postedCharge,
});

export const depositTransfers = resource({
  name: 'deposit-transfers',
  label: 'Deposit Transfers',
  singular: 'Deposit Transfer',
  description: 'Moves deposit money from one room reservation to another.',
  title: 'reason',
  fields: [
    f.ref('fromReservation', 'From Reservation', 'room-reservations', 'number', { required: true }),
    f.ref('toReservation', 'To Reservation', 'room-reservations', 'number', { required: true }),
    money('Amount'),
    f.date('date', 'Date', { required: true }),
    f.text('reason', 'Reason', { required: true }),
  ],
  list: { defaultSort: { field: 'date', order: 'desc' } },
});

export const facilityTransfers = resource({
  name: 'facility-transfers',
  label: 'Facility Transfers',
  singular: 'Facility Transfer',
  description: 'Moves a facility booking or its deposit to another facility booking.',
  title: 'reason',
  fields: [
    f.ref('fromReservation', 'From Booking', 'facility-reservations', 'number', { required: true }),
    f.ref('toReservation', 'To Booking', 'facility-reservations', 'number', { required: true }),
    money('Amount'),
    f.date('date', 'Date', { required: true }),
    f.text('reason', 'Reason', { required: true }),
  ],
  list: { defaultSort: { field: 'date', order: 'desc' } },
});

export const roomChanges = resource({
  name: 'room-changes',
  label: 'Room Changes',
  singular: 'Room Change',
  description: 'Moves an in-house stay to another room; the reservation then points at the new room.',
  title: 'reason',
  fields: [
    f.ref('reservation', 'Reservation', 'room-reservations', 'number', { required: true }),
    f.ref('fromRoom', 'From Room', 'rooms', 'number', { readOnly: true }),
    f.ref('toRoom', 'To Room', 'rooms', 'number', { required: true }),
    f.date('date', 'Date', { required: true }),
    f.text('reason', 'Reason', { required: true }),
  ],
  list: { defaultSort: { field: 'date', order: 'desc' } },
});

export const guestMessages = resource({
  name: 'guest-messages',
  label: 'Guest Messages',
  singular: 'Guest Message',
  description: 'An email or SMS sent to a guest.',
  title: 'subject',
  fields: [
    f.enum('channel', 'Channel', ['email', 'sms'], { required: true, default: 'email' }),
    f.ref('guest', 'Guest', 'guests', 'name', { required: true }),
    f.text('subject', 'Subject', { required: true }),
    f.longtext('body', 'Message', { required: true, maxLength: 1600 }),
    f.datetime('sentAt', 'Sent At', { readOnly: true }),
  ],
  list: { columns: ['subject', 'channel', 'guest', 'sentAt'], defaultSort: { field: 'sentAt', order: 'desc' } },
});

const laundryRoles = rolesOf(['laundry'], ROLE_GROUPS.frontOffice);

export const laundryOrders = resource({
  name: 'laundry-orders',
  label: 'Laundry Orders',
  singular: 'Laundry Order',
  description: 'Guest laundry: taken in (new; charged to the stay\'s folio when it names one), sent to the laundry (pending), done (processed), returned to the guest (collected; paid then when it names no stay).',
  title: 'number',
  fields: [
    f.code('number', 'Order No.', 'LDY'),
    f.ref('guest', 'Guest', 'guests', 'name', { required: true }),
    f.ref('reservation', 'Reservation', 'room-reservations', 'number', { hiddenInList: true }),
    f.ref('item', 'Item', 'laundry-items', 'name', { required: true }),
    f.number('quantity', 'Quantity', { min: 1, max: 100, required: true, default: 1 }),
    f.money('unitPrice', 'Unit Price', { required: true, hiddenInList: true }),
    f.money('amount', 'Amount', { readOnly: true, product: ['quantity', 'unitPrice'] }),
    f.date('dueDate', 'Due', { required: true }),
    f.longtext('notes', 'Notes'),
  ],
  list: { columns: ['number', 'guest', 'item', 'quantity', 'amount', 'dueDate', 'stage'], searchFields: ['number', 'notes'], defaultSort: { field: 'dueDate', order: 'asc' } },
  workflow: {
    initial: 'new',
    stages: [
      { id: 'new', label: 'New' },
      { id: 'pending', label: 'Pending' },
      { id: 'processed', label: 'Processed' },
      { id: 'collected', label: 'Collected' },
      { id: 'reversed', label: 'Reversed' },
    ],
    transitions: [
      { action: 'submit', label: 'Send To Laundry', from: ['new'], to: 'pending', roles: laundryRoles },
      { action: 'process', label: 'Mark Processed', from: ['pending'], to: 'processed', roles: laundryRoles },
      { action: 'collect', label: 'Mark Collected', from: ['processed'], to: 'collected', roles: laundryRoles },
      {
        action: 'reverse', label: 'Reverse Posting', from: ['new', 'pending', 'processed', 'collected'], to: 'reversed',
        roles: rolesOf(ROLE_GROUPS.auditor), noteRequired: true,
      },
    ],
  },
});

export const poolRates = resource({
  name: 'pool-rates',
  label: 'Pool Prices',
  singular: 'Pool Price',
  description: 'The price of a swimming-pool ticket of one kind.',
  title: 'name',
  fields: [f.text('name', 'Ticket Kind', { required: true }), f.money('price', 'Price', { required: true })],
});

export const poolTickets = resource({
  name: 'pool-tickets',
  label: 'Pool Tickets',
  singular: 'Pool Ticket',
  description: 'A swimming-pool ticket sold at the gate.',
  title: 'number',
  fields: [
    f.code('number', 'Ticket No.', 'PTK'),
    f.ref('rate', 'Ticket Kind', 'pool-rates', 'name', { required: true }),
    f.text('visitorName', 'Visitor', { required: true }),
    f.number('quantity', 'Persons', { min: 1, max: 50, required: true, default: 1 }),
    f.money('unitPrice', 'Unit Price', { required: true, hiddenInList: true }),
    f.money('amount', 'Amount', { readOnly: true, product: ['quantity', 'unitPrice'] }),
    f.datetime('date', 'Date', { required: true }),
  ],
  list: { defaultSort: { field: 'date', order: 'desc' } },
});

export const cityLedgerAccounts = resource({
  name: 'city-ledger-accounts',
  label: 'City Ledger Accounts',
  singular: 'City Ledger Account',
  description: 'A debtor billed on credit (a company, a travel agent, a guest allowed to settle later); its folio holds the balances transferred to it.',
  title: 'name',
  fields: [
    f.code('code', 'Account No.', 'CLA'),
    f.text('name', 'Name', { required: true }),
    f.enum('kind', 'Kind', ['company', 'travel-agent', 'individual'], { required: true, default: 'company' }),
    f.text('contactPerson', 'Contact Person'),
    f.phone('phone', 'Phone', { required: true }),
    f.email('email', 'Email'),
    f.money('creditLimit', 'Credit Limit', { default: 0 }),
    f.text('address', 'Address', { maxLength: 240, hiddenInList: true }),
  ],
  list: { columns: ['code', 'name', 'kind', 'contactPerson', 'phone', 'creditLimit'], searchFields: ['code', 'name', 'contactPerson', 'email'] },
});

export const frontOfficeResources = [
  guests, groups, cityLedgerAccounts, roomReservations, facilityReservations, reservationDeposits, facilityDeposits, payments, roomCharges,
  groupCharges, depositTransfers, facilityTransfers, roomChanges, guestMessages, laundryOrders, poolRates, poolTickets,
];

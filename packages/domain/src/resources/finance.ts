import { f, resource } from '../build';
import { ROLE_GROUPS, rolesOf } from '../roles';

const approvers = rolesOf(ROLE_GROUPS.approvalAndPayment);
const payers = rolesOf(ROLE_GROUPS.approvalAndPayment, ['cashier']);

export const procurements = resource({
  name: 'procurements',
  label: 'Procurements',
  singular: 'Procurement',
  description: 'A purchase: drafted, approved by management, audited, supplied, paid and finally retired (receipts reconciled).',
  title: 'number',
  ownerField: 'requestedBy',
  fields: [
    f.code('number', 'Procurement No.', 'PRC'),
    f.ref('supplier', 'Supplier', 'suppliers', 'name', { required: true }),
    f.text('item', 'Item', { required: true }),
    f.number('quantity', 'Quantity', { min: 1, max: 100_000, required: true }),
    f.money('unitCost', 'Unit Cost', { required: true, min: 0.01 }),
    f.money('total', 'Total', { readOnly: true, product: ['quantity', 'unitCost'] }),
    f.date('neededBy', 'Needed By', { required: true }),
    f.text('requestedBy', 'Requested By', { readOnly: true }),
    f.longtext('justification', 'Justification'),
    // Named, the stock item is received into the store (its own store by default) when the procurement is supplied.
    f.ref('stock', 'Stock Item', 'stocks', 'name', { hiddenInList: true, help: 'Marking it supplied receives the quantity at the unit cost into the store.' }),
    f.ref('store', 'Receiving Store', 'stores', 'name', { hiddenInList: true, help: 'Default: the stock item\'s store.' }),
  ],
  list: { columns: ['number', 'supplier', 'item', 'quantity', 'total', 'neededBy', 'stage'], searchFields: ['number', 'item', 'requestedBy'], defaultSort: { field: 'neededBy', order: 'desc' } },
  workflow: {
    initial: 'new',
    stages: [
      { id: 'new', label: 'New' },
      { id: 'not-approved', label: 'Not Approved' },
      { id: 'not-audited', label: 'Not Audited' },
      { id: 'approved', label: 'Approved' },
      { id: 'supplied', label: 'Supplied' },
      { id: 'not-paid', label: 'Not Paid' },
      { id: 'paid', label: 'Paid' },
      { id: 'retirements', label: 'Retired' },
      { id: 'rejected', label: 'Rejected' },
    ],
    transitions: [
      // A draft is its requester's; the purchasing desk and the approvers take up other staff's (a receptionist may not submit).
      { action: 'submit', label: 'Submit For Approval', from: ['new'], to: 'not-approved', roles: rolesOf(ROLE_GROUPS.procurements), owner: { onBehalf: ['purchaser', ...ROLE_GROUPS.approvalAndPayment] } },
      { action: 'approve', label: 'Approve', from: ['not-approved'], to: 'not-audited', roles: approvers },
      { action: 'audit', label: 'Audit', from: ['not-audited'], to: 'approved', roles: rolesOf(['auditor']) },
      { action: 'reject', label: 'Reject', from: ['not-approved', 'not-audited'], to: 'rejected', roles: approvers, noteRequired: true },
      { action: 'supply', label: 'Mark Supplied', from: ['approved'], to: 'supplied', roles: rolesOf(['purchaser', 'store-keeper']) },
      { action: 'process', label: 'Post Supplier Invoice', from: ['supplied'], to: 'not-paid', roles: approvers },
      { action: 'pay', label: 'Pay', from: ['not-paid'], to: 'paid', roles: approvers },
      { action: 'retire', label: 'Retire', from: ['paid'], to: 'retirements', roles: rolesOf(['purchaser'], approvers) },
    ],
  },
});

export const expenseTypes = resource({
  name: 'expense-types',
  label: 'Expense Types',
  singular: 'Expense Type',
  description: 'A kind of expense and the ledger account it posts to.',
  title: 'name',
  fields: [f.text('name', 'Name', { required: true }), f.ref('account', 'Account', 'accounts', 'name', { required: true })],
});

export const expenses = resource({
  name: 'expenses',
  label: 'Expenses',
  singular: 'Expense',
  description: 'A running cost (fuel, repairs, utilities): drafted, approved, posted for payment and paid.',
  title: 'number',
  ownerField: 'requestedBy',
  fields: [
    f.code('number', 'Expense No.', 'EXP'),
    f.ref('expenseType', 'Expense Type', 'expense-types', 'name', { required: true }),
    f.ref('department', 'Department', 'departments', 'name', { required: true }),
    f.text('description', 'Description', { required: true }),
    f.text('payee', 'Payee', { required: true }),
    f.money('amount', 'Amount', { required: true, min: 0.01 }),
    f.date('date', 'Date', { required: true }),
    f.text('requestedBy', 'Requested By', { readOnly: true }),
  ],
  list: { columns: ['number', 'description', 'expenseType', 'payee', 'amount', 'date', 'stage'], searchFields: ['number', 'description', 'payee'], defaultSort: { field: 'date', order: 'desc' } },
  workflow: {
    initial: 'new',
    stages: [
      { id: 'new', label: 'New' },
      { id: 'not-approved', label: 'Not Approved' },
      { id: 'approved', label: 'Approved' },
      { id: 'not-paid', label: 'Not Paid' },
      { id: 'paid', label: 'Paid' },
      { id: 'rejected', label: 'Rejected' },
    ],
    transitions: [
      // A draft is its spender's; the approvers may submit it for them.
      { action: 'submit', label: 'Submit For Approval', from: ['new'], to: 'not-approved', roles: rolesOf(ROLE_GROUPS.procurements), owner: { onBehalf: ROLE_GROUPS.approvalAndPayment } },
      { action: 'approve', label: 'Approve', from: ['not-approved'], to: 'approved', roles: approvers },
      { action: 'reject', label: 'Reject', from: ['not-approved'], to: 'rejected', roles: approvers, noteRequired: true },
      { action: 'process', label: 'Post For Payment', from: ['approved'], to: 'not-paid', roles: approvers },
      { action: 'pay', label: 'Pay', from: ['not-paid'], to: 'paid', roles: payers },
    ],
  },
});

export const storeRequests = resource({
  name: 'store-requests',
  label: 'Store Requests',
  singular: 'Store Request',
  description: 'A department asks the store for items: drafted, approved by the store keeper or management, then issued (or marked not issued when out of stock).',
  title: 'number',
  ownerField: 'requestedBy',
  fields: [
    f.code('number', 'Request No.', 'SRQ'),
    f.ref('store', 'Store', 'stores', 'name', { required: true }),
    f.ref('department', 'Department', 'departments', 'name', { required: true }),
    f.ref('stock', 'Item', 'stocks', 'name', { required: true }),
    f.number('quantity', 'Quantity', { min: 1, max: 10_000, required: true }),
    f.date('neededBy', 'Needed By', { required: true }),
    f.text('purpose', 'Purpose', { required: true, maxLength: 240 }),
    f.text('requestedBy', 'Requested By', { readOnly: true }),
  ],
  list: { columns: ['number', 'stock', 'quantity', 'department', 'requestedBy', 'neededBy', 'stage'], searchFields: ['number', 'purpose', 'requestedBy'], defaultSort: { field: 'neededBy', order: 'desc' } },
  workflow: {
    initial: 'new',
    stages: [
      { id: 'new', label: 'New' },
      { id: 'not-approved', label: 'Not Approved' },
      { id: 'approved', label: 'Approved' },
      { id: 'not-issued', label: 'Not Issued' },
      { id: 'issued', label: 'Issued' },
      { id: 'rejected', label: 'Rejected' },
    ],
    transitions: [
      // A draft is its requester's (a waitress submits her own); the store keeper and management take up others'.
      { action: 'submit', label: 'Submit Request', from: ['new'], to: 'not-approved', roles: rolesOf(ROLE_GROUPS.storeRequest), owner: { onBehalf: ROLE_GROUPS.storeRequestApproval } },
      { action: 'approve', label: 'Approve', from: ['not-approved'], to: 'approved', roles: rolesOf(ROLE_GROUPS.storeRequestApproval) },
      { action: 'reject', label: 'Reject', from: ['not-approved'], to: 'rejected', roles: rolesOf(ROLE_GROUPS.storeRequestApproval), noteRequired: true },
      { action: 'hold', label: 'Mark Not Issued', from: ['approved'], to: 'not-issued', roles: rolesOf(ROLE_GROUPS.storeRequestApproval), noteRequired: true },
      { action: 'issue', label: 'Issue', from: ['approved', 'not-issued'], to: 'issued', roles: rolesOf(ROLE_GROUPS.storeRequestApproval) },
    ],
  },
});

export const refunds = resource({
  name: 'refunds',
  label: 'Refunds',
  singular: 'Refund',
  description: 'Money owed back to a guest or group: approved, then either paid out (a debit on the stay\'s or group\'s folio) or turned into a credit note that is issued.',
  title: 'number',
  ownerField: 'requestedBy',
  fields: [
    f.code('number', 'Refund No.', 'RFD'),
    f.enum('kind', 'Kind', ['guest', 'group', 'room-reservation', 'facility-reservation'], { required: true, default: 'guest' }),
    f.ref('guest', 'Guest', 'guests', 'name'),
    f.ref('reservation', 'Reservation', 'room-reservations', 'number', { hiddenInList: true, help: 'The stay whose folio pays it back (guest and room reservation refunds).' }),
    f.ref('group', 'Group', 'groups', 'name', { hiddenInList: true }),
    f.money('amount', 'Amount', { required: true, min: 0.01 }),
    f.enum('method', 'Paid Out By', ['cash', 'card', 'bank-transfer', 'mobile-money'], { required: true, default: 'cash', hiddenInList: true }),
    f.text('reason', 'Reason', { required: true, maxLength: 240 }),
    f.date('date', 'Date', { required: true }),
    f.text('requestedBy', 'Requested By', { readOnly: true }),
  ],
  list: { columns: ['number', 'kind', 'guest', 'amount', 'reason', 'date', 'stage'], searchFields: ['number', 'reason', 'requestedBy'], defaultSort: { field: 'date', order: 'desc' } },
  workflow: {
    initial: 'not-approved',
    stages: [
      { id: 'not-approved', label: 'Not Approved' },
      { id: 'not-paid', label: 'Not Paid' },
      { id: 'paid', label: 'Paid' },
      { id: 'not-issued', label: 'Not Issued' },
      { id: 'issued', label: 'Issued' },
      { id: 'rejected', label: 'Rejected' },
    ],
    transitions: [
      { action: 'approve', label: 'Approve', from: ['not-approved'], to: 'not-paid', roles: approvers },
      { action: 'reject', label: 'Reject', from: ['not-approved'], to: 'rejected', roles: approvers, noteRequired: true },
      { action: 'pay', label: 'Pay Out', from: ['not-paid'], to: 'paid', roles: payers },
      { action: 'process', label: 'Convert To Credit Note', from: ['not-paid'], to: 'not-issued', roles: approvers },
      { action: 'issue', label: 'Issue Credit Note', from: ['not-issued'], to: 'issued', roles: payers },
    ],
  },
});

const billing = rolesOf(ROLE_GROUPS.creditors, ROLE_GROUPS.frontOffice);

export const invoices = resource({
  name: 'invoices',
  dateOrder: [['issueDate', 'dueDate']],
  label: 'Invoices',
  singular: 'Invoice',
  description: 'A bill to a company or group on credit: drafted, approved, issued (not paid) and paid.',
  title: 'number',
  fields: [
    f.code('number', 'Invoice No.', 'INV'),
    f.text('billTo', 'Bill To', { required: true }),
    f.ref('guest', 'Guest', 'guests', 'name', { hiddenInList: true }),
    f.ref('group', 'Group', 'groups', 'name', { hiddenInList: true }),
    f.text('description', 'Description', { required: true, maxLength: 240 }),
    f.money('amount', 'Amount', { required: true, min: 0.01 }),
    f.date('issueDate', 'Issue Date', { required: true }),
    f.date('dueDate', 'Due Date', { required: true }),
  ],
  list: { columns: ['number', 'billTo', 'description', 'amount', 'issueDate', 'dueDate', 'stage'], searchFields: ['number', 'billTo', 'description'], defaultSort: { field: 'issueDate', order: 'desc' } },
  workflow: {
    initial: 'new',
    stages: [
      { id: 'new', label: 'New' },
      { id: 'not-approved', label: 'Not Approved' },
      { id: 'approved', label: 'Approved' },
      { id: 'not-paid', label: 'Not Paid' },
      { id: 'paid', label: 'Paid' },
    ],
    transitions: [
      { action: 'submit', label: 'Submit For Approval', from: ['new'], to: 'not-approved', roles: billing },
      { action: 'approve', label: 'Approve', from: ['not-approved'], to: 'approved', roles: approvers },
      { action: 'issue', label: 'Issue To Customer', from: ['approved'], to: 'not-paid', roles: billing },
      { action: 'pay', label: 'Record Payment', from: ['not-paid'], to: 'paid', roles: payers },
    ],
  },
});

export const proformas = resource({
  name: 'proformas',
  dateOrder: [['issueDate', 'validUntil']],
  label: 'Proformas',
  singular: 'Proforma',
  description: 'A quotation sent before a booking: drafted, submitted and approved.',
  title: 'number',
  fields: [
    f.code('number', 'Proforma No.', 'PRF'),
    f.text('billTo', 'Bill To', { required: true }),
    f.text('description', 'Description', { required: true, maxLength: 240 }),
    f.money('amount', 'Amount', { required: true, min: 0.01 }),
    f.date('issueDate', 'Issue Date', { required: true }),
    f.date('validUntil', 'Valid Until', { required: true }),
  ],
  list: { columns: ['number', 'billTo', 'description', 'amount', 'issueDate', 'validUntil', 'stage'], searchFields: ['number', 'billTo', 'description'], defaultSort: { field: 'issueDate', order: 'desc' } },
  workflow: {
    initial: 'new',
    stages: [
      { id: 'new', label: 'New' },
      { id: 'not-approved', label: 'Not Approved' },
      { id: 'approved', label: 'Approved' },
    ],
    transitions: [
      { action: 'submit', label: 'Submit For Approval', from: ['new'], to: 'not-approved', roles: billing },
      { action: 'approve', label: 'Approve', from: ['not-approved'], to: 'approved', roles: approvers },
    ],
  },
});

export const financeResources = [procurements, expenseTypes, expenses, storeRequests, refunds, invoices, proformas];

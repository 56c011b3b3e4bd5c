import { f, options, resource } from '../build';
import { POSTING_KEYS, postingLabel } from '../ledger/chart';
import { ROLE_GROUPS, rolesOf } from '../roles';

export const accountGroups = resource({
  name: 'account-groups',
  label: 'Account Groups',
  singular: 'Account Group',
  description: 'A group of the chart of accounts (current assets, revenue, operating expenses).',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.text('code', 'Code', { required: true, maxLength: 8, format: 'code', pattern: '\\d{1,8}', patternMessage: 'must be digits' }),
    f.enum('type', 'Type', ['asset', 'liability', 'equity', 'income', 'expense'], { required: true }),
  ],
  list: { defaultSort: { field: 'code', order: 'asc' } },
});

export const accounts = resource({
  name: 'accounts',
  label: 'Accounts',
  singular: 'Account',
  description: 'A ledger account of the chart of accounts. Its balance comes from the journal; opening balances are a journal entry too.',
  title: 'name',
  fields: [
    f.text('code', 'Code', { required: true, maxLength: 8, format: 'code', pattern: '\\d{1,8}', patternMessage: 'must be digits' }),
    f.text('name', 'Name', { required: true }),
    f.ref('group', 'Group', 'account-groups', 'name', { required: true }),
  ],
  list: { defaultSort: { field: 'code', order: 'asc' } },
});

export const banks = resource({
  name: 'banks',
  label: 'Banks',
  singular: 'Bank',
  description: 'A bank account of the hotel.',
  title: 'name',
  fields: [
    f.text('name', 'Bank', { required: true }),
    f.text('branch', 'Branch'),
    f.text('accountName', 'Account Name', { required: true }),
    f.text('accountNumber', 'Account Number', { required: true, maxLength: 34, pattern: '[0-9A-Z]{6,34}', patternMessage: 'must be 6 to 34 digits or capital letters' }),
  ],
});

export const pricingTypes = resource({
  name: 'pricing-types',
  label: 'Pricing Types',
  singular: 'Pricing Type',
  description: 'A rate plan (rack, corporate, government) with its discount on the rack rate.',
  title: 'name',
  fields: [f.text('name', 'Name', { required: true }), f.percent('discount', 'Discount', { default: 0 }), f.longtext('description', 'Description')],
});

export const financialYears = resource({
  name: 'financial-years',
  dateOrder: [['startDate', 'endDate']],
  label: 'Financial Years',
  singular: 'Financial Year',
  description: 'An accounting year; only one is current.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true, maxLength: 20 }),
    f.date('startDate', 'Start Date', { required: true }),
    f.date('endDate', 'End Date', { required: true }),
    f.enum('status', 'Status', ['open', 'closed'], { required: true, default: 'open' }),
    f.boolean('current', 'Current'),
  ],
  list: { defaultSort: { field: 'startDate', order: 'desc' } },
});

export const ledgerSettings = resource({
  name: 'ledger-settings',
  label: 'Ledger Settings',
  singular: 'Ledger Setting',
  description: 'Which account each kind of posting goes to; every automatic journal entry reads it.',
  title: 'posting',
  fields: [
    f.enum('posting', 'Posting', options(...POSTING_KEYS).map((option) => ({ ...option, label: postingLabel(option.value as (typeof POSTING_KEYS)[number]) })), { required: true }),
    f.ref('account', 'Account', 'accounts', 'name', { required: true }),
  ],
});

export const fundRequests = resource({
  name: 'fund-requests',
  label: 'Fund Requests',
  singular: 'Fund Request',
  description: 'A department asks accounts for cash (petty cash, an advance); approved or rejected.',
  title: 'number',
  ownerField: 'requestedBy',
  fields: [
    f.code('number', 'Request No.', 'FRQ'),
    f.ref('department', 'Department', 'departments', 'name', { required: true }),
    f.text('purpose', 'Purpose', { required: true, maxLength: 240 }),
    f.money('amount', 'Amount', { required: true, min: 0.01 }),
    f.date('date', 'Date', { required: true }),
    f.text('requestedBy', 'Requested By', { readOnly: true }),
  ],
  list: { columns: ['number', 'department', 'purpose', 'amount', 'date', 'stage'], searchFields: ['number', 'purpose', 'requestedBy'], defaultSort: { field: 'date', order: 'desc' } },
  workflow: {
    initial: 'not-approved',
    stages: [
      { id: 'not-approved', label: 'Not Approved' },
      { id: 'approved', label: 'Approved' },
      { id: 'rejected', label: 'Rejected' },
    ],
    transitions: [
      { action: 'approve', label: 'Approve', from: ['not-approved'], to: 'approved', roles: rolesOf(ROLE_GROUPS.financials, ['manager']) },
      { action: 'reject', label: 'Reject', from: ['not-approved'], to: 'rejected', roles: rolesOf(ROLE_GROUPS.financials, ['manager']), noteRequired: true },
    ],
  },
});

export const accountResources = [accountGroups, accounts, banks, pricingTypes, financialYears, ledgerSettings, fundRequests];

import { f, resource } from '../build';
import { STAFF_ROLES } from '../roles';

export const departments = resource({
  name: 'departments',
  label: 'Departments',
  singular: 'Department',
  description: 'A department of the hotel (front office, food and beverage, housekeeping).',
  title: 'name',
  fields: [f.text('name', 'Name', { required: true }), f.text('code', 'Code', { required: true, maxLength: 8, format: 'code' }), f.text('head', 'Head Of Department')],
});

export const revenueCenters = resource({
  name: 'revenue-centers',
  label: 'Revenue Centers',
  singular: 'Revenue Center',
  description: 'Where income is booked (rooms, restaurant, bar, laundry).',
  title: 'name',
  fields: [f.text('name', 'Name', { required: true }), f.text('code', 'Code', { required: true, maxLength: 8, format: 'code' }), f.ref('department', 'Department', 'departments', 'name', { required: true })],
});

export const smsSettings = resource({
  name: 'sms-settings',
  label: 'SMS Settings',
  singular: 'SMS Setting',
  description: 'A gateway the hotel sends guest SMS through.',
  title: 'senderId',
  fields: [
    f.enum('provider', 'Provider', ['twilio', 'africas-talking', 'vonage', 'infobip'], { required: true }),
    f.text('senderId', 'Sender ID', { required: true, maxLength: 11, pattern: '[A-Za-z0-9 ]{3,11}', patternMessage: 'must be 3 to 11 letters or digits' }),
    f.text('apiUrl', 'API URL', { required: true, format: 'url', maxLength: 240, pattern: 'https://\\S+', patternMessage: 'must be an https:// address' }),
    f.boolean('enabled', 'Enabled', { default: true }),
    f.longtext('template', 'Message Template', { maxLength: 480 }),
  ],
});

export const staffUsers = resource({
  name: 'users',
  label: 'Users',
  singular: 'User',
  description: 'A staff member with a role and a shift (the staff record, not the sign-in account).',
  title: 'name',
  fields: [
    f.text('name', 'Full Name', { required: true }),
    f.email('email', 'Email', { required: true }),
    f.phone('phone', 'Phone'),
    f.enum('role', 'Role', [...STAFF_ROLES], { required: true }),
    f.ref('department', 'Department', 'departments', 'name', { required: true }),
    f.enum('shift', 'Shift', [{ value: 'morning', label: 'Morning' }, { value: 'night', label: 'Night' }, { value: '24hrs', label: '24 Hrs' }], { required: true, default: 'morning' }),
    f.boolean('active', 'Active', { default: true }),
  ],
});

export const suppliers = resource({
  name: 'suppliers',
  label: 'Suppliers',
  singular: 'Supplier',
  description: 'A vendor the hotel buys from; creditors are suppliers not yet paid.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.text('contactPerson', 'Contact Person'),
    f.phone('phone', 'Phone', { required: true }),
    f.email('email', 'Email'),
    f.enum('category', 'Supplies', ['food', 'beverages', 'linen', 'cleaning', 'maintenance', 'equipment', 'services']),
    f.text('taxId', 'Tax ID', { maxLength: 30, hiddenInList: true }),
    f.text('address', 'Address', { maxLength: 240, hiddenInList: true }),
  ],
});

export const administrationResources = [departments, revenueCenters, smsSettings, staffUsers, suppliers];

import { f, resource } from '../build';
import { ROLE_GROUPS, rolesOf } from '../roles';

const roomNumber = { pattern: '[1-9]\\d{2}', patternMessage: 'must be a 3-digit room number such as 101', maxLength: 3 };

export const hotels = resource({
  name: 'hotels',
  label: 'Hotel Profile',
  singular: 'Hotel',
  description: 'The property itself: name, contact details, check-in and check-out times and the tax rate.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.text('address', 'Address', { required: true, maxLength: 240 }),
    f.phone('phone', 'Phone', { required: true }),
    f.email('email', 'Email', { required: true }),
    f.text('checkInTime', 'Check-In Time', { format: 'time', pattern: '([01]\\d|2[0-3]):[0-5]\\d', patternMessage: 'must be a time such as 14:00', default: '14:00' }),
    f.text('checkOutTime', 'Check-Out Time', { format: 'time', pattern: '([01]\\d|2[0-3]):[0-5]\\d', patternMessage: 'must be a time such as 11:00', default: '11:00' }),
    f.percent('taxRate', 'Tax Rate', { default: 7.5 }),
    f.text('currency', 'Currency', { readOnly: true, default: 'USD', maxLength: 3 }),
  ],
});

export const buildings = resource({
  name: 'buildings',
  label: 'Buildings',
  singular: 'Building',
  description: 'A building of the property; floors belong to a building.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.text('code', 'Code', { required: true, maxLength: 8, format: 'code' }),
    f.number('floorCount', 'Floors', { min: 1, max: 60, required: true }),
    f.longtext('description', 'Description'),
  ],
});

export const floors = resource({
  name: 'floors',
  label: 'Floors',
  singular: 'Floor',
  description: 'A floor of a building; rooms are on a floor.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.number('level', 'Level', { min: -3, max: 60, required: true }),
    f.ref('building', 'Building', 'buildings', 'name', { required: true }),
  ],
  list: { defaultSort: { field: 'level', order: 'asc' } },
});

export const roomCategories = resource({
  name: 'room-categories',
  label: 'Room Categories',
  singular: 'Room Category',
  description: 'A kind of room with its nightly rate and capacity.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.text('code', 'Code', { required: true, maxLength: 8, format: 'code' }),
    f.money('rate', 'Nightly Rate', { required: true, min: 1 }),
    f.number('capacity', 'Capacity', { min: 1, max: 12, required: true }),
    f.enum('bedType', 'Bed Type', ['single', 'double', 'twin', 'queen', 'king']),
    f.longtext('description', 'Description'),
  ],
});

export const rooms = resource({
  name: 'rooms',
  label: 'Rooms',
  singular: 'Room',
  description: 'A guest room. Its stage is its housekeeping status; check-in makes it occupied, check-out sends it to cleaning.',
  title: 'number',
  fields: [
    f.text('number', 'Room Number', { required: true, ...roomNumber }),
    f.ref('category', 'Category', 'room-categories', 'name', { required: true }),
    f.ref('floor', 'Floor', 'floors', 'name', { required: true }),
    f.money('rate', 'Nightly Rate', { min: 1, help: 'Leave empty to use the category rate.' }),
    f.boolean('smoking', 'Smoking'),
    f.longtext('notes', 'Notes'),
    f.date('outOfOrderUntil', 'Back In Service', { help: 'When an out-of-order room is expected back; the chart takes bookings from that day. Empty: not known yet.' }),
  ],
  list: { columns: ['number', 'stage', 'category', 'floor', 'rate'], searchFields: ['number', 'notes'], defaultSort: { field: 'number', order: 'asc' } },
  workflow: {
    initial: 'available',
    stages: [
      { id: 'available', label: 'Available' },
      { id: 'occupied', label: 'Occupied', system: true },
      { id: 'cleaning', label: 'Cleaning' },
      { id: 'out-of-order', label: 'Out Of Order' },
    ],
    transitions: [
      { action: 'send-to-cleaning', label: 'Send To Cleaning', from: ['available'], to: 'cleaning', roles: rolesOf(ROLE_GROUPS.housekeeping, ROLE_GROUPS.frontOffice) },
      { action: 'mark-clean', label: 'Mark Clean', from: ['cleaning'], to: 'available', roles: rolesOf(ROLE_GROUPS.housekeeping) },
      { action: 'out-of-order', label: 'Put Out Of Order', from: ['available', 'cleaning'], to: 'out-of-order', roles: rolesOf(ROLE_GROUPS.housekeeping, ['manager', 'front-office-supervisor']), noteRequired: true, date: { field: 'outOfOrderUntil', label: 'Back in service on', help: 'Leave empty when not known yet.' } },
      { action: 'restore', label: 'Return To Service', from: ['out-of-order'], to: 'cleaning', roles: rolesOf(ROLE_GROUPS.housekeeping, ['manager', 'front-office-supervisor']) },
    ],
  },
});

export const facilities = resource({
  name: 'facilities',
  label: 'Facilities',
  singular: 'Facility',
  description: 'A bookable space: hall, conference room, pool deck or garden.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.enum('kind', 'Kind', ['hall', 'conference-room', 'meeting-room', 'pool', 'garden', 'gym']),
    f.number('capacity', 'Capacity', { min: 1, max: 5000, required: true }),
    f.money('dailyRate', 'Daily Rate', { required: true }),
    f.longtext('description', 'Description'),
  ],
});

export const kitchens = resource({
  name: 'kitchens',
  label: 'Kitchens',
  singular: 'Kitchen',
  description: 'A kitchen that prepares restaurant orders.',
  title: 'name',
  fields: [f.text('name', 'Name', { required: true }), f.text('location', 'Location'), f.text('headChef', 'Head Chef'), f.boolean('active', 'Active', { default: true })],
});

export const eateries = resource({
  name: 'eateries',
  label: 'Eateries',
  singular: 'Eatery',
  description: 'A casual outlet selling portions prepared on site.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.text('location', 'Location'),
    f.text('opensAt', 'Opens At', { format: 'time', pattern: '([01]\\d|2[0-3]):[0-5]\\d', patternMessage: 'must be a time such as 07:00' }),
    f.text('closesAt', 'Closes At', { format: 'time', pattern: '([01]\\d|2[0-3]):[0-5]\\d', patternMessage: 'must be a time such as 22:00' }),
  ],
});

export const gymCategories = resource({
  name: 'gym-categories',
  label: 'Gym Categories',
  singular: 'Gym Category',
  description: 'A kind of gym membership (individual, couple, corporate).',
  title: 'name',
  fields: [f.text('name', 'Name', { required: true }), f.longtext('description', 'Description')],
});

export const gymPlans = resource({
  name: 'gym-plans',
  label: 'Gym Plans',
  singular: 'Gym Plan',
  description: 'A priced membership plan of a category, valid a number of days.',
  title: 'name',
  fields: [
    f.text('name', 'Name', { required: true }),
    f.ref('category', 'Category', 'gym-categories', 'name', { required: true }),
    f.number('durationDays', 'Duration (Days)', { min: 1, max: 730, required: true }),
    f.money('price', 'Price', { required: true }),
  ],
});

const gymRoles = rolesOf(ROLE_GROUPS.frontOffice, ROLE_GROUPS.swimmingPool);

export const gymMemberships = resource({
  name: 'gym-memberships',
  dateOrder: [['startDate', 'endDate']],
  label: 'Gym Memberships',
  singular: 'Gym Membership',
  description: 'A member on a plan between two dates. Active, near expiry (14 days or less left) or not active.',
  title: 'memberName',
  fields: [
    f.code('number', 'Membership No.', 'GYM'),
    f.text('memberName', 'Member', { required: true }),
    f.phone('phone', 'Phone', { required: true }),
    f.ref('guest', 'Guest', 'guests', 'name', { help: 'Only when the member stays at the hotel.' }),
    f.ref('plan', 'Plan', 'gym-plans', 'name', { required: true }),
    f.date('startDate', 'Start Date', { required: true }),
    f.date('endDate', 'End Date', { required: true }),
    f.money('amount', 'Amount Paid', { required: true }),
  ],
  list: { columns: ['number', 'memberName', 'stage', 'plan', 'startDate', 'endDate', 'amount'], searchFields: ['number', 'memberName', 'phone'], defaultSort: { field: 'endDate', order: 'asc' } },
  workflow: {
    initial: 'active',
    stages: [
      { id: 'active', label: 'Active' },
      { id: 'near-expiry', label: 'Near Expiry' },
      { id: 'none-active', label: 'Not Active' },
    ],
    transitions: [
      { action: 'flag-near-expiry', label: 'Flag Near Expiry', from: ['active'], to: 'near-expiry', roles: gymRoles },
      { action: 'deactivate', label: 'Deactivate', from: ['active', 'near-expiry'], to: 'none-active', roles: gymRoles },
      { action: 'renew', label: 'Renew', from: ['near-expiry', 'none-active'], to: 'active', roles: gymRoles },
    ],
  },
});

export const propertyResources = [hotels, buildings, floors, roomCategories, rooms, facilities, kitchens, eateries, gymCategories, gymPlans, gymMemberships];

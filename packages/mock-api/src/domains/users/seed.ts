import type { User } from '@hotel/shell/api';
import type { Domain } from '../../core/db';
import { ROLES, DEMO_PASSWORD } from './roles';

export interface UserRecord extends User {
  password: string;
}

const NAMES: Record<string, string> = {
  admin: 'Amara Okafor',
  manager: 'Lucas Moreau',
  auditor: 'Ingrid Halvorsen',
  accountant: 'Rahul Mehta',
  receptionist: 'Sofia Rossi',
  cashier: 'Daniel Kim',
  'account-clerk': 'Fatima Al-Sayed',
  'front-office-supervisor': 'Elena Petrova',
  'house-keeper': 'Grace Mwangi',
  housekeeping: 'Tomás García',
  'house-keeping': 'Hannah Schmidt',
  'housekeeping-supervisor': 'Nadia Haddad',
  barman: 'Kwame Mensah',
  'bar-man': 'Oliver Brown',
  bartender: 'Mia Johansson',
  waitress: 'Chloé Dubois',
  'fnb-user': 'Yusuf Demir',
  'eatery-user': 'Aisha Bello',
  'store-keeper': 'Peter Novak',
  storekeeper: 'Lina Nguyen',
  store: 'Marco Bianchi',
  purchaser: 'Zeynep Kaya',
  security: 'Samuel Osei',
  laundry: 'Rosa Mendes',
  chef: 'Hiroshi Tanaka',
  kitchen: 'Priya Sharma',
  'swimming-pool': 'Jonas Weber',
  inventories: 'Clara Lindqvist',
  user: 'Ben Carter',
};

/**
 * The seeded demo account of a role (`user-NN`, NN its place in ROLES): other domains' seeds name
 * their staff by it, so seeded owners, audit entries and postings carry a real user's id.
 */
export function demoUser(role: (typeof ROLES)[number]): UserRecord {
  const index = ROLES.indexOf(role);
  if (index < 0) throw new Error(`${String(role)} is not a demo role`);
  return {
    id: `user-${String(index + 1).padStart(2, '0')}`,
    name: NAMES[role] ?? role,
    email: `${role}@hotel.test`,
    avatar: null,
    status: 'online' as const,
    roles: [role],
    password: DEMO_PASSWORD,
  };
}

/** One demo account per role: `<role>@hotel.test`, password `demo1234`. */
export const usersDomain: Domain<UserRecord[]> = {
  name: 'users',
  // Loaded when a stored entry is first read (zod stays out of start-up).
  schema: async () => (await import('./stored-shape')).usersSchema,
  seed: () => ROLES.map((role) => demoUser(role)),
};

/** The user without its password, as the API answers it. */
export function publicUser({ password: _password, ...user }: UserRecord): User {
  return structuredClone(user);
}

import { DEMO_PASSWORD, ROLES } from './roles';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** The demo accounts the sign-in page lists, one per role. */
export const demoAccounts: DemoAccount[] = ROLES.map((role) => ({
  role,
  email: `${role}@hotel.test`,
  password: DEMO_PASSWORD,
}));

import type { Notification } from '@hotel/shell/api';
import type { Domain } from '../../../core/db';

/** The notifications panel's list: EMPTY at first (000 section 3); the scenarios give filled lists. */
export const notificationsDomain: Domain<Notification[]> = {
  name: 'notifications',
  // Loaded when a stored entry is first read (zod stays out of start-up).
  schema: async () => (await import('../shared/schemas')).storedMessages,
  seed: () => [],
};

import type { Notification } from '@hotel/shell/api';
import type { Domain } from '../../../core/db';
import { storedMessages as messagesSchema } from '../shared/schemas';

/** The notifications panel's list: EMPTY at first (000 section 3); the scenarios give filled lists. */
export const notificationsDomain: Domain<Notification[]> = {
  name: 'notifications',
  schema: messagesSchema,
  seed: () => [],
};

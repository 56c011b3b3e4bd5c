import type { Message } from '@hotel/shell/api';
import type { Domain } from '../../../core/db';
import { buildMessages } from './data';

/** The messages panel's list: 9 seeded messages, one list shared by every user (bundled: the frame's first calls read it). */
export const messagesDomain: Domain<Message[]> = {
  name: 'messages',
  // Loaded when a stored entry is first read (zod stays out of start-up).
  schema: async () => (await import('../shared/schemas')).storedMessages,
  seed: ({ now }) => buildMessages(now),
};

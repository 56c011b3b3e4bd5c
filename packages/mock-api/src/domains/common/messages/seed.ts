import type { Message } from '@hotel/shell/api';
import type { Domain } from '../../../core/db';

/** The messages panel's list: 9 seeded messages, one list shared by every user. */
export const messagesDomain: Domain<Message[]> = {
  name: 'messages',
  seed: async ({ now }) => (await import('./data')).buildMessages(now),
};

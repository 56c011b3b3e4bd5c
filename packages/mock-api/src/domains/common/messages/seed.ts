import type { Message } from '@hotel/shell/api';
import type { Domain } from '../../../core/db';
import { storedMessages as messagesSchema } from '../shared/schemas';
import { buildMessages } from './data';

/** The messages panel's list: 9 seeded messages, one list shared by every user (bundled: the frame's first calls read it). */
export const messagesDomain: Domain<Message[]> = {
  name: 'messages',
  schema: messagesSchema,
  seed: ({ now }) => buildMessages(now),
};

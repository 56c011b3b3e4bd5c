import type { Domain } from '../../../core/db';
import { buildChat } from './data';
import type { ChatState } from './types';

export type { ChatState, ChatContactRecord, ChatRecord } from './types';

/** Quick chat and the chat app: contacts, chats and their messages (one store shared by every user; bundled: the frame's first calls read it). */
export const chatDomain: Domain<ChatState> = {
  name: 'chat',
  // Loaded when a stored entry is first read (zod stays out of start-up).
  schema: async () => (await import('./stored-shape')).chatSchema,
  seed: (tools) => buildChat(tools),
};

import type { Domain } from '../../../core/db';
import type { ChatState } from './types';

export type { ChatState, ChatContactRecord, ChatRecord } from './types';

/** Quick chat and the chat app: contacts, chats and their messages (one store shared by every user). */
export const chatDomain: Domain<ChatState> = {
  name: 'chat',
  seed: async (tools) => (await import('./data')).buildChat(tools),
};

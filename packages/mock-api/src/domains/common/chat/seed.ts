import * as z from 'zod/mini';
import type { Domain } from '../../../core/db';
import { bool, nullableStr, num, optionalStr, recordOf, rows, str } from '../../../core/stored';
import { buildChat } from './data';
import type { ChatState } from './types';

export type { ChatState, ChatContactRecord, ChatRecord } from './types';

/** The stored chat state: contacts, chats and the messages per chat id. */
export const chatSchema = z.object({
  contacts: rows({ name: str, avatar: nullableStr, about: optionalStr, details: z.object({ emails: z.array(z.object({ email: str, label: str })), phoneNumbers: z.array(z.object({ country: str, phoneNumber: str, label: str })), title: str, company: str, birthday: nullableStr, address: str }) }),
  chats: rows({ contactId: str, unreadCount: num, muted: bool, lastMessage: str, lastMessageAt: str }),
  messages: recordOf(rows({ chatId: str, contactId: str, value: str, createdAt: str, isMine: bool })),
});

/** Quick chat and the chat app: contacts, chats and their messages (one store shared by every user; bundled: the frame's first calls read it). */
export const chatDomain: Domain<ChatState> = {
  name: 'chat',
  schema: chatSchema,
  seed: (tools) => buildChat(tools),
};

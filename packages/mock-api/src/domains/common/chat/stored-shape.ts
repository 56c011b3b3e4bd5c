import * as z from 'zod/mini';
import { bool, nullableStr, num, optionalStr, recordOf, rows, str } from '../../../core/stored';

/** The stored chat state (`chatDomain.schema`): contacts, chats and the messages per chat id. */
export const chatSchema = z.object({
  contacts: rows({ name: str, avatar: nullableStr, about: optionalStr, details: z.object({ emails: z.array(z.object({ email: str, label: str })), phoneNumbers: z.array(z.object({ country: str, phoneNumber: str, label: str })), title: str, company: str, birthday: nullableStr, address: str }) }),
  chats: rows({ contactId: str, unreadCount: num, muted: bool, lastMessage: str, lastMessageAt: str }),
  messages: recordOf(rows({ chatId: str, contactId: str, value: str, createdAt: str, isMine: bool })),
});

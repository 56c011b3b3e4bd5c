import type { Chat, ChatContact, ChatMessage } from '@hotel/shell/api';

/** A chat contact as stored: the list answers it without `details`. */
export interface ChatContactRecord extends ChatContact {
  details: {
    emails: { email: string; label: string }[];
    phoneNumbers: { country: string; phoneNumber: string; label: string }[];
    title: string;
    company: string;
    birthday: string | null;
    address: string;
  };
}

/** A chat as stored: the contact is joined on read, messages live apart. */
export type ChatRecord = Omit<Chat, 'contact' | 'messages'>;

export interface ChatState {
  contacts: ChatContactRecord[];
  chats: ChatRecord[];
  /** Messages per chat id, oldest first. */
  messages: Record<string, ChatMessage[]>;
}

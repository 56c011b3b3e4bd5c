import type { Domain } from '../../../core/db';
import type { DomainModule } from '../../../core/module';
import { HTML_PAYLOADS, LONG_TEXT } from '../shared/time';
import { chatHandlers } from './handlers';
import { chatDomain } from './seed';
import type { ChatState } from './types';

export { chatDomain, type ChatState } from './seed';
export { chatNotFoundMessage } from './handlers';

/** A scenario store derived from the seed by `change`, kept under its own name. */
const variant = (name: string, change: (state: ChatState, now: Date) => ChatState): Domain<ChatState> => ({
  name: `chat:${name}`,
  schema: chatDomain.schema,
  seed: async (tools) => change(await tools.get(chatDomain), tools.now),
});

/** GET chats, chat?id, contacts, contact?id, profile; PATCH chat; POST chat {contactId}; POST message; DELETE messages?chatId=. */
export const chatModule: DomainModule = {
  handlers: (ctx) => chatHandlers(ctx),
  scenarios: (ctx) => ({
    empty: chatHandlers(ctx, variant('empty', (state) => ({ ...structuredClone(state), chats: [], messages: {} }))),
    many: chatHandlers(
      ctx,
      variant('many', (state, now) => {
        const copy = structuredClone(state);
        for (let i = copy.chats.length; i < 100; i++) {
          const contact = copy.contacts[i % copy.contacts.length];
          const id = `chat-many-${i + 1}`;
          const at = new Date(now.getTime() - (i + 1) * 3_600_000).toISOString();
          copy.chats.push({ id, contactId: contact?.id ?? 'chat-contact-01', unreadCount: i % 3, muted: false, lastMessage: `Message ${i + 1}`, lastMessageAt: at });
          copy.messages[id] = [{ id: `${id}-1`, chatId: id, contactId: contact?.id ?? '', value: `Message ${i + 1}`, createdAt: at, isMine: false }];
        }
        return copy;
      }),
    ),
    longText: chatHandlers(
      ctx,
      variant('long-text', (state) => {
        const copy = structuredClone(state);
        for (const chat of copy.chats) chat.lastMessage = LONG_TEXT;
        for (const contact of copy.contacts) contact.name = `${contact.name} ${LONG_TEXT.slice(0, 80)}`;
        for (const list of Object.values(copy.messages)) for (const message of list) message.value = `${message.value} ${LONG_TEXT}`;
        return copy;
      }),
    ),
    html: chatHandlers(
      ctx,
      variant('html', (state) => {
        const copy = structuredClone(state);
        copy.chats.forEach((chat, i) => (chat.lastMessage = HTML_PAYLOADS[i % HTML_PAYLOADS.length] as string));
        for (const list of Object.values(copy.messages)) list.forEach((m, i) => (m.value = HTML_PAYLOADS[i % HTML_PAYLOADS.length] as string));
        return copy;
      }),
    ),
  }),
  readPaths: ['*/api/apps/chat/chats', '*/api/apps/chat/chat', '*/api/apps/chat/contacts', '*/api/apps/chat/profile'],
  samples: [
    { method: 'GET', path: 'api/apps/chat/chats' },
    { method: 'GET', path: 'api/apps/chat/chat', query: { id: 'chat-01' } },
    { method: 'PATCH', path: 'api/apps/chat/chat', body: { id: 'chat-01', chat: { muted: true, unreadCount: 0 } } },
    { method: 'POST', path: 'api/apps/chat/chat', body: { contactId: 'chat-contact-18' } },
    { method: 'POST', path: 'api/apps/chat/message', body: { chatId: 'chat-02', value: 'See you at <b>15:00</b>' } },
    { method: 'DELETE', path: 'api/apps/chat/messages', query: { chatId: 'chat-03' } },
    { method: 'GET', path: 'api/apps/chat/contacts' },
    { method: 'GET', path: 'api/apps/chat/contact', query: { id: 'chat-contact-01' } },
    { method: 'GET', path: 'api/apps/chat/profile' },
  ],
};

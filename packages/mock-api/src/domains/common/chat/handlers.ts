import { http, type HttpHandler } from 'msw';
import { randomId } from '../../../core/ids';
import type { Chat, ChatContact, ChatMessage } from '@hotel/shell/api';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import type { Domain } from '../../../core/db';
import { notFound } from '../../../core/errors';
import { readBody, readQuery } from '../../../core/validate';
import { chatDomain } from './seed';
import type { ChatContactRecord, ChatRecord, ChatState } from './types';

/** The spec's exact message for a missing chat (000 section 8). */
export const chatNotFoundMessage = (id: string) => `Could not found chat with id of ${id}!`;

/** The calls' body and query schemas, loaded with the first call that validates one (zod stays out of start-up). */
const bodies = () => import('./bodies');

const withoutDetails = ({ details: _details, ...contact }: ChatContactRecord): ChatContact => contact;

function joined(state: ChatState, chat: ChatRecord): Chat {
  const contact = state.contacts.find((c) => c.id === chat.contactId);
  return structuredClone({ ...chat, contact: contact ? withoutDetails(contact) : { id: chat.contactId, name: 'Unknown', avatar: null } });
}

function findChat(state: ChatState, id: string): ChatRecord {
  const chat = state.chats.find((c) => c.id === id);
  if (!chat) throw notFound(chatNotFoundMessage(id));
  return chat;
}

/** A chat's messages: an own property only (an id such as '__proto__' names no list). */
const messagesOf = (state: ChatState, chatId: string): ChatMessage[] => (Object.hasOwn(state.messages, chatId) ? (state.messages[chatId] ?? []) : []);

const newestFirst = (a: ChatRecord, b: ChatRecord) => b.lastMessageAt.localeCompare(a.lastMessageAt);

/**
 * The chat calls of 000 section 7 and 001 section 7, plus sending and clearing messages and
 * starting a chat with a contact (the template's send button and 'New chat' list were inert; ours
 * work, DESIGN decision 15).
 */
export function chatHandlers(ctx: MockContext, domain: Domain<ChatState> = chatDomain): HttpHandler[] {
  const base = '*/api/apps/chat';
  return [
    http.get(
      `${base}/chats`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const state = await ctx.db.get(domain);
        return [...state.chats].sort(newestFirst).map((chat) => joined(state, chat));
      }),
    ),
    http.get(
      `${base}/chat`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const { id } = readQuery(request, (await bodies()).idQuery);
        const state = await ctx.db.get(domain);
        const chat = findChat(state, id);
        return { ...joined(state, chat), messages: structuredClone(messagesOf(state, chat.id)) };
      }),
    ),
    http.patch(
      `${base}/chat`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const { id, chat: changes } = await readBody(request, async () => (await bodies()).chatPatch);
        const state = await ctx.db.get(domain);
        const chat = findChat(state, id);
        Object.assign(chat, changes);
        return joined(state, chat);
      }),
    ),
    http.post(
      `${base}/chat`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const { contactId } = await readBody(request, async () => (await bodies()).newChatBody);
        const state = await ctx.db.get(domain);
        if (!state.contacts.some((c) => c.id === contactId)) throw notFound(`Could not find a chat contact with id of ${contactId}.`);
        // One chat per contact: starting a chat with someone you already talk to opens that chat.
        const existing = state.chats.find((c) => c.contactId === contactId);
        if (existing) return { ...joined(state, existing), messages: structuredClone(messagesOf(state, existing.id)) };
        const chat: ChatRecord = { id: randomId(), contactId, unreadCount: 0, muted: false, lastMessage: '', lastMessageAt: ctx.now().toISOString() };
        state.chats.push(chat);
        state.messages[chat.id] = [];
        return { ...joined(state, chat), messages: [] };
      }),
    ),
    http.post(
      `${base}/message`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const { chatId, value } = await readBody(request, async () => (await bodies()).messageBody);
        const state = await ctx.db.get(domain);
        const chat = findChat(state, chatId);
        const message: ChatMessage = {
          id: randomId(),
          chatId,
          contactId: 'me',
          value,
          createdAt: ctx.now().toISOString(),
          isMine: true,
        };
        const list = Object.hasOwn(state.messages, chat.id) ? (state.messages[chat.id] as ChatMessage[]) : (state.messages[chat.id] = []);
        list.push(message);
        chat.lastMessage = value;
        chat.lastMessageAt = message.createdAt;
        return structuredClone(message);
      }),
    ),
    http.delete(
      `${base}/messages`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const { chatId } = readQuery(request, (await bodies()).chatIdQuery);
        const state = await ctx.db.get(domain);
        const chat = findChat(state, chatId);
        state.messages[chat.id] = [];
        chat.lastMessage = '';
        chat.unreadCount = 0;
        return joined(state, chat);
      }),
    ),
    http.get(
      `${base}/contacts`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const state = await ctx.db.get(domain);
        return state.contacts.map(withoutDetails).sort((a, b) => a.name.localeCompare(b.name)).map((c) => structuredClone(c));
      }),
    ),
    http.get(
      `${base}/contact`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const { id } = readQuery(request, (await bodies()).idQuery);
        const contact = (await ctx.db.get(domain)).contacts.find((c) => c.id === id);
        if (!contact) throw notFound(`Could not find a chat contact with id of ${id}.`);
        return structuredClone(contact);
      }),
    ),
    http.get(
      `${base}/profile`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        return { id: user.id, name: user.name, email: user.email, avatar: user.avatar, status: user.status, about: `${user.name}, ${user.roles.join(', ')}` };
      }),
    ),
  ];
}

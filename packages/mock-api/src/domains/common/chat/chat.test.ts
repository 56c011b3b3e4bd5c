import { describe, expect, it } from 'vitest';
import type { Chat, ChatContact, ChatMessage } from '@hotel/shell/api';
import { NOW, setupApi, type CallOptions } from '../__tests__/harness';

const { api, call, expectRejected } = setupApi();
const base = 'api/apps/chat';
const day = (iso: string) => iso.slice(0, 10);

describe('chat', () => {
  it('GET chats: about 15 chats with contact, newest first', async () => {
    const { status, body } = await call('GET', `${base}/chats`);
    expect(status).toBe(200);
    const chats = body as Chat[];
    expect(chats).toHaveLength(15);
    const times = chats.map((c) => c.lastMessageAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const chat of chats) {
      expect(chat.contact).toMatchObject({ id: chat.contactId, name: expect.any(String) });
      expect(chat.contact).not.toHaveProperty('details');
      expect(chat).toMatchObject({ unreadCount: expect.any(Number), muted: expect.any(Boolean), lastMessage: expect.any(String) });
      expect(chat).not.toHaveProperty('messages');
    }
    expect(chats.some((c) => c.unreadCount > 0)).toBe(true);
    expect(new Set(chats.map((c) => c.contact.name)).size).toBe(15);
  });

  it('GET chat?id answers the chat with 10 to 40 messages spread over several days', async () => {
    const chats = (await call('GET', `${base}/chats`)).body as Chat[];
    for (const { id } of chats) {
      const chat = (await call('GET', `${base}/chat`, { query: { id } })).body as Chat;
      const messages = chat.messages ?? [];
      expect(messages.length).toBeGreaterThanOrEqual(10);
      expect(messages.length).toBeLessThanOrEqual(40);
      expect(new Set(messages.map((m) => day(m.createdAt))).size).toBeGreaterThan(1);
      expect(messages.some((m) => m.isMine)).toBe(true);
      expect(messages.some((m) => !m.isMine)).toBe(true);
      expect(messages.at(-1)?.value).toBe(chat.lastMessage);
      expect(messages.every((m) => Date.parse(m.createdAt) <= NOW.getTime())).toBe(true);
    }
  });

  it("answers a missing chat with 404 and exactly 'Could not found chat with id of {id}!'", async () => {
    const res = await call('GET', `${base}/chat`, { query: { id: 'nope-42' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Could not found chat with id of nope-42!');
    const post = await call('POST', `${base}/message`, { body: { chatId: 'nope-43', value: 'hi' } });
    expect(post.body.message).toBe('Could not found chat with id of nope-43!');
  });

  it('PATCH chat merges muted and unreadCount', async () => {
    const res = await call('PATCH', `${base}/chat`, { body: { id: 'chat-01', chat: { muted: true, unreadCount: 0 } } });
    expect(res.body).toMatchObject({ id: 'chat-01', muted: true, unreadCount: 0 });
    const chats = (await call('GET', `${base}/chats`)).body as Chat[];
    expect(chats.find((c) => c.id === 'chat-01')).toMatchObject({ muted: true, unreadCount: 0 });
  });

  it('POST message stores a message of mine and makes the chat the newest', async () => {
    const res = await call('POST', `${base}/message`, { body: { chatId: 'chat-15', value: 'See you at <b>15:00</b>' } });
    expect(res.body).toMatchObject({ chatId: 'chat-15', value: 'See you at <b>15:00</b>', isMine: true, createdAt: NOW.toISOString() });
    const chats = (await call('GET', `${base}/chats`)).body as Chat[];
    expect(chats[0]).toMatchObject({ id: 'chat-15', lastMessage: 'See you at <b>15:00</b>', lastMessageAt: NOW.toISOString() });
    const chat = (await call('GET', `${base}/chat`, { query: { id: 'chat-15' } })).body as Chat;
    expect(chat.messages?.at(-1)).toEqual(res.body as ChatMessage);
  });

  it('POST chat {contactId} starts a chat with a contact who has none: empty, newest, listed once', async () => {
    const chats = (await call('GET', `${base}/chats`)).body as Chat[];
    const contacts = (await call('GET', `${base}/contacts`)).body as ChatContact[];
    const lonely = contacts.find((c) => !chats.some((chat) => chat.contactId === c.id));
    if (!lonely) throw new Error('every seeded contact has a chat');
    const res = await call('POST', `${base}/chat`, { body: { contactId: lonely.id } });
    expect(res.status).toBe(200);
    const created = res.body as Chat;
    expect(created).toMatchObject({ contactId: lonely.id, contact: { id: lonely.id, name: lonely.name }, unreadCount: 0, muted: false, lastMessage: '', lastMessageAt: NOW.toISOString(), messages: [] });
    const after = (await call('GET', `${base}/chats`)).body as Chat[];
    expect(after).toHaveLength(chats.length + 1);
    expect(after.filter((c) => c.contactId === lonely.id).map((c) => c.id)).toEqual([created.id]);
    expect((await call('GET', `${base}/chat`, { query: { id: created.id } })).body).toMatchObject({ id: created.id, messages: [] });
    // A message goes into the new chat.
    expect((await call('POST', `${base}/message`, { body: { chatId: created.id, value: 'Hello' } })).status).toBe(200);
    // Starting it again opens the same chat, with its messages.
    const again = (await call('POST', `${base}/chat`, { body: { contactId: lonely.id } })).body as Chat;
    expect(again.id).toBe(created.id);
    expect(again.messages?.map((m) => m.value)).toEqual(['Hello']);
  });

  it('POST chat with a contact who has a chat answers that chat and creates nothing', async () => {
    const before = (await call('GET', `${base}/chats`)).body as Chat[];
    const first = before.find((c) => c.id === 'chat-01');
    const res = await call('POST', `${base}/chat`, { body: { contactId: first?.contactId ?? '' } });
    expect(res.body).toMatchObject({ id: 'chat-01', contactId: first?.contactId });
    expect((res.body as Chat).messages?.length).toBeGreaterThan(0);
    expect((await call('GET', `${base}/chats`)).body).toEqual(before);
  });

  it('rejects malformed new-chat bodies and unknown contacts and changes nothing', async () => {
    await expectRejected(
      'POST',
      `${base}/chat`,
      [
        { raw: '{' },
        { body: null },
        { body: [] },
        { body: {} },
        { body: { contactId: '' } },
        { body: { contactId: '   ' } },
        { body: { contactId: 7 } },
        { body: { contactId: 'x'.repeat(201) } },
        { body: { contactId: 'nobody' } },
        { body: { contactId: 'chat-contact-18' }, role: null },
      ],
      () => call('GET', `${base}/chats`),
    );
  });

  it('DELETE messages clears a chat', async () => {
    expect((await call('DELETE', `${base}/messages`, { query: { chatId: 'chat-02' } })).status).toBe(200);
    const chat = (await call('GET', `${base}/chat`, { query: { id: 'chat-02' } })).body as Chat;
    expect(chat.messages).toEqual([]);
  });

  it('GET contacts sorted by name without details; GET contact?id with details; 404 for an unknown id', async () => {
    const contacts = (await call('GET', `${base}/contacts`)).body as ChatContact[];
    expect(contacts.length).toBeGreaterThanOrEqual(15);
    const names = contacts.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(contacts.every((c) => !('details' in c))).toBe(true);
    const one = await call('GET', `${base}/contact`, { query: { id: contacts[0]?.id ?? '' } });
    expect(one.body).toMatchObject({ id: contacts[0]?.id, details: { emails: expect.any(Array) } });
    expect((await call('GET', `${base}/contact`, { query: { id: 'nobody' } })).status).toBe(404);
  });

  it("GET profile answers the signed-in user's profile", async () => {
    const res = await call('GET', `${base}/profile`, { role: 'receptionist' });
    expect(res.body).toMatchObject({ email: 'receptionist@hotel.test', name: 'Sofia Rossi' });
  });

  it.each(['chats', 'chat?id=chat-01', 'contacts', 'contact?id=chat-contact-01', 'profile'])('GET %s answers 401 without a token', async (path) => {
    const [p, q] = path.split('?');
    const query = q ? Object.fromEntries(new URLSearchParams(q)) : undefined;
    expect((await call('GET', `${base}/${p}`, { role: null, query })).status).toBe(401);
  });

  it('rejects malformed PATCH chat bodies and changes nothing', async () => {
    await expectRejected(
      'PATCH',
      `${base}/chat`,
      [
        { raw: '{' },
        { body: null },
        { body: {} },
        { body: { id: 'chat-01' } },
        { body: { chat: { muted: true } } },
        { body: { id: 'chat-01', chat: 'muted' } },
        { body: { id: 'chat-01', chat: { muted: 'yes' } } },
        { body: { id: 'chat-01', chat: { unreadCount: -1 } } },
        { body: { id: 'chat-01', chat: { unreadCount: 1.5 } } },
        { body: { id: 'chat-01', chat: { unreadCount: '3' } } },
        { body: { id: 'missing', chat: { muted: true } } },
        { body: { id: 'chat-01', chat: { muted: true } }, role: null },
      ],
      () => call('GET', `${base}/chats`),
    );
  });

  it('rejects malformed messages and changes nothing', async () => {
    await expectRejected(
      'POST',
      `${base}/message`,
      [
        { raw: 'hello' },
        { body: [] },
        { body: {} },
        { body: { chatId: 'chat-01' } },
        { body: { value: 'hi' } },
        { body: { chatId: 'chat-01', value: '' } },
        { body: { chatId: 'chat-01', value: '   ' } },
        { body: { chatId: 'chat-01', value: 'x'.repeat(2001) } },
        { body: { chatId: 'chat-01', value: 42 } },
        { body: { chatId: 7, value: 'hi' } },
        { body: { chatId: 'missing', value: 'hi' } },
        { body: { chatId: 'chat-01', value: 'hi' }, role: null },
      ],
      () => call('GET', `${base}/chats`),
    );
  });

  it('rejects malformed chat, contact and clear queries and changes nothing', async () => {
    const bad: CallOptions[] = [{}, { query: { id: '' } }, { query: { id: ' ' } }, { query: { id: 'x'.repeat(201) } }, { query: { id: 'missing' } }, { query: { ID: 'chat-01' } }, { query: { chatId: 'chat-01' } }, { query: { id: 'chat-01' }, role: null }, { query: { id: 'CHAT-01' } }, { query: { id: 'chat-1' } }];
    await expectRejected('GET', `${base}/chat`, bad, () => call('GET', `${base}/chats`));
    await expectRejected('GET', `${base}/contact`, bad.map((v) => (v.query?.id === 'chat-01' ? { ...v, query: { id: 'chat-contact-01' } } : v)), () => call('GET', `${base}/chats`));
    await expectRejected(
      'DELETE',
      `${base}/messages`,
      [{}, { query: { chatId: '' } }, { query: { chatId: ' ' } }, { query: { chatId: 'x'.repeat(201) } }, { query: { chatId: 'missing' } }, { query: { id: 'chat-01' } }, { query: { chatid: 'chat-01' } }, { query: { chatId: 'chat-01' }, role: null }, { query: { chatId: 'CHAT-01' } }, { query: { chatId: 'chat-1' } }],
      () => call('GET', `${base}/chats`),
    );
  });

  it.each(['empty', 'many', 'longText', 'html'])('scenario %s answers through the same calls', async (name) => {
    api.server.use(...(api.scenarios.chat?.[name] ?? []));
    const chats = (await call('GET', `${base}/chats`)).body as Chat[];
    expect(chats.length).toBe({ empty: 0, many: 100, longText: 15, html: 15 }[name]);
    if (name === 'html') expect(chats.some((c) => c.lastMessage.includes('<script>'))).toBe(true);
    api.server.use(...(api.handlersByDomain.chat ?? []));
  });
});

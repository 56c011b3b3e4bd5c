import { describe, expect, it } from 'vitest';
import type { Chat, ChatMessage } from '@hotel/shell';
import { filterChats, layoutMessages, textToHtml } from './use-chat';

const msg = (id: string, createdAt: string, isMine: boolean): ChatMessage => ({ id, chatId: 'c', contactId: isMine ? 'me' : 'x', value: id, createdAt, isMine });

describe('layoutMessages', () => {
  it('puts a divider before the first message and when the day changes', () => {
    const rows = layoutMessages([msg('a', '2026-04-26T09:00:00', false), msg('b', '2026-04-26T09:05:00', false), msg('c', '2026-04-27T08:00:00', false)]);
    expect(rows.map((r) => r.divider)).toEqual([true, false, true]);
  });

  it('ends a run when the sender changes and shows the time at run edges or when the minute changes', () => {
    const rows = layoutMessages([
      msg('a', '2026-04-26T09:00:00', false),
      msg('b', '2026-04-26T09:00:20', false),
      msg('c', '2026-04-26T09:00:40', false),
      msg('d', '2026-04-26T09:01:00', true),
    ]);
    expect(rows.map((r) => [r.first, r.last])).toEqual([
      [true, false],
      [false, false],
      [false, true],
      [true, true],
    ]);
    // b sits mid-run and the next message is in the same minute: no time.
    expect(rows.map((r) => r.showTime)).toEqual([true, false, true, true]);
  });

  it('answers nothing for no messages', () => {
    expect(layoutMessages([])).toEqual([]);
  });
});

describe('textToHtml', () => {
  it.each([
    ['Hello', 'Hello'],
    ['  two\nlines  ', 'two<br>lines'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['Tom & "Jerry"', 'Tom &amp; &quot;Jerry&quot;'],
  ])('%j → %j', (text, html) => {
    expect(textToHtml(text)).toBe(html);
  });
});

describe('filterChats', () => {
  const chat = (id: string, name: string, lastMessage: string): Chat => ({ id, contactId: id, contact: { id, name, avatar: null }, unreadCount: 0, muted: false, lastMessage, lastMessageAt: '' });
  const chats = [chat('1', 'Sofia Rossi', 'See you'), chat('2', 'Omar Haddad', 'Room ready')];
  it('matches the name or the last message, case-insensitively', () => {
    expect(filterChats(chats, 'sofia').map((c) => c.id)).toEqual(['1']);
    expect(filterChats(chats, 'ROOM').map((c) => c.id)).toEqual(['2']);
    expect(filterChats(chats, '  ')).toHaveLength(2);
    expect(filterChats(chats, 'nobody')).toEqual([]);
  });
});

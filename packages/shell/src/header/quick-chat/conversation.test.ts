import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../api';
import { endsRun, formatChatTime, needsDateDivider, showsTime } from './conversation';

const msg = (id: string, createdAt: string, isMine: boolean): ChatMessage => ({ id, chatId: 'c', contactId: 'x', value: id, createdAt, isMine });
const list = [
  msg('a', '2026-04-25T09:00:00', false),
  msg('b', '2026-04-25T09:00:30', false),
  msg('c', '2026-04-25T09:05:00', true),
  msg('d', '2026-04-26T08:00:00', true),
];

describe('quick chat conversation rules', () => {
  it('puts a date divider before the first message and whenever the day changes', () => {
    expect(list.map((_, i) => needsDateDivider(list, i))).toEqual([true, false, false, true]);
  });
  it('shows the time for the first and last, when the sender changes next, or the next minute differs', () => {
    expect(list.map((_, i) => showsTime(list, i))).toEqual([true, true, true, true]);
    const sameMinute = [msg('a', '2026-04-25T09:00:00', false), msg('b', '2026-04-25T09:00:10', false), msg('c', '2026-04-25T09:00:20', false)];
    expect(sameMinute.map((_, i) => showsTime(sameMinute, i))).toEqual([true, false, true]);
  });
  it('ends a run when the sender changes', () => {
    expect(list.map((_, i) => endsRun(list, i))).toEqual([false, true, false, true]);
  });
  it.each([
    ['2026-04-25T09:05:00', '09:05'],
    ['2026-04-25T23:59:00', '23:59'],
    ['not a date', ''],
  ])('formats %s as %s', (input, expected) => {
    expect(formatChatTime(input)).toBe(expected);
  });
});

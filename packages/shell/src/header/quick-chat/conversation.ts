import type { ChatMessage } from '../../api';

const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};
const minuteKey = (iso: string) => {
  const d = new Date(iso);
  return `${dayKey(iso)}-${d.getHours()}-${d.getMinutes()}`;
};

/** Whether a date divider goes before message i: before the first and whenever the day changes. */
export function needsDateDivider(messages: readonly ChatMessage[], i: number): boolean {
  const current = messages[i];
  const previous = messages[i - 1];
  if (!current) return false;
  return !previous || dayKey(previous.createdAt) !== dayKey(current.createdAt);
}

/**
 * Whether the HH:mm time shows under message i (fuse rules): the first or last message, the
 * sender changes next, or the next message has another time.
 */
export function showsTime(messages: readonly ChatMessage[], i: number): boolean {
  const current = messages[i];
  const next = messages[i + 1];
  if (!current) return false;
  if (i === 0 || !next) return true;
  return next.isMine !== current.isMine || minuteKey(next.createdAt) !== minuteKey(current.createdAt);
}

/** Whether message i ends a run of the same sender (it gets the bubble tail and more space after). */
export function endsRun(messages: readonly ChatMessage[], i: number): boolean {
  const current = messages[i];
  const next = messages[i + 1];
  return !!current && (!next || next.isMine !== current.isMine);
}

/** 'HH:mm' of a moment in local time. */
export function formatChatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

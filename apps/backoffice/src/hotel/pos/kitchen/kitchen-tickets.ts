import type { Docket } from '@hotel/domain';
import { english, type Translate } from '../shared/translate';

/*
 * The kitchen display's pure part: dockets sent to the kitchen as tickets, oldest first, with
 * their age and how late they are. No React here: the view and the unit tests share it.
 */

/** Minutes after which a ticket is late (amber), then overdue (red). */
export const LATE_AFTER_MINUTES = 10;
export const OVERDUE_AFTER_MINUTES = 20;

/** How a ticket's age reads: on time, late (10 min or more), overdue (20 min or more). */
export type TicketUrgency = 'on-time' | 'late' | 'overdue';

/** A line to prepare. */
export interface TicketLine {
  id: string;
  quantity: number;
  name: string;
}

/** A docket as the kitchen sees it. */
export interface KitchenTicket {
  id: string;
  docketNo: string;
  /** The outlet's name (its id when the list gave no label). */
  outlet: string;
  table: string | null;
  waiter: string;
  channel: string;
  /** When it reached the kitchen, in ms since the epoch: the earliest line's `sentAt`, else the docket's date. */
  sentAt: number;
  lines: readonly TicketLine[];
}

/** The earliest `sentAt` of a docket's lines, else its opening date, in ms (NaN dates count as 0). */
export function sentTimeOf(docket: Pick<Docket, 'lines' | 'date'>): number {
  let earliest = Number.POSITIVE_INFINITY;
  for (const line of docket.lines) {
    if (!line.sentAt) continue;
    const at = Date.parse(line.sentAt);
    if (at < earliest) earliest = at;
  }
  if (earliest !== Number.POSITIVE_INFINITY) return earliest;
  const opened = Date.parse(docket.date);
  return Number.isNaN(opened) ? 0 : opened;
}

/**
 * The tickets of the dockets in stage `sent` (of `channel` when given), oldest first (docket
 * number breaks ties). `outlets` maps point-of-sale ids to names (the list's labels).
 */
export function ticketsOf(dockets: readonly Docket[], outlets: Readonly<Record<string, string>> = {}, channel?: string): KitchenTicket[] {
  const tickets: KitchenTicket[] = [];
  for (const docket of dockets) {
    if (docket.stage !== 'sent') continue;
    if (channel && docket.channel !== channel) continue;
    tickets.push({
      id: docket.id,
      docketNo: docket.docketNo,
      outlet: outlets[docket.pointOfSale] ?? docket.pointOfSale,
      table: docket.table || null,
      waiter: docket.waiter,
      channel: docket.channel,
      sentAt: sentTimeOf(docket),
      lines: docket.lines.map((line) => ({ id: line.id, quantity: line.quantity, name: line.name })),
    });
  }
  return tickets.sort((a, b) => a.sentAt - b.sentAt || a.docketNo.localeCompare(b.docketNo, 'en', { numeric: true }));
}

function sameTicket(a: KitchenTicket, b: KitchenTicket): boolean {
  if (a.docketNo !== b.docketNo || a.outlet !== b.outlet || a.table !== b.table || a.waiter !== b.waiter || a.channel !== b.channel || a.sentAt !== b.sentAt) return false;
  if (a.lines.length !== b.lines.length) return false;
  return a.lines.every((line, i) => {
    const other = b.lines[i];
    return other !== undefined && line.id === other.id && line.quantity === other.quantity && line.name === other.name;
  });
}

/**
 * `next` with the tickets that did not change taken from `previous` (same objects), so that a
 * reload of an unchanged queue re-renders no memoised card. Answers `previous` itself when
 * nothing changed at all.
 */
export function keepUnchanged(previous: readonly KitchenTicket[], next: KitchenTicket[]): KitchenTicket[] {
  if (previous.length === 0) return next;
  const byId = new Map(previous.map((ticket) => [ticket.id, ticket]));
  let changed = previous.length !== next.length;
  const merged = next.map((ticket, i) => {
    const before = byId.get(ticket.id);
    if (before && sameTicket(before, ticket)) {
      if (previous[i] !== before) changed = true;
      return before;
    }
    changed = true;
    return ticket;
  });
  return changed ? merged : (previous as KitchenTicket[]);
}

/** Whole minutes from `sentAt` to `now` (never below 0). */
export function ageMinutes(sentAt: number, now: number): number {
  return Math.max(0, Math.floor((now - sentAt) / 60_000));
}

/** The urgency of an age in minutes: late from 10, overdue from 20. */
export function urgencyOf(minutes: number): TicketUrgency {
  if (minutes >= OVERDUE_AFTER_MINUTES) return 'overdue';
  if (minutes >= LATE_AFTER_MINUTES) return 'late';
  return 'on-time';
}

/** An age as the kitchen reads it: "just in", "1 min", "12 min", "1 h 05 min" (in the language of `t`). */
export function formatAge(minutes: number, t: Translate = english): string {
  if (minutes < 1) return t('just in');
  if (minutes < 60) return t('{{minutes}} min', { minutes });
  const hours = Math.floor(minutes / 60);
  return t('{{hours}} h {{minutes}} min', { hours, minutes: String(minutes % 60).padStart(2, '0') });
}

/** The header's count: "No tickets", "1 ticket, 4 min", "8 tickets, oldest 23 min", "2 tickets, all just in". */
export function queueSummary(tickets: readonly Pick<KitchenTicket, 'sentAt'>[], now: number, t: Translate = english): string {
  if (tickets.length === 0) return t('No tickets');
  const oldest = tickets.reduce((min, ticket) => Math.min(min, ticket.sentAt), Number.POSITIVE_INFINITY);
  const minutes = ageMinutes(oldest, now);
  const age = formatAge(minutes, t);
  if (tickets.length === 1) return t('1 ticket, {{age}}', { age });
  const count = tickets.length;
  return minutes < 1 ? t('{{count}} tickets, all just in', { count }) : t('{{count}} tickets, oldest {{age}}', { count, age });
}

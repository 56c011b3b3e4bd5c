import type { ChartBlock, ChartRoom, ChartStay } from '@hotel/domain';
import { englishText, type Translate } from '../shared/english-text';

/*
 * The tape chart's model, pure: dates, the rows (rooms grouped by floor or category, filtered), where
 * a bar sits on the day grid, and the moves a drag or the keyboard makes (move, resize, a new stay
 * over free cells) with the checks made before any call. The hook and the views only call these.
 * Texts come in the language of the `t` and `language` given (English by default).
 */

const DAY = 86_400_000;

/** The date `days` after `date` (YYYY-MM-DD, UTC). */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** The days of [from, from + count). */
export function daysOf(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** The locale the chart writes a language's dates in: English as '12 Dec' and 'Sat 12', others as Intl does ('12 Ara', 'Cmt 12'). */
export const chartLocale = (language: string): string => (language.startsWith('en') ? 'en-GB' : language);

const at = (date: string) => new Date(`${date}T00:00:00Z`);

const formatters = new Map<string, { short: Intl.DateTimeFormat; dates: Map<string, string> }>();
/** A day as '12 Dec' in a language (cached: a chart formats hundreds of dates per render). */
function shortDate(date: string, language: string): string {
  const locale = chartLocale(language);
  let cache = formatters.get(locale);
  if (!cache) formatters.set(locale, (cache = { short: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }), dates: new Map() }));
  let text = cache.dates.get(date);
  if (text === undefined) cache.dates.set(date, (text = cache.short.format(at(date))));
  return text;
}

/** A stay's dates as staff say them: '12–15 Dec', or '30 Nov – 2 Dec' across months (in Turkish '12–15 Ara'). */
export function formatStayDates(arrival: string, departure: string, language = 'en'): string {
  if (arrival.slice(0, 7) === departure.slice(0, 7)) return `${Number(arrival.slice(8, 10))}–${shortDate(departure, language)}`;
  return `${shortDate(arrival, language)} – ${shortDate(departure, language)}`;
}

/** How the rooms are grouped. */
export type Grouping = 'floor' | 'category';

/** A row of the chart: a group's heading or a room. */
export type ChartRow = { kind: 'group'; key: string; label: string; rooms: number } | { kind: 'room'; key: string; room: ChartRoom };

/**
 * The rows: rooms grouped by floor or category (groups in order of first appearance, rooms in the
 * answer's order), keeping those whose number, floor or category contain the filter (any case);
 * rooms without one go under `t('Other')`.
 */
export function chartRows(rooms: readonly ChartRoom[], grouping: Grouping, filter = '', t: Translate = englishText): ChartRow[] {
  const needle = filter.trim().toLowerCase();
  const groups = new Map<string, ChartRoom[]>();
  for (const room of rooms) {
    if (needle && ![room.number, room.floor ?? '', room.category ?? ''].some((text) => text.toLowerCase().includes(needle))) continue;
    const label = (grouping === 'floor' ? room.floor : room.category) ?? t('Other');
    let list = groups.get(label);
    if (!list) groups.set(label, (list = []));
    list.push(room);
  }
  const rows: ChartRow[] = [];
  for (const [label, list] of groups) {
    rows.push({ kind: 'group', key: `group:${label}`, label, rooms: list.length });
    for (const room of list) rows.push({ kind: 'room', key: room.id, room });
  }
  return rows;
}

/** Where a span of days sits on the grid of [from, from + days): first column, width, and whether it runs off either edge. */
export interface Span {
  start: number;
  length: number;
  clippedStart: boolean;
  clippedEnd: boolean;
}

/** The span of [arrival, departure) on the grid, or null when it is outside. */
export function spanOf(arrival: string, departure: string | null, from: string, days: number): Span | null {
  const start = daysBetween(from, arrival);
  const end = departure === null ? days : daysBetween(from, departure);
  const first = Math.max(0, start);
  const last = Math.min(days, end);
  if (last <= first) return null;
  return { start: first, length: last - first, clippedStart: start < 0, clippedEnd: departure === null || end > days };
}

/**
 * Where a stay being moved is drawn: at least one night wide, and held at the edge it left by (so
 * the bar, and the keyboard focus on it, never vanish while the move is refused or scrolled past).
 */
export function draftSpan(draft: { arrivalDate: string; departureDate: string }, from: string, days: number): Span {
  const departure = daysBetween(draft.arrivalDate, draft.departureDate) < 1 ? addDays(draft.arrivalDate, 1) : draft.departureDate;
  const span = spanOf(draft.arrivalDate, departure, from, days);
  if (span) return span;
  const before = departure <= from;
  return { start: before ? 0 : days - 1, length: 1, clippedStart: before, clippedEnd: !before };
}

/** The span of an out-of-order block (open-ended blocks run to the edges). */
export function blockSpan(block: ChartBlock, from: string, days: number): Span | null {
  return spanOf(block.from ?? addDays(from, -1), block.to, from, days);
}

/** A stay being moved or resized: where it would go. */
export interface Draft {
  stay: ChartStay;
  room: string;
  arrivalDate: string;
  departureDate: string;
}

/** A draft of a stay where it is. */
export const draftOf = (stay: ChartStay): Draft => ({ stay, room: stay.room, arrivalDate: stay.arrivalDate, departureDate: stay.departureDate });

/** Whether a draft changes anything. */
export const draftChanged = (draft: Draft): boolean =>
  draft.room !== draft.stay.room || draft.arrivalDate !== draft.stay.arrivalDate || draft.departureDate !== draft.stay.departureDate;

/**
 * The draft moved by `days` (dates) and `rooms` (rows of `order`, the room ids as shown; it stops at
 * the first and last room). A stay in house keeps its arrival: only its room would change.
 */
export function moveDraft(draft: Draft, days: number, rooms: number, order: readonly string[]): Draft {
  const index = order.indexOf(draft.room);
  const target = index < 0 ? draft.room : (order[Math.min(order.length - 1, Math.max(0, index + rooms))] ?? draft.room);
  return { ...draft, room: target, arrivalDate: addDays(draft.arrivalDate, days), departureDate: addDays(draft.departureDate, days) };
}

/** The draft with its departure moved by `days` (extend or shorten). */
export function resizeDraft(draft: Draft, days: number): Draft {
  return { ...draft, departureDate: addDays(draft.departureDate, days) };
}

/**
 * Why a draft is refused before any call, or null: below one night, into the past, a stay in house
 * moved in time or to another room (a room change does that), a stay gone. Clashes and out-of-order
 * rooms are the API's to refuse (409), as for the forms.
 */
export function draftProblem(draft: Draft, businessDate: string | undefined, t: Translate = englishText): string | null {
  const { stay } = draft;
  const number = stay.number;
  if (stay.stage !== 'reserved' && stay.stage !== 'checked-in') return t('{{number}} has checked out; it cannot be moved.', { number });
  if (daysBetween(draft.arrivalDate, draft.departureDate) < 1) return t('A stay lasts at least one night.');
  if (stay.stage === 'checked-in') {
    if (draft.room !== stay.room) return t('{{number}} is in house: use a room change to move the guest.', { number });
    if (draft.arrivalDate !== stay.arrivalDate) return t('{{number}} is in house: its arrival cannot move.', { number });
    if (businessDate && draft.departureDate < businessDate) return t('An in-house stay cannot depart before the business date ({{date}}).', { date: businessDate });
    return null;
  }
  if (businessDate && draft.arrivalDate < businessDate && draft.arrivalDate !== stay.arrivalDate) return t('A stay cannot move into the past (the business date is {{date}}).', { date: businessDate });
  return null;
}

/** The PATCH body of a draft: only what changed. */
export function draftPatch(draft: Draft): Record<string, string> {
  const record: Record<string, string> = {};
  if (draft.room !== draft.stay.room) record.room = draft.room;
  if (draft.arrivalDate !== draft.stay.arrivalDate) record.arrivalDate = draft.arrivalDate;
  if (draft.departureDate !== draft.stay.departureDate) record.departureDate = draft.departureDate;
  return record;
}

/** What the live region says of a draft: 'Moving RES-10024 to room 204, 12–15 Dec'. */
export function describeDraft(draft: Draft, roomNumber: (id: string) => string, t: Translate = englishText, language = 'en'): string {
  return t('Moving {{number}} to room {{room}}, {{dates}}', { number: draft.stay.number, room: roomNumber(draft.room), dates: formatStayDates(draft.arrivalDate, draft.departureDate, language) });
}

/** Another stay or a block of the draft's room overlapping its dates (for the preview; the API decides). */
export function draftClash(draft: Draft, stays: readonly ChartStay[], blocks: readonly ChartBlock[], t: Translate = englishText): string | null {
  const other = stays.find(
    (s) => s.id !== draft.stay.id && s.room === draft.room && s.stage !== 'checked-out' && s.arrivalDate < draft.departureDate && draft.arrivalDate < s.departureDate,
  );
  if (other) return t('Room is booked by {{number}}', { number: other.number });
  const block = blocks.find((b) => b.room === draft.room && (b.from === null || b.from < draft.departureDate) && (b.to === null || draft.arrivalDate < b.to));
  return block ? t('Room is out of order ({{reason}})', { reason: block.reason }) : null;
}

/** A new stay over free cells: its room and dates from the cells where the drag started and ended. */
export interface Selection {
  room: string;
  arrivalDate: string;
  departureDate: string;
}

/** The stay a drag across a room's cells from day `a` to day `b` (either order) makes; one night at least. */
export function selectionOf(room: string, a: string, b: string): Selection {
  const [first, last] = a <= b ? [a, b] : [b, a];
  return { room, arrivalDate: first, departureDate: addDays(last, 1) };
}

/** Why a new stay over those cells is refused before the form opens, or null. */
export function selectionProblem(selection: Selection, businessDate: string | undefined, stays: readonly ChartStay[], blocks: readonly ChartBlock[], t: Translate = englishText): string | null {
  if (businessDate && selection.arrivalDate < businessDate) return t('A new stay cannot start in the past (the business date is {{date}}).', { date: businessDate });
  const clash = draftClash({ stay: { id: '', number: '', room: '', guest: null, stage: 'reserved', arrivalDate: '', departureDate: '', payment: 'paid', balance: 0 }, ...selection }, stays, blocks, t);
  return clash ? t('{{clash}}: choose free cells.', { clash }) : null;
}

/** The stays of each room, for the rows. */
export function staysByRoom(stays: readonly ChartStay[]): Map<string, ChartStay[]> {
  const map = new Map<string, ChartStay[]>();
  for (const stay of stays) {
    let list = map.get(stay.room);
    if (!list) map.set(stay.room, (list = []));
    list.push(stay);
  }
  return map;
}

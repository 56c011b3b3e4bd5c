import type { HotelRecord } from '@hotel/domain';
import { badRequest } from '../../core/errors';
import { blockOverlaps, outOfOrderBlock, tapeChart } from './chart-stays';
import { labelOf } from './labels';
import type { HotelState } from './state';

const DAY = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A booking as the chart and availability views show it. */
export interface BookingSummary {
  id: string;
  number: string;
  guest: string | null;
  stage: string;
  /** First night (rooms) or first day (facilities), YYYY-MM-DD. */
  from: string;
  /** Day after the last night or day. */
  to: string;
}

interface Source {
  units: HotelRecord[];
  bookings: HotelRecord[];
  label: (unit: HotelRecord) => string;
  group: (unit: HotelRecord) => string | null;
  unitOf: (booking: HotelRecord) => unknown;
  range: (booking: HotelRecord) => [string, string];
}

function source(state: HotelState, kind: 'rooms' | 'facilities'): Source {
  if (kind === 'rooms') {
    return {
      units: [...(state.records.rooms ?? [])].sort((a, b) => String(a.number).localeCompare(String(b.number), 'en', { numeric: true })),
      bookings: (state.records['room-reservations'] ?? []).filter((r) => r.stage === 'reserved' || r.stage === 'checked-in'),
      label: (room) => String(room.number),
      group: (room) => labelOf(state, 'room-categories', room.category),
      unitOf: (booking) => booking.room,
      range: (booking) => [String(booking.arrivalDate), String(booking.departureDate)],
    };
  }
  return {
    units: [...(state.records.facilities ?? [])].sort((a, b) => String(a.name).localeCompare(String(b.name))),
    bookings: (state.records['facility-reservations'] ?? []).filter((r) => r.stage === 'reserved'),
    label: (facility) => String(facility.name),
    group: (facility) => (typeof facility.kind === 'string' ? facility.kind : null),
    unitOf: (booking) => booking.facility,
    range: (booking) => [String(booking.date), addDays(String(booking.date), Number(booking.days ?? 1))],
  };
}

function summary(state: HotelState, booking: HotelRecord, range: [string, string]): BookingSummary {
  return { id: booking.id, number: String(booking.number), guest: labelOf(state, 'guests', booking.guest), stage: String(booking.stage), from: range[0], to: range[1] };
}

/** Checks a from/to range (to exclusive, at most 92 days). */
export function checkRange(from: string, to: string): void {
  if (to <= from) throw badRequest('The range must end after it starts.', { to: 'must be after from' });
  if ((Date.parse(to) - Date.parse(from)) / DAY > 92) throw badRequest('The range may cover at most 92 days.', { to: 'must be at most 92 days after from' });
}

/** Rooms or facilities free for the whole of [from, to), with the bookings that block the others. */
export function availability(state: HotelState, kind: 'rooms' | 'facilities', from: string, to: string) {
  const s = source(state, kind);
  const items = s.units.map((unit) => {
    const conflicts = s.bookings
      .filter((b) => s.unitOf(b) === unit.id)
      .map((b) => [b, s.range(b)] as const)
      .filter(([, [start, end]]) => start < to && from < end)
      .map(([b, range]) => summary(state, b, range));
    // Out of order over any night of the range (until its return date, when one is known).
    const block = kind === 'rooms' ? outOfOrderBlock(state, unit) : null;
    const blocked = block !== null && blockOverlaps(block, from, to);
    return { id: unit.id, label: s.label(unit), group: s.group(unit), stage: unit.stage ?? null, available: conflicts.length === 0 && !blocked, conflicts };
  });
  return { resource: kind, from, to, available: items.filter((i) => i.available).length, items };
}

/**
 * An occupancy grid: one row per room or facility, one cell per day of [from, to). With `withStays`
 * (the reservation chart) it adds the stays, rooms and out-of-order blocks the tape chart draws.
 */
export function chart(state: HotelState, kind: 'rooms' | 'facilities', from: string, to: string, withStays = false) {
  const s = source(state, kind);
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  const rows = s.units.map((unit) => {
    const bookings = s.bookings.filter((b) => s.unitOf(b) === unit.id).map((b) => [b, s.range(b)] as const);
    return {
      id: unit.id,
      label: s.label(unit),
      group: s.group(unit),
      stage: unit.stage ?? null,
      cells: days.map((date) => {
        const hit = bookings.find(([, [start, end]]) => start <= date && date < end);
        return { date, booking: hit ? summary(state, hit[0], hit[1]) : null };
      }),
    };
  });
  const occupied = rows.reduce((t, r) => t + r.cells.filter((c) => c.booking).length, 0);
  const occupancy = rows.length && days.length ? Math.round((occupied / (rows.length * days.length)) * 1000) / 10 : 0;
  return { resource: kind, from, to, days, rows, occupancy, ...(withStays && kind === 'rooms' ? tapeChart(state, s.units, from, to) : {}) };
}

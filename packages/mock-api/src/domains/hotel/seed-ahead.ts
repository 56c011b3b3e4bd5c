import { getResource, type HotelRecord } from '@hotel/domain';
import type { Rng } from '../../core/random';
import { addDays } from './ledger/store';
import { createRecord } from './service';
import type { HotelState } from './state';
import type { UserRecord } from '../users/seed';

/*
 * The book of the coming weeks (issue 21): a working hotel is mostly sold ahead, so the boards and
 * the tape chart show a full house, not the few walk-ins the lived history booked. After the
 * history, the desk takes this morning the bookings of the next `days` nights: first the rooms of
 * the groups arriving then (a block on the group's dates), then single stays until each night
 * reaches its target (weekends fuller), a share of them with a deposit. Every booking goes through
 * the API's own create, so clashes and rates follow the same rules as the forms.
 */

export interface AheadOptions {
  /** Nights ahead to book, from tomorrow. */
  days: number;
  /** Share of sellable rooms sold on a weekday night and on a Friday or Saturday night. */
  occupancy: { weekday: number; weekend: number };
  /** Shortest and longest stay in nights. */
  nights: [number, number];
  /** The desk member who takes the bookings. */
  desk: UserRecord;
  /** The morning the bookings are taken (ISO datetime). */
  at: string;
}

interface Span {
  from: string;
  to: string;
}

/** Books the coming `days` nights up to their targets; deterministic for a given rng and state. */
export function bookAhead(state: HotelState, rng: Rng, today: string, options: AheadOptions): void {
  const rooms = (state.records.rooms ?? []).filter((room) => room.stage !== 'out-of-order');
  if (rooms.length === 0) return;
  const guests = state.records.guests ?? [];
  const rates = new Map((state.records['room-categories'] ?? []).map((c) => [c.id, typeof c.rate === 'number' ? c.rate : 120]));
  const stays = getResource('room-reservations');
  const taken = new Map<string, Span[]>(rooms.map((room) => [room.id, []]));
  for (const stay of state.records['room-reservations'] ?? []) {
    if (stay.stage === 'reserved' || stay.stage === 'checked-in') taken.get(String(stay.room))?.push({ from: String(stay.arrivalDate), to: String(stay.departureDate) });
  }
  const free = (room: string, from: string, to: string) => (taken.get(room) ?? []).every((span) => to <= span.from || span.to <= from);
  const sold = (night: string) => [...taken.values()].reduce((n, spans) => n + spans.filter((span) => span.from <= night && night < span.to).length, 0);
  const last = addDays(today, options.days + 1);

  const book = (room: HotelRecord, from: string, to: string, group: string | null): HotelRecord => {
    const stay = createRecord(state, stays, {
      guest: rng.pick(guests).id, room: room.id, arrivalDate: from, departureDate: to, adults: rng.int(1, 3), children: rng.chance(0.8) ? 0 : rng.int(1, 2),
      rate: rates.get(room.category as string) ?? 120, breakfast: rng.chance(0.75), group, notes: null,
    }, options.desk, options.at);
    taken.get(room.id)?.push({ from, to });
    if (rng.chance(0.35)) {
      createRecord(state, getResource('reservation-deposits'), { reservation: stay.id, amount: Math.round(Number(stay.rate) * 50) / 100, method: rng.pick(['card', 'bank-transfer', 'cash']), date: today }, options.desk, options.at);
    }
    return stay;
  };

  // Group blocks: the groups arriving in the period hold several rooms on their own dates.
  for (const group of state.records.groups ?? []) {
    const from = String(group.arrivalDate);
    const to = String(group.departureDate);
    if (!(from > today && from < last && to > from)) continue;
    const block = rng.shuffle(rooms.filter((room) => free(room.id, from, to))).slice(0, rng.int(4, 8));
    for (const room of block) book(room, from, to, group.id);
  }

  const [shortest, longest] = options.nights;
  for (let night = addDays(today, 1); night < last; night = addDays(night, 1)) {
    const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
    const share = weekday === 5 || weekday === 6 ? options.occupancy.weekend : options.occupancy.weekday;
    // Nights further out are a little less sold (bookings still to come).
    const target = Math.round(rooms.length * (share - (0.1 * (Date.parse(night) - Date.parse(today))) / (options.days * 86_400_000)));
    for (let tries = 0; sold(night) < target && tries < rooms.length; tries++) {
      const to = addDays(night, rng.int(shortest, longest));
      const open = rooms.filter((room) => free(room.id, night, to));
      if (open.length === 0) break;
      book(rng.pick(open), night, to, null);
    }
  }
}

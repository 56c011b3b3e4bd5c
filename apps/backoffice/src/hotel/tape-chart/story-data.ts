import type { ChartBlock, ChartResponse, ChartRoom, ChartStay, StayPaymentState } from '@hotel/domain';
import { addDays, daysBetween, daysOf } from './model';

/*
 * Generated reservation charts for the stories and the benchmark (a full hotel, 200 rooms × 90 days
 * with 5,000 stays, long names): deterministic, no two stays of a room overlapping.
 */

export interface GeneratedChartOptions {
  /** First day of the range (YYYY-MM-DD). */
  from: string;
  /** Days in the range. */
  days: number;
  rooms: number;
  /** Stays to make (fewer when the rooms cannot hold them); ignored with `full`. */
  stays?: number;
  /** Every night of every room booked. */
  full?: boolean;
  /** Long guest, floor and category names. */
  longNames?: boolean;
  /** Every n-th room out of order (0: none). */
  outOfOrderEvery?: number;
}

const FIRST = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Esi', 'Farah', 'Goran', 'Hana', 'Ivo', 'Jun'];
const LAST = ['Obi', 'Rossi', 'Novak', 'Okafor', 'Tanaka', 'Haddad', 'Silva', 'Berg', 'Kowalski', 'Mensah'];
const LONG = 'Maximiliana Alexandrovna Featherstonehaugh-Montgomery-Worthington';
const PAYMENTS: StayPaymentState[] = ['paid', 'deposit-unpaid', 'paid', 'balance-due'];

/** A reservation chart answer made up from the options. */
export function generateChart({ from, days, rooms: roomCount, stays: wanted = 0, full = false, longNames = false, outOfOrderEvery = 0 }: GeneratedChartOptions): ChartResponse {
  let seed = 42;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(seed / 65_536) % n;
  };
  const rooms: ChartRoom[] = Array.from({ length: roomCount }, (_, i) => {
    const floor = Math.floor(i / 20) + 1;
    const number = `${floor}${String((i % 20) + 1).padStart(2, '0')}`;
    return {
      id: `room-${i}`,
      number,
      floor: longNames ? `Floor ${floor}: the east wing overlooking the botanical gardens` : `Floor ${floor}`,
      category: longNames ? ['Deluxe Double Room with Sea View and Balcony', 'Standard Single'][i % 2] ?? null : ['Single', 'Double', 'Suite'][i % 3] ?? null,
      stage: 'available',
    };
  });
  const blocks: ChartBlock[] = outOfOrderEvery ? rooms.filter((_, i) => i % outOfOrderEvery === outOfOrderEvery - 1).map((room) => ({ room: room.id, from: addDays(from, 2), to: addDays(from, 9), reason: 'Bathroom renovation' })) : [];
  const blocked = new Set(blocks.map((b) => b.room));
  const perRoom = full ? Number.POSITIVE_INFINITY : Math.ceil(wanted / Math.max(1, roomCount - blocked.size));
  const stays: ChartStay[] = [];
  let n = 10_000;
  for (const room of rooms) {
    if (blocked.has(room.id)) continue;
    let day = full ? -1 : random(3) - 1;
    for (let made = 0; made < perRoom && day < days && (full || stays.length < wanted); made++) {
      const nights = 1 + random(full ? 6 : 4);
      const arrivalDate = addDays(from, day);
      const departureDate = addDays(from, day + nights);
      const stage = day + nights <= 0 ? 'checked-out' : day <= 0 ? 'checked-in' : 'reserved';
      const payment = stage === 'reserved' ? (PAYMENTS[random(4)] ?? 'paid') : random(3) === 0 ? 'balance-due' : 'paid';
      const guest = longNames && n % 3 === 0 ? LONG : `${FIRST[n % 10] ?? ''} ${LAST[Math.floor(n / 10) % 10] ?? ''}`;
      stays.push({ id: `stay-${n}`, number: `RES-${n}`, room: room.id, guest, stage, arrivalDate, departureDate, payment, balance: payment === 'balance-due' ? 12_550 : 0 });
      n++;
      day += nights + (full ? 0 : random(2));
    }
  }
  const range = daysOf(from, days);
  const nights = stays.reduce((t, s) => t + Math.max(0, Math.min(days, daysBetween(from, s.departureDate)) - Math.max(0, daysBetween(from, s.arrivalDate))), 0);
  return {
    chart: 'reservation-chart',
    resource: 'rooms',
    from,
    to: addDays(from, days),
    days: range,
    occupancy: roomCount ? Math.round((nights / (roomCount * days)) * 1000) / 10 : 0,
    // The tape chart reads stays, rooms and blocks; the per-cell grid of the other charts stays empty here.
    rows: rooms.map((room) => ({ id: room.id, label: room.number, group: room.category, stage: room.stage, cells: [] })),
    stays,
    rooms,
    blocks,
  };
}

import { folioKey, SCREENS, todayPaths, type HotelRecord, type TodayResponse, type TodayStay } from '@hotel/domain';
import { http, type HttpHandler } from 'msw';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { forbidden } from '../../../core/errors';
import { folioBalance } from '../ledger/post';
import { findRecord } from '../records';
import { hotelDomain, type HotelState } from '../state';

const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

function todayStay(state: HotelState, stay: HotelRecord): TodayStay {
  return {
    id: stay.id,
    number: String(stay.number),
    guest: String(findRecord(state, 'guests', stay.guest)?.name ?? 'Guest'),
    room: typeof stay.room === 'string' ? String(findRecord(state, 'rooms', stay.room)?.number ?? '') || null : null,
    arrivalDate: String(stay.arrivalDate),
    departureDate: String(stay.departureDate),
    stage: String(stay.stage),
    balanceCents: folioBalance(state, folioKey({ kind: 'stay', id: stay.id })),
  };
}

/** The business date's front-desk lists and occupancy. */
export function frontDeskToday(state: HotelState): TodayResponse {
  const date = state.ledger.businessDate;
  const since = dayBefore(date);
  const stays = state.records['room-reservations'] ?? [];
  const pick = (keep: (stay: HotelRecord) => boolean) =>
    stays
      .filter(keep)
      .map((stay) => todayStay(state, stay))
      .sort((a, b) => (a.room ?? '').localeCompare(b.room ?? '', undefined, { numeric: true }) || a.number.localeCompare(b.number));
  const inHouse = pick((s) => s.stage === 'checked-in');
  const rooms = (state.records.rooms ?? []).filter((room) => room.stage !== 'out-of-order').length;
  const occupied = new Set(inHouse.map((s) => s.room).filter(Boolean)).size;
  return {
    businessDate: date,
    arrivals: pick((s) => s.stage === 'reserved' && s.arrivalDate === date),
    departures: inHouse.filter((s) => s.departureDate <= date),
    inHouse,
    stayOvers: inHouse.filter((s) => s.departureDate > date),
    noShows: pick((s) => s.stage === 'no-show' && String(s.arrivalDate) >= since && String(s.arrivalDate) <= date),
    occupancy: { occupied, rooms, percent: rooms === 0 ? 0 : Math.round((occupied * 100) / rooms) },
  };
}

/**
 * GET api/hotel/front-desk/today → the business date's arrivals, departures, in-house, stay-overs,
 * no-shows and occupancy; for the roles of the daily room chart (`/front-office/daily-room-chart`).
 */
export function todayHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(
      `*/${todayPaths.today}`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        const roles = SCREENS.flatMap((s) => (s.kind === 'chart' && s.chart === 'daily-room-chart' ? s.roles : []));
        if (!user.roles.includes('admin') && !user.roles.some((role) => roles.includes(role))) throw forbidden(`Your role (${user.roles.join(', ')}) may not open the front desk's day.`);
        return frontDeskToday(await ctx.db.get(hotelDomain));
      }),
    ),
  ];
}

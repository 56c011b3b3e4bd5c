import type { TodayResponse } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { freeRoom, hotelTestSuite } from '../test-utils';

const { call, state } = hotelTestSuite();

async function today(role = 'receptionist') {
  const res = await call(role, 'GET', 'front-desk/today');
  expect(res.status).toBe(200);
  return res.body as unknown as TodayResponse;
}

describe('GET api/hotel/front-desk/today', () => {
  it('answers the business date\'s lists from the stays, and the occupancy', async () => {
    const t = await today();
    const hotel = await state();
    const stays = hotel.records['room-reservations'] ?? [];
    expect(t.businessDate).toBe(hotel.ledger.businessDate);
    expect(t.inHouse).toHaveLength(stays.filter((s) => s.stage === 'checked-in').length);
    expect(t.departures.length + t.stayOvers.length).toBe(t.inHouse.length);
    expect(t.arrivals.every((s) => s.stage === 'reserved' && s.arrivalDate === t.businessDate)).toBe(true);
    expect(t.departures.every((s) => s.departureDate <= t.businessDate)).toBe(true);
    expect(t.noShows.every((s) => s.stage === 'no-show')).toBe(true);
    const inService = (hotel.records.rooms ?? []).filter((r) => r.stage !== 'out-of-order').length;
    expect(t.occupancy).toEqual({ occupied: t.inHouse.length, rooms: inService, percent: Math.round((t.inHouse.length * 100) / inService) });
    for (const stay of t.inHouse) expect(Number.isInteger(stay.balanceCents)).toBe(true);
  });

  it('follows a booking and its check-in: an arrival, then in house', async () => {
    const hotel = await state();
    const date = hotel.ledger.businessDate;
    const guest = hotel.records.guests?.[0]?.id;
    const departure = new Date(Date.parse(`${date}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const room = freeRoom(hotel, date, departure);
    const booked = await call('receptionist', 'POST', 'room-reservations', { record: { guest, room: room?.id, arrivalDate: date, departureDate: departure, adults: 1, rate: 150 } });
    expect(booked.status).toBe(201);
    const id = String(booked.body?.id);
    expect((await today()).arrivals.map((s) => s.id)).toContain(id);
    expect((await call('receptionist', 'POST', `room-reservations/${id}/transition`, { action: 'check-in' })).status).toBe(200);
    const after = await today();
    expect(after.arrivals.map((s) => s.id)).not.toContain(id);
    expect(after.stayOvers.find((s) => s.id === id)).toMatchObject({ room: String(room?.number), stage: 'checked-in', balanceCents: 0 });
  });

  it('answers 401 without a session and 403 to a role without the daily room chart', async () => {
    expect((await call(null, 'GET', 'front-desk/today')).status).toBe(401);
    expect((await call('waitress', 'GET', 'front-desk/today')).status).toBe(403);
  });
});

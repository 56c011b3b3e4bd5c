import type { HotelRecord } from '@hotel/domain';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createNodeMockApi } from '../../node';
import { usersDomain } from '../users/seed';
import { hotelDomain, type HotelState } from './state';

/** A Node mock API with helpers for calling the hotel API as a role's demo account. */
export function hotelTestApi() {
  const api = createNodeMockApi({ now: () => new Date('2026-11-22T10:00:00Z') });
  const tokens = new Map<string, string>();
  const base = 'http://localhost/api/hotel';
  async function token(role: string) {
    let value = tokens.get(role);
    if (!value) {
      value = (await api.sessionFor(role)).accessToken;
      tokens.set(role, value);
    }
    return value;
  }
  async function call(role: string | null, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (role) headers.Authorization = `Bearer ${await token(role)}`;
    const res = await fetch(`${base}/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown> & { items?: Record<string, unknown>[] }) : null };
  }
  return { api, call };
}

/**
 * The hotel API test file's set-up: a Node mock API listening for the file, reset after each test,
 * with the hotel and the users seeded before each (so a snapshot taken before a refused call
 * compares like with like). Answers the API, `call` (as a role's demo account) and the live state.
 */
export function hotelTestSuite() {
  const { api, call } = hotelTestApi();
  beforeAll(() => api.server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => api.reset());
  beforeEach(async () => {
    await api.context.db.get(hotelDomain);
    await api.context.db.get(usersDomain);
  });
  afterAll(() => api.server.close());
  return { api, call, state: () => api.context.db.get(hotelDomain) };
}

/**
 * A room that is ready (available) and has no reserved or in-house stay overlapping the nights
 * `from` to `to` (exclusive): the seed sells the coming weeks, so most rooms have bookings ahead.
 */
export function freeRoom(state: HotelState, from: string, to: string): HotelRecord | undefined {
  const stays = (state.records['room-reservations'] ?? []).filter((s) => (s.stage === 'reserved' || s.stage === 'checked-in') && String(s.arrivalDate) < to && from < String(s.departureDate));
  const busy = new Set(stays.map((s) => s.room));
  return state.records.rooms?.find((room) => room.stage === 'available' && !busy.has(room.id));
}

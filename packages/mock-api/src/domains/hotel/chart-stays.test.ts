import type { ChartResponse, HotelRecord } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { hotelTestSuite } from './test-utils';

const { call, state } = hotelTestSuite();

const DAY = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

async function chartOf(from: string, to: string, id = 'reservation-chart') {
  const res = await call('receptionist', 'GET', `charts/${id}?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return res.body as unknown as ChartResponse;
}

/**
 * A room with no stay overlapping [from, to) that is in service: a seeded one when there is (the
 * seed sells the coming weeks, so often there is none), else a new room the administrator adds.
 */
async function freeRoom(from: string, to: string, except?: string, stage?: string): Promise<HotelRecord> {
  const s = await state();
  const busy = new Set((s.records['room-reservations'] ?? []).filter((r) => (r.stage === 'reserved' || r.stage === 'checked-in') && String(r.arrivalDate) < to && from < String(r.departureDate)).map((r) => r.room));
  const room = s.records.rooms?.find((r) => !busy.has(r.id) && r.stage !== 'out-of-order' && r.id !== except && (!stage || r.stage === stage));
  return room ?? newRoom();
}

/** A new room (available, no stays) on the first room's floor and category, numbered 190 to 199. */
async function newRoom(): Promise<HotelRecord> {
  const rooms = (await state()).records.rooms ?? [];
  const taken = new Set(rooms.map((room) => String(room.number)));
  const number = Array.from({ length: 10 }, (_, i) => String(190 + i)).find((candidate) => !taken.has(candidate));
  const created = await call('admin', 'POST', 'rooms', { record: { number, floor: rooms[0]?.floor, category: rooms[0]?.category } });
  if (created.status !== 201) throw new Error(`no free room, and adding one answered ${created.status}`);
  return created.body as HotelRecord;
}

describe('the reservation chart (tape chart data)', () => {
  it('answers the stays overlapping the range with stage, dates and payment state, the rooms and the out-of-order blocks', async () => {
    const s = await state();
    const from = s.ledger.businessDate;
    const to = addDays(from, 30);
    const chart = await chartOf(from, to);
    expect(chart.rows.length).toBe(chart.rooms?.length);
    expect(chart.stays?.length).toBeGreaterThan(0);
    for (const stay of chart.stays ?? []) {
      expect(stay.arrivalDate < to && from < stay.departureDate).toBe(true);
      expect(['reserved', 'checked-in', 'checked-out']).toContain(stay.stage);
      expect(['deposit-unpaid', 'paid', 'balance-due']).toContain(stay.payment);
      expect(Number.isInteger(stay.balance)).toBe(true);
      if (stay.payment === 'balance-due') expect(stay.balance).toBeGreaterThan(0);
    }
    expect(chart.rooms?.[0]).toMatchObject({ id: expect.any(String), number: expect.any(String), floor: expect.any(String), category: expect.any(String) });
    const outOfOrder = s.records.rooms?.filter((r) => r.stage === 'out-of-order').map((r) => r.id);
    expect(chart.blocks?.map((b) => b.room).sort()).toEqual(outOfOrder?.sort());
    // The seed's out-of-order rooms were put out of order days ago with a reason; most have a return date ahead.
    for (const block of chart.blocks ?? []) {
      expect(block.reason).not.toMatch(/Seeded demo data|^Out of order$/);
      expect(String(block.from) < from).toBe(true);
      if (block.to !== null) expect(block.to > from).toBe(true);
    }
    expect(chart.blocks?.some((b) => b.to !== null)).toBe(true);
  });

  it('keeps the other charts as they were (no stays)', async () => {
    const s = await state();
    const chart = await chartOf(s.ledger.businessDate, addDays(s.ledger.businessDate, 1), 'daily-room-chart');
    expect(chart.stays).toBeUndefined();
    expect(chart.rows[0]?.cells).toHaveLength(1);
  });

  it('says a reservation without a deposit is unpaid, and paid once a deposit is taken', async () => {
    const s = await state();
    const from = addDays(s.ledger.businessDate, 40);
    const to = addDays(from, 2);
    const room = await freeRoom(from, to);
    const guest = s.records.guests?.[0]?.id;
    const made = await call('receptionist', 'POST', 'room-reservations', { record: { guest, room: room.id, arrivalDate: from, departureDate: to, adults: 1, rate: 100 } });
    expect(made.status).toBe(201);
    const id = String(made.body?.id);
    const before = (await chartOf(from, to)).stays?.find((stay) => stay.id === id);
    expect(before).toMatchObject({ room: room.id, stage: 'reserved', payment: 'deposit-unpaid', balance: 0 });
    const deposit = await call('receptionist', 'POST', 'reservation-deposits', { record: { reservation: id, amount: 50, method: 'cash', date: s.ledger.businessDate } });
    expect(deposit.status).toBe(201);
    const after = (await chartOf(from, to)).stays?.find((stay) => stay.id === id);
    expect(after).toMatchObject({ payment: 'paid', balance: -5000 });
  });

  it('shows a room put out of order as a block with its reason, and refuses to book or move a stay into it (409, nothing changed)', async () => {
    const s = await state();
    const from = addDays(s.ledger.businessDate, 50);
    const to = addDays(from, 3);
    const room = await freeRoom(from, to, undefined, 'available');
    const out = await call('housekeeping', 'POST', `rooms/${room.id}/transition`, { action: 'out-of-order', note: 'Leaking ceiling' });
    expect(out.status).toBe(200);
    const block = (await chartOf(from, to)).blocks?.find((b) => b.room === room.id);
    expect(block).toEqual({ room: room.id, from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: null, reason: 'Leaking ceiling' });

    const guest = s.records.guests?.[0]?.id;
    const made = await call('receptionist', 'POST', 'room-reservations', { record: { guest, room: room.id, arrivalDate: from, departureDate: to, adults: 1, rate: 100 } });
    expect(made.status).toBe(409);
    expect(made.body?.message).toMatch(/is out of order \(Leaking ceiling\)/);

    const other = await freeRoom(from, to, room.id);
    const stay = await call('receptionist', 'POST', 'room-reservations', { record: { guest, room: other.id, arrivalDate: from, departureDate: to, adults: 1, rate: 100 } });
    expect(stay.status).toBe(201);
    const moved = await call('receptionist', 'PATCH', `room-reservations/${String(stay.body?.id)}`, { record: { room: room.id } });
    expect(moved.status).toBe(409);
    const kept = (await state()).records['room-reservations']?.find((r) => r.id === stay.body?.id);
    expect(kept?.room).toBe(other.id);
  });

  it('keeps an out-of-order room’s return date: the block ends there, bookings from that day are taken, and Return To Service clears it', async () => {
    const s = await state();
    const today = s.ledger.businessDate;
    const back = addDays(today, 60);
    const room = await freeRoom(today, addDays(today, 64), undefined, 'available');
    const guest = s.records.guests?.[0]?.id;
    const book = (from: string, to: string) => call('receptionist', 'POST', 'room-reservations', { record: { guest, room: room.id, arrivalDate: from, departureDate: to, adults: 1, rate: 100 } });

    // A return date before the business date, or on a move that takes none, is refused and changes nothing.
    const past = await call('housekeeping', 'POST', `rooms/${room.id}/transition`, { action: 'out-of-order', note: 'Door lock fault', date: addDays(today, -1) });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ fields: { date: `must be ${today} or later` } });
    const stray = await call('housekeeping', 'POST', `rooms/${room.id}/transition`, { action: 'send-to-cleaning', date: back });
    expect(stray.status).toBe(400);
    expect(stray.body).toMatchObject({ fields: { date: 'must be left out for this action' } });
    expect((await state()).records.rooms?.find((r) => r.id === room.id)?.stage).toBe('available');

    const out = await call('housekeeping', 'POST', `rooms/${room.id}/transition`, { action: 'out-of-order', note: 'Door lock fault', date: back });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ stage: 'out-of-order', outOfOrderUntil: back });
    const block = (await chartOf(today, addDays(today, 64))).blocks?.find((b) => b.room === room.id);
    expect(block).toEqual({ room: room.id, from: today, to: back, reason: 'Door lock fault' });
    const board = await call('housekeeping', 'GET', 'housekeeping/board');
    const tile = (board.body as { rooms?: Array<{ id: string; outOfOrder: unknown }> } | null)?.rooms?.find((r) => r.id === room.id);
    expect(tile?.outOfOrder).toEqual({ from: today, to: back, reason: 'Door lock fault' });

    // The night before the return is refused; from the return day the room sells, and availability says so.
    const available = async (from: string, to: string) => {
      const res = await call('receptionist', 'GET', `availability/rooms?from=${from}&to=${to}`);
      return (res.body?.items as Array<{ id: string; available: boolean }> | undefined)?.find((item) => item.id === room.id)?.available;
    };
    expect(await available(addDays(back, -1), back)).toBe(false);
    expect(await available(back, addDays(back, 2))).toBe(true);
    expect((await book(addDays(back, -1), back)).status).toBe(409);
    expect((await book(back, addDays(back, 2))).status).toBe(201);

    const restored = await call('housekeeping', 'POST', `rooms/${room.id}/transition`, { action: 'restore' });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ stage: 'cleaning', outOfOrderUntil: null });
    expect((await chartOf(today, addDays(today, 64))).blocks?.some((b) => b.room === room.id)).toBe(false);
  });

  it('moves a stay to another room and dates by PATCH, and the chart follows', async () => {
    const s = await state();
    const from = addDays(s.ledger.businessDate, 60);
    const room = await freeRoom(from, addDays(from, 5));
    const guest = s.records.guests?.[0]?.id;
    const made = await call('receptionist', 'POST', 'room-reservations', { record: { guest, room: room.id, arrivalDate: from, departureDate: addDays(from, 2), adults: 1, rate: 100 } });
    const other = await freeRoom(from, addDays(from, 5), room.id);
    const moved = await call('receptionist', 'PATCH', `room-reservations/${String(made.body?.id)}`, { record: { room: other.id, arrivalDate: addDays(from, 1), departureDate: addDays(from, 4) } });
    expect(moved.status).toBe(200);
    const bar = (await chartOf(from, addDays(from, 5))).stays?.find((stay) => stay.id === made.body?.id);
    expect(bar).toMatchObject({ room: other.id, arrivalDate: addDays(from, 1), departureDate: addDays(from, 4) });
  });

  it('refuses to move a stay onto the next stay of its room (409, nothing changed)', async () => {
    const s = await state();
    const from = addDays(s.ledger.businessDate, 3);
    const room = await freeRoom(from, addDays(from, 6));
    const guest = s.records.guests?.[0]?.id;
    const book = (first: number, last: number) => call('receptionist', 'POST', 'room-reservations', { record: { guest, room: room.id, arrivalDate: addDays(from, first), departureDate: addDays(from, last), adults: 1, rate: 100 } });
    const a = await book(0, 2);
    const b = await book(3, 5);
    expect([a.status, b.status]).toEqual([201, 201]);
    const moved = await call('receptionist', 'PATCH', `room-reservations/${String(a.body?.id)}`, { record: { arrivalDate: addDays(from, 2), departureDate: addDays(from, 4) } });
    expect(moved.status).toBe(409);
    expect(moved.body?.message).toBe(`Room is already booked by ${String(b.body?.number)} from ${addDays(from, 3)} to ${addDays(from, 5)}.`);
  });
});

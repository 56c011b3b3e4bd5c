import type { HousekeepingBoardResponse, HousekeepingBulkResponse, HousekeepingRoom } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { hotelTestSuite } from '../test-utils';

const { call, state } = hotelTestSuite();

async function board(role = 'housekeeping') {
  const res = await call(role, 'GET', 'housekeeping/board');
  expect(res.status).toBe(200);
  return res.body as unknown as HousekeepingBoardResponse;
}

const bulk = (body: unknown, role = 'housekeeping') => call(role, 'POST', 'housekeeping/rooms', body);
const roomsIn = (b: HousekeepingBoardResponse, pick: (room: HousekeepingRoom) => boolean) => b.rooms.filter(pick);

describe('GET api/hotel/housekeeping/board', () => {
  it('answers every room with its housekeeping state, occupancy and the housekeepers', async () => {
    const b = await board();
    const hotel = await state();
    expect(b.businessDate).toBe(hotel.ledger.businessDate);
    expect(b.rooms).toHaveLength(hotel.records.rooms?.length ?? 0);
    // Two axes: the state follows the stage, occupancy the stays.
    for (const room of b.rooms) {
      const record = hotel.records.rooms?.find((r) => r.id === room.id);
      const expected = { available: 'clean', occupied: 'clean', cleaning: 'dirty', 'out-of-order': 'out-of-order' }[String(record?.stage)];
      expect(room.housekeeping).toBe(expected);
      expect(room.outOfOrder === null).toBe(room.housekeeping !== 'out-of-order');
    }
    const inHouse = (hotel.records['room-reservations'] ?? []).filter((s) => s.stage === 'checked-in' && s.room);
    expect(roomsIn(b, (r) => r.occupancy === 'occupied' || r.occupancy === 'departing')).toHaveLength(inHouse.length);
    for (const room of roomsIn(b, (r) => r.occupancy !== 'vacant')) expect(room.stay?.guest).toBeTruthy();
    const departing = roomsIn(b, (r) => r.occupancy === 'departing');
    for (const room of departing) expect(room.stay && room.stay.departureDate <= b.businessDate).toBe(true);
    // Ordered by floor level, then number.
    const order = b.rooms.map((r) => [r.floorLevel, Number(r.number)] as const);
    expect(order).toEqual([...order].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
    expect(b.housekeepers.map((h) => h.name)).toEqual(expect.arrayContaining(['Grace Mwangi', 'Nadia Haddad']));
    expect(b.housekeepers.map((h) => h.name)).not.toContain('Amara Okafor');
  });

  it('answers 401 without a session and 403 to a role without the board', async () => {
    expect((await call(null, 'GET', 'housekeeping/board')).status).toBe(401);
    const res = await call('waitress', 'GET', 'housekeeping/board');
    expect(res.status).toBe(403);
    expect(String(res.body?.message)).toMatch(/housekeeping board/);
  });
});

describe('POST api/hotel/housekeeping/rooms', () => {
  it('marks dirty rooms clean: the stage moves, the cleaning history gets a line each', async () => {
    const dirty = roomsIn(await board(), (r) => r.housekeeping === 'dirty' && r.occupancy === 'vacant').slice(0, 2);
    expect(dirty).toHaveLength(2);
    const logs = (await state()).records['cleaning-logs']?.length ?? 0;
    const res = await bulk({ rooms: dirty.map((r) => r.id), action: 'mark-clean' });
    expect(res.status).toBe(200);
    const body = res.body as unknown as HousekeepingBulkResponse;
    expect(body.rooms.map((r) => r.housekeeping)).toEqual(['clean', 'clean']);
    const hotel = await state();
    expect(hotel.records.rooms?.filter((r) => dirty.some((d) => d.id === r.id)).map((r) => r.stage)).toEqual(['available', 'available']);
    expect(hotel.records['cleaning-logs']).toHaveLength(logs + 2);
    const report = await call('housekeeping', 'GET', 'reports/cleaning-history');
    expect(report.status).toBe(200);
    expect(JSON.stringify(report.body)).toContain('Tomás García');
  });

  it('refuses the whole call (409, naming the rooms) when one room is not in a state the action takes', async () => {
    const b = await board();
    const dirty = roomsIn(b, (r) => r.housekeeping === 'dirty')[0];
    const broken = roomsIn(b, (r) => r.housekeeping === 'out-of-order')[0];
    const before = JSON.stringify(await state());
    const res = await bulk({ rooms: [dirty?.id, broken?.id], action: 'mark-clean' });
    expect(res.status).toBe(409);
    expect(String(res.body?.message)).toContain(`Nothing was changed: ${String(broken?.number)} is out of order`);
    expect(JSON.stringify(await state())).toBe(before);
  });

  it('marks a clean room inspected; a stage change (send to cleaning) ends it', async () => {
    const clean = roomsIn(await board(), (r) => r.housekeeping === 'clean' && r.occupancy === 'vacant')[0];
    const res = await bulk({ rooms: [clean?.id], action: 'mark-inspected' });
    expect(res.status).toBe(200);
    expect((res.body as unknown as HousekeepingBulkResponse).rooms[0]?.housekeeping).toBe('inspected');
    expect((await bulk({ rooms: [clean?.id], action: 'mark-inspected' })).status).toBe(409);
    expect((await call('housekeeping', 'POST', `rooms/${String(clean?.id)}/transition`, { action: 'send-to-cleaning' })).status).toBe(200);
    expect((await board()).rooms.find((r) => r.id === clean?.id)?.housekeeping).toBe('dirty');
  });

  it('marks an occupied room dirty without moving its stage, and clean again with a history line', async () => {
    const occupied = roomsIn(await board(), (r) => r.occupancy === 'occupied' && r.housekeeping === 'clean')[0];
    expect(occupied).toBeDefined();
    expect((await bulk({ rooms: [occupied?.id], action: 'mark-dirty' })).status).toBe(200);
    const after = (await board()).rooms.find((r) => r.id === occupied?.id);
    expect(after).toMatchObject({ housekeeping: 'dirty', occupancy: 'occupied' });
    expect((await state()).records.rooms?.find((r) => r.id === occupied?.id)?.stage).toBe('occupied');
    const logs = (await state()).records['cleaning-logs']?.length ?? 0;
    expect((await bulk({ rooms: [occupied?.id], action: 'mark-clean' })).status).toBe(200);
    expect((await state()).records['cleaning-logs']).toHaveLength(logs + 1);
  });

  it('marks a vacant clean room dirty through its workflow (Rooms To Clean lists it)', async () => {
    const clean = roomsIn(await board(), (r) => r.housekeeping === 'clean' && r.occupancy === 'vacant')[0];
    expect((await bulk({ rooms: [clean?.id], action: 'mark-dirty' })).status).toBe(200);
    const list = await call('housekeeping', 'GET', 'rooms?stage=cleaning&size=100');
    expect(list.body?.items?.map((r) => r.id)).toContain(clean?.id);
  });

  it('assigns rooms to a housekeeper and unassigns them', async () => {
    const b = await board('housekeeping-supervisor');
    const grace = b.housekeepers.find((h) => h.name === 'Grace Mwangi');
    const ids = b.rooms.slice(0, 3).map((r) => r.id);
    const res = await bulk({ rooms: ids, action: 'assign', housekeeper: grace?.id }, 'housekeeping-supervisor');
    expect(res.status).toBe(200);
    expect((res.body as unknown as HousekeepingBulkResponse).rooms.map((r) => r.housekeeper?.name)).toEqual(['Grace Mwangi', 'Grace Mwangi', 'Grace Mwangi']);
    expect((await bulk({ rooms: ids, action: 'assign', housekeeper: null }, 'housekeeping-supervisor')).status).toBe(200);
    expect((await board()).rooms.filter((r) => ids.includes(r.id)).every((r) => r.housekeeper === null)).toBe(true);
  });

  it('answers 400 for bad input and 403 for a role that may not act, changing nothing', async () => {
    const b = await board();
    const id = b.rooms[0]?.id;
    const before = JSON.stringify(await state());
    const cases: [unknown, number, RegExp, string?][] = [
      [{ rooms: [], action: 'mark-clean' }, 400, /at least one room/],
      [{ rooms: [id], action: 'sweep' }, 400, /must be one of/],
      [{ rooms: [id, id], action: 'assign', housekeeper: null }, 400, /listed twice/],
      [{ rooms: ['no-such-room'], action: 'mark-clean' }, 400, /No room has the id no-such-room/],
      [{ rooms: [id], action: 'assign' }, 400, /Choose the housekeeper/],
      [{ rooms: [id], action: 'assign', housekeeper: 'user-01' }, 400, /not a housekeeper/],
      [{ rooms: [id], action: 'mark-clean' }, 403, /may not mark rooms clean/, 'inventories'],
      [{ rooms: [id], action: 'mark-clean' }, 403, /housekeeping board/, 'receptionist'],
    ];
    for (const [body, status, message, role] of cases) {
      const res = await bulk(body, role);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(String(res.body?.message)).toMatch(message);
    }
    expect(JSON.stringify(await state())).toBe(before);
  });
});

import {
  getResource,
  HOUSEKEEPER_ROLES,
  HOUSEKEEPING_ACTION_FROM,
  housekeepingActionRoles,
  housekeepingStateOf,
  type Housekeeper,
  type HousekeepingAction,
  type HousekeepingBoardResponse,
  type HousekeepingRoom,
  type HousekeepingStay,
  type HotelRecord,
  type Occupancy,
} from '@hotel/domain';
import { badRequest, conflict, forbidden } from '../../../core/errors';
import type { UserRecord } from '../../users/seed';
import { findRecord } from '../records';
import { outOfOrderPeriod } from '../out-of-order';
import { logCleaning } from '../rules';
import { moveRecord } from '../service';
import type { HotelState } from '../state';

/*
 * The housekeeping board (issue 21). A room's housekeeping state is derived from its stage and the
 * board's mark (`hkMark`, cleared by every stage change: rules.ts), its occupancy from the stays
 * and the business date. Bulk actions check every room first and change all of them or none; a stage
 * move goes through the room's workflow (`moveRecord`), so its audit trail and the cleaning history
 * are written exactly as the stage screens write them.
 */

const may = (user: UserRecord, roles: readonly string[]) => user.roles.includes('admin') || user.roles.some((role) => roles.includes(role));

/** The users who can be assigned rooms. */
export function housekeepersOf(users: readonly UserRecord[]): Housekeeper[] {
  return users.filter((user) => user.roles.some((role) => HOUSEKEEPER_ROLES.includes(role))).map((user) => ({ id: user.id, name: user.name }));
}

function stayOf(state: HotelState, stay: HotelRecord): HousekeepingStay {
  return {
    id: stay.id,
    number: String(stay.number),
    guest: String(findRecord(state, 'guests', stay.guest)?.name ?? 'Guest'),
    arrivalDate: String(stay.arrivalDate),
    departureDate: String(stay.departureDate),
  };
}

/** Occupancy per room id on the business date: in-house stays (departing when they leave today), then today's arrivals. */
function occupancyByRoom(state: HotelState): Map<string, { occupancy: Occupancy; stay: HotelRecord }> {
  const date = state.ledger.businessDate;
  const byRoom = new Map<string, { occupancy: Occupancy; stay: HotelRecord }>();
  const stays = state.records['room-reservations'] ?? [];
  for (const stay of stays) {
    if (stay.stage !== 'checked-in' || typeof stay.room !== 'string') continue;
    byRoom.set(stay.room, { occupancy: String(stay.departureDate) <= date ? 'departing' : 'occupied', stay });
  }
  for (const stay of stays) {
    if (stay.stage !== 'reserved' || typeof stay.room !== 'string' || stay.arrivalDate !== date || byRoom.has(stay.room)) continue;
    byRoom.set(stay.room, { occupancy: 'arriving', stay });
  }
  return byRoom;
}

function boardRoom(state: HotelState, room: HotelRecord, occupancy: ReturnType<typeof occupancyByRoom>, staff: ReadonlyMap<string, Housekeeper>): HousekeepingRoom {
  const floor = findRecord(state, 'floors', room.floor);
  const held = occupancy.get(room.id);
  return {
    id: room.id,
    number: String(room.number),
    floor: String(floor?.name ?? 'No floor'),
    floorLevel: typeof floor?.level === 'number' ? floor.level : 0,
    category: String(findRecord(state, 'room-categories', room.category)?.name ?? ''),
    housekeeping: housekeepingStateOf(room.stage, room.hkMark),
    outOfOrder: outOfOrderPeriod(state, room),
    occupancy: held?.occupancy ?? 'vacant',
    stay: held ? stayOf(state, held.stay) : null,
    housekeeper: typeof room.housekeeper === 'string' ? (staff.get(room.housekeeper) ?? null) : null,
  };
}

/** The board: every room, by floor level and number, with the housekeepers. */
export function housekeepingBoard(state: HotelState, users: readonly UserRecord[], ids?: ReadonlySet<string>): HousekeepingBoardResponse {
  const housekeepers = housekeepersOf(users);
  const staff = new Map(housekeepers.map((h) => [h.id, h]));
  const occupancy = occupancyByRoom(state);
  const rooms = (state.records.rooms ?? [])
    .filter((room) => !ids || ids.has(room.id))
    .map((room) => boardRoom(state, room, occupancy, staff))
    .sort((a, b) => a.floorLevel - b.floorLevel || a.number.localeCompare(b.number, undefined, { numeric: true }));
  return { businessDate: state.ledger.businessDate, rooms, housekeepers };
}

const LABEL: Record<HousekeepingAction, string> = { 'mark-clean': 'mark rooms clean', 'mark-inspected': 'mark rooms inspected', 'mark-dirty': 'mark rooms dirty', assign: 'assign rooms' };
const STATE_WORD = { dirty: 'dirty', clean: 'clean', inspected: 'inspected', 'out-of-order': 'out of order' } as const;

/** Names a list of rooms for a message: "101, 102 and 103" (at most 8, then "and N more"). */
function roomList(numbers: string[]): string {
  if (numbers.length === 1) return numbers[0] as string;
  const shown = numbers.slice(0, 8);
  const rest = numbers.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : `${shown.slice(0, -1).join(', ')} and ${String(shown.at(-1))}`;
}

export interface BulkInput {
  rooms: string[];
  action: HousekeepingAction;
  housekeeper?: string | null;
}

/** Applies one action to every listed room, or (400/403/409) to none. Answers the changed rooms' ids. */
export function applyBulk(state: HotelState, users: readonly UserRecord[], input: BulkInput, user: UserRecord, at: string): string[] {
  const { action } = input;
  if (!may(user, housekeepingActionRoles(action))) throw forbidden(`Your role (${user.roles.join(', ')}) may not ${LABEL[action]}.`);
  const ids = [...new Set(input.rooms)];
  if (ids.length !== input.rooms.length) throw badRequest('A room is listed twice.', { rooms: 'must not repeat a room' });
  const missing = ids.filter((id) => !findRecord(state, 'rooms', id));
  if (missing.length) throw badRequest(`No room has the id ${missing.join(', ')}.`, { rooms: 'must name existing rooms' });
  const records = ids.map((id) => findRecord(state, 'rooms', id) as HotelRecord);

  if (action === 'assign') {
    const to = input.housekeeper ?? null;
    if (input.housekeeper === undefined) throw badRequest('Choose the housekeeper to assign (or null to unassign).', { housekeeper: 'housekeeper is required' });
    if (to !== null && !housekeepersOf(users).some((h) => h.id === to)) {
      throw badRequest(`${to} is not a housekeeper.`, { housekeeper: 'must be a user with a housekeeping role' });
    }
    for (const room of records) {
      room.housekeeper = to;
      (state.audit[`rooms/${room.id}`] ??= []).push({ at, by: user.name, byId: user.id, action: 'assign', from: room.stage ?? null, to: room.stage ?? null, note: to ? `Assigned to ${String(users.find((u) => u.id === to)?.name)}` : 'Unassigned' });
    }
    return ids;
  }

  const allowed = HOUSEKEEPING_ACTION_FROM[action];
  const refused = records.filter((room) => !allowed.includes(housekeepingStateOf(room.stage, room.hkMark)));
  if (refused.length) {
    const byState = new Map<string, string[]>();
    for (const room of refused) {
      const word = STATE_WORD[housekeepingStateOf(room.stage, room.hkMark)];
      byState.set(word, [...(byState.get(word) ?? []), String(room.number)]);
    }
    const why = [...byState].map(([word, numbers]) => `${roomList(numbers)} ${numbers.length === 1 ? 'is' : 'are'} ${word}`).join('; ');
    throw conflict(`Nothing was changed: ${why}. Only ${allowed.map((s) => STATE_WORD[s]).join(' or ')} rooms can be ${action === 'mark-dirty' ? 'marked dirty' : action === 'mark-clean' ? 'marked clean' : 'marked inspected'}.`);
  }

  const resource = getResource('rooms');
  for (const room of records) {
    const state0 = housekeepingStateOf(room.stage, room.hkMark);
    const note = (text: string) => (state.audit[`rooms/${room.id}`] ??= []).push({ at, by: user.name, byId: user.id, action, from: room.stage ?? null, to: room.stage ?? null, note: text });
    if (action === 'mark-dirty') {
      if (room.stage === 'available') moveRecord(state, resource, room, { action: 'send-to-cleaning' }, user, at);
      else {
        room.hkMark = 'dirty';
        note('Marked dirty');
      }
      continue;
    }
    // mark-clean and mark-inspected: a dirty room is cleaned (the cleaning history gets its line).
    if (state0 === 'dirty') {
      if (room.stage === 'cleaning') moveRecord(state, resource, room, { action: 'mark-clean' }, user, at);
      else {
        delete room.hkMark;
        logCleaning(state, room, user.name, at);
        note('Marked clean');
      }
    }
    if (action === 'mark-inspected') {
      room.hkMark = 'inspected';
      note('Marked inspected');
    }
  }
  return ids;
}

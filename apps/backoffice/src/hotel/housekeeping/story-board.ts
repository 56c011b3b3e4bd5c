import { http, HttpResponse } from 'msw';
import { HOUSEKEEPING_STATES, type Housekeeper, type HousekeepingBoardResponse, type HousekeepingRoom, type Occupancy } from '@hotel/domain';

/*
 * Made-up boards for the stories that need a hotel the seed does not have (empty, full, 200 rooms,
 * long names). Stories only; nothing imports it at runtime.
 */

export const STORY_DATE = '2026-11-22';
export const STORY_HOUSEKEEPERS: Housekeeper[] = [
  { id: 'user-09', name: 'Grace Mwangi' },
  { id: 'user-12', name: 'Nadia Haddad' },
];

export interface BoardPlan {
  rooms: number;
  /** Rooms per floor (default 20). */
  perFloor?: number;
  /** Occupancy of room i (default: a mix). */
  occupancy?: (i: number) => Occupancy;
  /** Long floor, category, guest and housekeeper names. */
  long?: boolean;
}

const MIX: Occupancy[] = ['vacant', 'occupied', 'vacant', 'arriving', 'departing', 'occupied'];

/** A board of `rooms` rooms over floors of `perFloor`, every state and occupancy present. */
export function fakeBoard({ rooms, perFloor = 20, occupancy = (i) => MIX[i % MIX.length] ?? 'vacant', long = false }: BoardPlan): HousekeepingBoardResponse {
  const list: HousekeepingRoom[] = Array.from({ length: rooms }, (_, i) => {
    const level = Math.floor(i / perFloor) + 1;
    const housekeeping = HOUSEKEEPING_STATES[i % 7 === 6 ? 3 : i % 3] ?? 'clean';
    const held = housekeeping === 'out-of-order' ? 'vacant' : occupancy(i);
    return {
      id: `room-${i + 1}`,
      number: String(level * 100 + (i % perFloor) + 1),
      floor: long ? `Level ${level} of the East Wing Garden Terrace Building` : `Floor ${level}`,
      floorLevel: level,
      category: long ? 'Presidential Panoramic Lakeside Suite with Private Terrace' : i % 2 ? 'Deluxe Double' : 'Standard Twin',
      housekeeping,
      outOfOrder: housekeeping === 'out-of-order' ? { reason: long ? 'Water leaking through the bathroom ceiling from the room above, plumber booked' : 'Broken air conditioning', from: '2026-11-20', to: '2026-11-25' } : null,
      occupancy: held,
      stay: held === 'vacant' ? null : { id: `stay-${i}`, number: `RES-${String(i + 1).padStart(5, '0')}`, guest: long ? 'Maria-Fernanda Castellanos-Villalobos de la Cruz' : `Guest ${i + 1}`, arrivalDate: held === 'arriving' ? STORY_DATE : '2026-11-20', departureDate: held === 'departing' ? STORY_DATE : '2026-11-26' },
      housekeeper: i % 4 === 0 ? (STORY_HOUSEKEEPERS[(i / 4) % 2] ?? null) : long && i % 4 === 1 ? { id: 'user-99', name: 'Bartholomew Alexander Featherstonehaugh-Wolfe' } : null,
    };
  });
  return { businessDate: STORY_DATE, rooms: list, housekeepers: STORY_HOUSEKEEPERS };
}

/** The board call answering a made-up board. */
export const boardAnswering = (board: HousekeepingBoardResponse) => http.get('*/api/hotel/housekeeping/board', () => HttpResponse.json(board));

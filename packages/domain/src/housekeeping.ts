import { ROLE_GROUPS } from './roles';
import { rooms } from './resources/properties';

/*
 * The housekeeping board (issue 21): a room's housekeeping state and its occupancy are two
 * orthogonal axes, as the property systems keep them (Mews ResourceState vs OccupancyState).
 *
 * The housekeeping state is derived from the room's workflow stage, which stays the record of truth
 * for the stage screens and rules: out-of-order → 'out-of-order', cleaning → 'dirty', available and
 * occupied → 'clean', unless the board marked the room since its stage last changed ('inspected'; an
 * occupied room may also be marked 'dirty'). Any stage change clears that mark. Occupancy is derived
 * from the stays and the business date, never from the 'occupied' stage.
 */

/** A room's housekeeping state. */
export const HOUSEKEEPING_STATES = ['dirty', 'clean', 'inspected', 'out-of-order'] as const;
export type HousekeepingState = (typeof HOUSEKEEPING_STATES)[number];

/** A room's occupancy on the business date. */
export const OCCUPANCY_STATES = ['vacant', 'arriving', 'occupied', 'departing'] as const;
export type Occupancy = (typeof OCCUPANCY_STATES)[number];

/** The board's bulk actions. */
export const HOUSEKEEPING_ACTIONS = ['mark-clean', 'mark-inspected', 'mark-dirty', 'assign'] as const;
export type HousekeepingAction = (typeof HOUSEKEEPING_ACTIONS)[number];

/** What the board stores on a room besides its stage: a mark valid until the stage changes. */
export type HousekeepingMark = 'inspected' | 'dirty';

/** The housekeeping state of a room from its stage and the board's mark (see the note above). */
export function housekeepingStateOf(stage: unknown, mark: unknown): HousekeepingState {
  if (stage === 'out-of-order') return 'out-of-order';
  if (stage === 'cleaning') return 'dirty';
  if (mark === 'inspected') return 'inspected';
  if (mark === 'dirty' && stage === 'occupied') return 'dirty';
  return 'clean';
}

/** The states each bulk action applies to (anything else refuses the whole call with 409). */
export const HOUSEKEEPING_ACTION_FROM: Record<Exclude<HousekeepingAction, 'assign'>, readonly HousekeepingState[]> = {
  'mark-clean': ['dirty'],
  'mark-inspected': ['dirty', 'clean'],
  'mark-dirty': ['clean', 'inspected'],
};

const transitionRoles = (action: string) => rooms.workflow?.transitions.find((t) => t.action === action)?.roles ?? [];

/** Who may take each bulk action (admin always): the roles of the room transitions they stand for. */
export function housekeepingActionRoles(action: HousekeepingAction): readonly string[] {
  if (action === 'mark-dirty') return transitionRoles('send-to-cleaning');
  if (action === 'assign') return [...ROLE_GROUPS.housekeeping];
  return transitionRoles('mark-clean');
}

/** The roles that count as housekeepers (who can be assigned rooms). */
export const HOUSEKEEPER_ROLES: readonly string[] = ROLE_GROUPS.housekeeping.filter((role) => role !== 'admin');

/** The stay a room's occupancy is about. */
export interface HousekeepingStay {
  /** room-reservations id */
  id: string;
  /** The reservation number (RES-...). */
  number: string;
  /** The guest's name. */
  guest: string;
  arrivalDate: string;
  departureDate: string;
}

/** A housekeeper: a user with a housekeeping role. */
export interface Housekeeper {
  id: string;
  name: string;
}

/** One room on the board. */
export interface HousekeepingRoom {
  /** rooms id */
  id: string;
  number: string;
  /** The floor's name, and its level for ordering. */
  floor: string;
  floorLevel: number;
  /** The room category's name. */
  category: string;
  housekeeping: HousekeepingState;
  /** Why and since when the room is out of order (to: until when, when known). */
  outOfOrder: { reason: string | null; from: string | null; to: string | null } | null;
  occupancy: Occupancy;
  /** The stay in the room (occupied, departing) or arriving in it today. */
  stay: HousekeepingStay | null;
  housekeeper: Housekeeper | null;
}

/** GET api/hotel/housekeeping/board: every room, ordered by floor level and number. */
export interface HousekeepingBoardResponse {
  businessDate: string;
  rooms: HousekeepingRoom[];
  /** Who can be assigned rooms. */
  housekeepers: Housekeeper[];
}

/** POST api/hotel/housekeeping/rooms: one action on every listed room, or on none (400/403/409). */
export interface HousekeepingBulkRequest {
  /** rooms ids (1 to 500, no repeats) */
  rooms: string[];
  action: HousekeepingAction;
  /** 'assign': the housekeeper's user id, or null to unassign. */
  housekeeper?: string | null;
}

/** The answer of a bulk action: the changed rooms as the board now shows them. */
export interface HousekeepingBulkResponse {
  action: HousekeepingAction;
  rooms: HousekeepingRoom[];
}

/** The housekeeping calls' paths, relative to the API base. */
export const housekeepingPaths = {
  /** GET → {@link HousekeepingBoardResponse} */
  board: 'api/hotel/housekeeping/board',
  /** POST {@link HousekeepingBulkRequest} → {@link HousekeepingBulkResponse} */
  rooms: 'api/hotel/housekeeping/rooms',
} as const;

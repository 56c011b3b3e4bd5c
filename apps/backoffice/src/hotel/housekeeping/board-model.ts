import type { HousekeepingRoom, HousekeepingState, Occupancy } from '@hotel/domain';

/*
 * The board's pure parts: labels and icons of the two axes, the filters, and the grouping by
 * floor (with "My rooms" first for a housekeeper). No React here, so it is unit-tested directly.
 */

/** Text and icon of each housekeeping state (never colour alone). */
export const STATE_LOOK: Record<HousekeepingState, { label: string; icon: string; variant: 'warning' | 'success' | 'default' | 'destructive' }> = {
  dirty: { label: 'Dirty', icon: 'heroicons_outline:exclamation-circle', variant: 'warning' },
  clean: { label: 'Clean', icon: 'heroicons_outline:sparkles', variant: 'success' },
  inspected: { label: 'Inspected', icon: 'heroicons_outline:check-badge', variant: 'default' },
  'out-of-order': { label: 'Out of order', icon: 'heroicons_outline:wrench-screwdriver', variant: 'destructive' },
};

/** Text and icon of each occupancy. */
export const OCCUPANCY_LOOK: Record<Occupancy, { label: string; icon: string }> = {
  vacant: { label: 'Vacant', icon: 'heroicons_outline:home' },
  arriving: { label: 'Arriving', icon: 'heroicons_outline:arrow-right-end-on-rectangle' },
  occupied: { label: 'Occupied', icon: 'heroicons_outline:user' },
  departing: { label: 'Departing', icon: 'heroicons_outline:arrow-left-start-on-rectangle' },
};

/** The board's filters: a floor (or all), the states shown (all when empty), an occupancy (or all). */
export interface BoardFilters {
  floor: string | null;
  states: readonly HousekeepingState[];
  occupancy: Occupancy | null;
}

/** The rooms the filters keep, in the board's order. */
export function filterRooms(rooms: readonly HousekeepingRoom[], filters: BoardFilters): HousekeepingRoom[] {
  return rooms.filter(
    (room) =>
      (filters.floor === null || room.floor === filters.floor) &&
      (filters.states.length === 0 || filters.states.includes(room.housekeeping)) &&
      (filters.occupancy === null || room.occupancy === filters.occupancy),
  );
}

/** A group of tiles under one heading: a floor, or the housekeeper's own rooms. */
export interface TileGroup {
  /** 'mine' or the floor's name. */
  id: string;
  title: string;
  rooms: HousekeepingRoom[];
}

/**
 * The rooms by floor (in the board's floor order); with `me`, the rooms assigned to that user come
 * first as "My rooms" and leave their floors (a floor left empty is dropped).
 */
export function groupRooms(rooms: readonly HousekeepingRoom[], me?: string | null): TileGroup[] {
  const mine: HousekeepingRoom[] = [];
  const floors = new Map<string, HousekeepingRoom[]>();
  for (const room of rooms) {
    if (me && room.housekeeper?.id === me) {
      mine.push(room);
      continue;
    }
    const list = floors.get(room.floor);
    if (list) list.push(room);
    else floors.set(room.floor, [room]);
  }
  const groups: TileGroup[] = [...floors].map(([floor, list]) => ({ id: `floor:${floor}`, title: floor, rooms: list }));
  return mine.length ? [{ id: 'mine', title: 'My rooms', rooms: mine }, ...groups] : groups;
}

/** The floors of the board, in its order (for the floor filter). */
export function floorsOf(rooms: readonly HousekeepingRoom[]): string[] {
  return [...new Set(rooms.map((room) => room.floor))];
}

/** "12 rooms: 3 dirty, 7 clean, 1 inspected, 1 out of order" for the header's status line. */
export function summaryOf(rooms: readonly HousekeepingRoom[]): string {
  if (rooms.length === 0) return 'No rooms';
  const counts = new Map<HousekeepingState, number>();
  for (const room of rooms) counts.set(room.housekeeping, (counts.get(room.housekeeping) ?? 0) + 1);
  const parts = (Object.keys(STATE_LOOK) as HousekeepingState[]).filter((s) => counts.has(s)).map((s) => `${counts.get(s)} ${STATE_LOOK[s].label.toLowerCase()}`);
  return `${rooms.length} room${rooms.length === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

/** "Sat 28 Nov" style short date of an ISO date (YYYY-MM-DD), in UTC so it never shifts a day. */
export function shortDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

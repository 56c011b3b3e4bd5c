import type { HousekeepingRoom, HousekeepingState, Occupancy } from '@hotel/domain';
import { englishText, type Translate } from '../shared/english-text';

/*
 * The board's pure parts: labels and icons of the two axes, the filters, and the grouping by
 * floor (with "My rooms" first for a housekeeper). No React here, so it is unit-tested directly.
 * Labels are English (the views translate them); the texts composed here take the screen's `t`.
 */

/** Marks an English label for the Turkish catalog (its entry is checked); the views translate it. */
const t = (text: string): string => text;

/** Text and icon of each housekeeping state (never colour alone). */
export const STATE_LOOK: Record<HousekeepingState, { label: string; icon: string; variant: 'warning' | 'success' | 'default' | 'destructive' }> = {
  dirty: { label: t('Dirty'), icon: 'heroicons_outline:exclamation-circle', variant: 'warning' },
  clean: { label: t('Clean'), icon: 'heroicons_outline:sparkles', variant: 'success' },
  inspected: { label: t('Inspected'), icon: 'heroicons_outline:check-badge', variant: 'default' },
  'out-of-order': { label: t('Out of order'), icon: 'heroicons_outline:wrench-screwdriver', variant: 'destructive' },
};

/** Text and icon of each occupancy. */
export const OCCUPANCY_LOOK: Record<Occupancy, { label: string; icon: string }> = {
  vacant: { label: t('Vacant'), icon: 'heroicons_outline:home' },
  arriving: { label: t('Arriving'), icon: 'heroicons_outline:arrow-right-end-on-rectangle' },
  occupied: { label: t('Occupied'), icon: 'heroicons_outline:user' },
  departing: { label: t('Departing'), icon: 'heroicons_outline:arrow-left-start-on-rectangle' },
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
  /** The floor's name, or 'My rooms' (English; the view translates it). */
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
  return mine.length ? [{ id: 'mine', title: t('My rooms'), rooms: mine }, ...groups] : groups;
}

/** The floors of the board, in its order (for the floor filter). */
export function floorsOf(rooms: readonly HousekeepingRoom[]): string[] {
  return [...new Set(rooms.map((room) => room.floor))];
}

/** How many rooms are in a state, for the status line ('3 dirty'). */
function stateCount(state: HousekeepingState, count: number, t: Translate): string {
  switch (state) {
    case 'dirty':
      return t('{{count}} dirty', { count });
    case 'clean':
      return t('{{count}} clean', { count });
    case 'inspected':
      return t('{{count}} inspected', { count });
    case 'out-of-order':
      return t('{{count}} out of order', { count });
  }
}

/** "12 rooms: 3 dirty, 7 clean, 1 inspected, 1 out of order" for the header's status line, in the language of `t` (the screen's translator; English by default). */
export function summaryOf(rooms: readonly HousekeepingRoom[], t: Translate = englishText): string {
  if (rooms.length === 0) return t('No rooms');
  const counts = new Map<HousekeepingState, number>();
  for (const room of rooms) counts.set(room.housekeeping, (counts.get(room.housekeeping) ?? 0) + 1);
  const states = (Object.keys(STATE_LOOK) as HousekeepingState[])
    .filter((s) => counts.has(s))
    .map((s) => stateCount(s, counts.get(s) ?? 0, t))
    .join(', ');
  return rooms.length === 1 ? t('1 room: {{states}}', { states }) : t('{{count}} rooms: {{states}}', { count: rooms.length, states });
}

/** The locale a language writes the board's dates in (English as 'Sat 28 Nov'). */
export const dateLocale = (language: string): string => (language.startsWith('en') ? 'en-GB' : language);

/** "Sat 28 Nov" style short date of an ISO date (YYYY-MM-DD) in a language, in UTC so it never shifts a day. */
export function shortDate(iso: string, language = 'en'): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(dateLocale(language), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/*
 * The front desk's "Today" (issue 21): the business date's arrivals, departures, in-house guests,
 * stay-overs and no-shows, and the occupancy, each list with its one-click action (check in,
 * check out, open the folio). Read from the stays and the business date, like the board's occupancy.
 */

/** One stay on a Today list. */
export interface TodayStay {
  /** room-reservations id (the folio's id too) */
  id: string;
  /** RES-... */
  number: string;
  guest: string;
  /** The room's number, or null when none is assigned. */
  room: string | null;
  arrivalDate: string;
  departureDate: string;
  /** The stay's workflow stage (reserved, checked-in, no-show). */
  stage: string;
  /** The folio's balance in cents (charges minus credits; 0 is settled). */
  balanceCents: number;
}

/** GET api/hotel/front-desk/today. */
export interface TodayResponse {
  businessDate: string;
  /** Reserved stays arriving on the business date (action: check in). */
  arrivals: TodayStay[];
  /** In-house stays leaving on (or overdue before) the business date (action: check out). */
  departures: TodayStay[];
  /** Every in-house stay (action: open the folio). */
  inHouse: TodayStay[];
  /** In-house stays that stay past the business date. */
  stayOvers: TodayStay[];
  /** Stays marked no-show that were due on the business date or the day before (the last night audit's). */
  noShows: TodayStay[];
  /** Rooms occupied (in house) of the rooms in service (not out of order); percent rounded to a whole number. */
  occupancy: { occupied: number; rooms: number; percent: number };
}

/** The Today call's path, relative to the API base. */
export const todayPaths = {
  /** GET → {@link TodayResponse} */
  today: 'api/hotel/front-desk/today',
} as const;

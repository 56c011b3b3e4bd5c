/*
 * The reservation chart's answer (GET api/hotel/charts/reservation-chart?from&to): besides the
 * occupancy grid every chart answers (`rows` of `cells`), the tape chart's bars (`stays`), the
 * rooms' floor and category (`rooms`) and the out-of-order periods (`blocks`).
 */

/** How a stay stands with money: no deposit yet (a reservation), settled, or owing. */
export type StayPaymentState = 'deposit-unpaid' | 'paid' | 'balance-due';

/** A stay drawn as a bar: a reserved, in-house or departed room reservation overlapping the range. */
export interface ChartStay {
  id: string;
  /** Reservation number (RES-…). */
  number: string;
  /** Room id. */
  room: string;
  /** Guest name, or null when the guest is unknown. */
  guest: string | null;
  /** 'reserved', 'checked-in' or 'checked-out'. */
  stage: string;
  /** First night, YYYY-MM-DD. */
  arrivalDate: string;
  /** Day after the last night, YYYY-MM-DD. */
  departureDate: string;
  payment: StayPaymentState;
  /** Folio balance in cents (charges less payments and deposits; negative: in credit). */
  balance: number;
}

/** A room as the tape chart groups it. */
export interface ChartRoom {
  id: string;
  number: string;
  /** Floor name, or null. */
  floor: string | null;
  /** Category name, or null. */
  category: string | null;
  /** Housekeeping stage (available, occupied, cleaning, out-of-order). */
  stage: string | null;
}

/** A period a room cannot be sold: out of order, with the reason given. */
export interface ChartBlock {
  room: string;
  /** First day out of order (YYYY-MM-DD), or null when it was so before anything was recorded. */
  from: string | null;
  /** Day it returns to service (exclusive), or null while it is still out of order. */
  to: string | null;
  reason: string;
}

/** One occupancy cell of a chart row. */
export interface ChartCell {
  date: string;
  booking: { id: string; number: string; guest: string | null; stage: string; from: string; to: string } | null;
}

/** GET api/hotel/charts/<chart>?from&to (to exclusive): the grid; the reservation chart adds stays, rooms and blocks. */
export interface ChartResponse {
  chart: string;
  resource: 'rooms' | 'facilities';
  from: string;
  to: string;
  days: string[];
  /** Occupied cells over all cells, in percent (one decimal). */
  occupancy: number;
  rows: { id: string; label: string; group: string | null; stage: string | null; cells: ChartCell[] }[];
  /** Reservation chart only. */
  stays?: ChartStay[];
  rooms?: ChartRoom[];
  blocks?: ChartBlock[];
}

/** Paths of the chart calls. */
export const chartPaths = {
  chart: (chart: string) => `api/hotel/charts/${chart}`,
} as const;

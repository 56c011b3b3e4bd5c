import type { HotelRecord } from '@hotel/domain';
import type { HotelState } from './state';

/** A room's out-of-order period: from the day it was put out of order, to the day it is expected back (null: not known). */
export interface OutOfOrderPeriod {
  /** The day of its last 'out-of-order' move (null when the trail has none). */
  from: string | null;
  /** The day it is expected back (its `outOfOrderUntil`), exclusive: bookings may start that day. */
  to: string | null;
  /** The move's note, else the room's notes; null when neither says. */
  reason: string | null;
}

/**
 * The out-of-order period of a room still out of order, or null: the one reading of the audit
 * trail and the return date that the tape chart's blocks, the booking rules and the housekeeping
 * board share.
 */
export function outOfOrderPeriod(state: HotelState, room: HotelRecord): OutOfOrderPeriod | null {
  if (room.stage !== 'out-of-order') return null;
  const last = (state.audit[`rooms/${room.id}`] ?? []).findLast((entry) => entry.to === 'out-of-order');
  const reason = (last?.note ?? (typeof room.notes === 'string' ? room.notes : '')).trim();
  return {
    from: last ? last.at.slice(0, 10) : null,
    to: typeof room.outOfOrderUntil === 'string' ? room.outOfOrderUntil : null,
    reason: reason || null,
  };
}

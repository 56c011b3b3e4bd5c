import { fromCents, toCents, type HotelRecord } from '@hotel/domain';

/** The calendar day of `now` in UTC ('yyyy-mm-dd'), the day the hotel's dates are stored in. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The day part of a date or datetime field ('' when empty). */
function dayOf(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 10) : '';
}

/** Occupancy: occupied rooms of all rooms, and the share in whole percent (0 when there are no rooms). */
export interface Occupancy {
  occupied: number;
  total: number;
  percent: number;
}

/** Occupancy from the number of rooms and of occupied rooms. */
export function occupancy(total: number, occupied: number): Occupancy {
  return { occupied, total, percent: total > 0 ? Math.round((occupied / total) * 100) : 0 };
}

/**
 * Records due by `today` on a date field: the day is today or earlier (an arrival or departure
 * left from a past day still waits for the desk). Records without the date are not due.
 */
export function countDue(items: readonly HotelRecord[], field: string, today: string): number {
  return items.filter((item) => {
    const day = dayOf(item[field]);
    return day !== '' && day <= today;
  }).length;
}

/** Guests in the house: adults and children of the checked-in stays (at least one adult a stay). */
export function inHouseGuests(stays: readonly HotelRecord[]): number {
  return stays.reduce((sum, stay) => {
    const adults = typeof stay.adults === 'number' && stay.adults > 0 ? stay.adults : 1;
    const children = typeof stay.children === 'number' && stay.children > 0 ? stay.children : 0;
    return sum + adults + children;
  }, 0);
}

/** Money received on `today`: posted payments (voided ones left out) dated that day, added in whole cents. */
export function paymentsOn(payments: readonly HotelRecord[], today: string): { total: number; count: number } {
  const of = payments.filter((payment) => payment.stage !== 'voided' && dayOf(payment.date) === today);
  return { total: fromCents(of.reduce((sum, payment) => sum + (toCents(payment.amount) ?? 0), 0)), count: of.length };
}

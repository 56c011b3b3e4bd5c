import type { ChartBlock, ChartRoom, ChartStay, HotelRecord, StayPaymentState } from '@hotel/domain';
import { labelOf } from './labels';
import { ledgerIndex } from './ledger/ledger-index';
import { outOfOrderPeriod } from './out-of-order';
import type { HotelState } from './state';

/*
 * What the tape chart (the reservation chart) adds to the occupancy grid: the stays as bars with
 * their payment state, the rooms' floor and category, and the out-of-order periods with reasons.
 */

const SHOWN = new Set(['reserved', 'checked-in', 'checked-out']);

/** The chart's block of a room still out of order: its period (until its return date, when known), with its reason. */
export function outOfOrderBlock(state: HotelState, room: HotelRecord): ChartBlock | null {
  const period = outOfOrderPeriod(state, room);
  return period ? { room: room.id, from: period.from, to: period.to, reason: period.reason ?? 'Out of order' } : null;
}

/** Whether a room's out-of-order period overlaps [from, to). */
export function blockOverlaps(block: ChartBlock, from: string, to: string): boolean {
  return (block.from === null || block.from < to) && (block.to === null || from < block.to);
}

/** A stay's payment state from its folio: owing, settled, or a reservation without a deposit yet. */
export function paymentOf(state: HotelState, stay: HotelRecord): { payment: StayPaymentState; balance: number } {
  const totals = ledgerIndex(state.ledger).folioTotals.get(`stay:${stay.id}`);
  const debit = totals?.debit ?? 0;
  const credit = totals?.credit ?? 0;
  const balance = debit - credit;
  if (balance > 0) return { payment: 'balance-due', balance };
  if (stay.stage === 'reserved' && credit === 0) return { payment: 'deposit-unpaid', balance };
  return { payment: 'paid', balance };
}

/** The stays, rooms and out-of-order blocks of the reservation chart over [from, to). */
export function tapeChart(state: HotelState, rooms: readonly HotelRecord[], from: string, to: string): { stays: ChartStay[]; rooms: ChartRoom[]; blocks: ChartBlock[] } {
  const stays: ChartStay[] = [];
  for (const stay of state.records['room-reservations'] ?? []) {
    const arrival = String(stay.arrivalDate);
    const departure = String(stay.departureDate);
    if (!SHOWN.has(String(stay.stage)) || !(arrival < to && from < departure)) continue;
    stays.push({
      id: stay.id,
      number: String(stay.number),
      room: String(stay.room),
      guest: labelOf(state, 'guests', stay.guest),
      stage: String(stay.stage),
      arrivalDate: arrival,
      departureDate: departure,
      ...paymentOf(state, stay),
    });
  }
  const blocks = rooms.flatMap((room) => {
    const block = outOfOrderBlock(state, room);
    return block && blockOverlaps(block, from, to) ? [block] : [];
  });
  return {
    stays,
    rooms: rooms.map((room) => ({
      id: room.id,
      number: String(room.number),
      floor: labelOf(state, 'floors', room.floor),
      category: labelOf(state, 'room-categories', room.category),
      stage: room.stage ?? null,
    })),
    blocks,
  };
}

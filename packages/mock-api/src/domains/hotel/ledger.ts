import { roundMoney, type HotelRecord } from '@hotel/domain';
import type { HotelState } from './state';

const sum = (list: HotelRecord[], field = 'amount') => roundMoney(list.reduce((total, r) => total + (typeof r[field] === 'number' ? (r[field] as number) : 0), 0));

/** Charges, payments (posted receipts and deposits, net of deposit transfers) and balance of one stay. */
export function stayBalance(state: HotelState, reservationId: string) {
  const charges = (state.records['room-charges'] ?? []).filter((c) => c.reservation === reservationId);
  const roomSales = (state.records['pos-sales'] ?? []).filter((s) => s.reservation === reservationId && s.stage === 'posted' && s.paymentMethod === 'room-charge');
  const payments = (state.records.payments ?? []).filter((p) => p.reservation === reservationId && p.stage === 'posted');
  const deposits = (state.records['reservation-deposits'] ?? []).filter((p) => p.reservation === reservationId);
  const transfersIn = (state.records['deposit-transfers'] ?? []).filter((t) => t.toReservation === reservationId);
  const transfersOut = (state.records['deposit-transfers'] ?? []).filter((t) => t.fromReservation === reservationId);
  const totalCharges = roundMoney(sum(charges) + sum(roomSales));
  const totalPayments = roundMoney(sum(payments) + sum(deposits) + sum(transfersIn) - sum(transfersOut));
  return { charges, roomSales, payments, deposits, transfersIn, transfersOut, totalCharges, totalPayments, balance: roundMoney(totalCharges - totalPayments) };
}

/** Charges, posted payments and balance of a group account. */
export function groupBalance(state: HotelState, groupId: string) {
  const charges = (state.records['group-charges'] ?? []).filter((c) => c.group === groupId);
  const payments = (state.records.payments ?? []).filter((p) => p.group === groupId && p.stage === 'posted');
  const totalCharges = sum(charges);
  const totalPayments = sum(payments);
  return { charges, payments, totalCharges, totalPayments, balance: roundMoney(totalCharges - totalPayments) };
}

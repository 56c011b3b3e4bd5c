import { formatMoney, type HotelRecord } from '@hotel/domain';
import { badRequest, conflict } from '../../core/errors';
import { stayBalance } from './ledger';
import type { AuditEntry, HotelState } from './state';

/*
 * The business rules the declarations cannot say: the front-office flow (a room holds one stay
 * at a time, check-in occupies it, check-out needs a settled bill and sends it to cleaning),
 * store issues take stock, and payments know whom they are from. Every check runs before any
 * change, so a refused call changes nothing.
 */

const find = (state: HotelState, resource: string, id: unknown) =>
  typeof id === 'string' ? state.records[resource]?.find((r) => r.id === id) : undefined;

function overlaps(a: HotelRecord, b: HotelRecord): boolean {
  return String(a.arrivalDate) < String(b.departureDate) && String(b.arrivalDate) < String(a.departureDate);
}

function audit(state: HotelState, resource: string, record: HotelRecord, entry: Omit<AuditEntry, 'from' | 'to'> & { from: string | null }) {
  const key = `${resource}/${record.id}`;
  (state.audit[key] ??= []).push({ ...entry, to: record.stage ?? null });
}

/** Checks (and completes) a record about to be created or updated; throws 400/409 when it breaks a rule. */
export function checkRecord(state: HotelState, resource: string, record: HotelRecord, existing?: HotelRecord): void {
  if (resource === 'room-reservations') {
    const clash = (state.records['room-reservations'] ?? []).find(
      (other) => other.id !== record.id && other.room === record.room && (other.stage === 'reserved' || other.stage === 'checked-in') && overlaps(other, record),
    );
    if (clash && (record.stage ?? 'reserved') !== 'cancelled') {
      throw conflict(`Room is already booked by ${String(clash.number)} from ${String(clash.arrivalDate)} to ${String(clash.departureDate)}.`);
    }
    if (existing?.stage === 'checked-in' && existing.room !== record.room) throw conflict('Use a room change to move an in-house guest.');
  }
  if (resource === 'room-charges') {
    const stay = find(state, 'room-reservations', record.reservation);
    if (stay && stay.stage !== 'checked-in') throw conflict(`Charges can only be posted to a checked-in stay; ${String(stay.number)} is ${String(stay.stage)}.`);
  }
  if (resource === 'payments') {
    const stay = find(state, 'room-reservations', record.reservation);
    if (stay && !record.guest) record.guest = stay.guest;
    if (record.kind === 'guest' && !record.guest) throw badRequest('A guest payment needs a guest or a reservation.', { guest: 'Guest is required for a guest payment' });
    if (record.kind === 'group' && !record.group) throw badRequest('A group payment needs a group.', { group: 'Group is required for a group payment' });
    if (record.kind === 'other' && !record.guest && !record.payer) throw badRequest('Say who paid.', { payer: 'Received From is required when there is no guest' });
  }
  if (resource === 'pos-sales' && record.paymentMethod === 'room-charge') {
    const stay = find(state, 'room-reservations', record.reservation);
    if (!stay) throw badRequest('A sale charged to a room needs the stay.', { reservation: 'Charged To Stay is required for a room charge' });
    if (stay.stage !== 'checked-in') throw conflict(`Sales can only be charged to a checked-in stay; ${String(stay.number)} is ${String(stay.stage)}.`);
  }
  if (resource === 'refunds') {
    if (record.kind === 'group' && !record.group) throw badRequest('A group refund needs a group.', { group: 'Group is required for a group refund' });
    if (record.kind !== 'group' && !record.guest) throw badRequest('A refund needs a guest.', { guest: 'Guest is required for this refund' });
  }
  if ((resource === 'deposit-transfers' || resource === 'facility-transfers') && record.fromReservation === record.toReservation) {
    throw badRequest('A transfer needs two different reservations.', { toReservation: 'must differ from the reservation it comes from' });
  }
  if (resource === 'room-changes' && !existing) {
    const stay = find(state, 'room-reservations', record.reservation);
    const room = find(state, 'rooms', record.toRoom);
    if (!stay || stay.stage !== 'checked-in') throw conflict('Only a checked-in stay can change rooms.');
    if (!room || room.stage !== 'available') throw conflict(`Room ${String(room?.number ?? '')} is not available (${String(room?.stage ?? 'unknown')}).`);
    record.fromRoom = stay.room;
  }
}

/** Side effects of a successful create (after it is stored). */
export function afterCreate(state: HotelState, resource: string, record: HotelRecord, by: string, at: string): void {
  if (resource === 'room-changes') {
    const stay = find(state, 'room-reservations', record.reservation);
    const from = find(state, 'rooms', record.fromRoom);
    const to = find(state, 'rooms', record.toRoom);
    if (stay) stay.room = record.toRoom;
    if (from) {
      from.stage = 'cleaning';
      audit(state, 'rooms', from, { at, by, action: 'room-change', from: 'occupied', note: `Guest moved to ${String(to?.number)}` });
    }
    if (to) {
      to.stage = 'occupied';
      audit(state, 'rooms', to, { at, by, action: 'room-change', from: 'available', note: `Guest moved from ${String(from?.number)}` });
    }
  }
}

/** Checks a transition against the business rules (409 when refused) before it is made. */
export function checkTransition(state: HotelState, resource: string, record: HotelRecord, action: string): void {
  if (resource === 'room-reservations' && action === 'check-in') {
    const room = find(state, 'rooms', record.room);
    if (!room) throw conflict('The reservation has no room.');
    if (room.stage !== 'available') throw conflict(`Room ${String(room.number)} is ${String(room.stage)}; assign another room or get it cleaned first.`);
  }
  if (resource === 'room-reservations' && action === 'check-out') {
    const { balance } = stayBalance(state, record.id);
    if (balance > 0) throw conflict(`The guest bill has an outstanding balance of ${formatMoney(balance)}; take a payment before checking out.`);
  }
  if (resource === 'store-requests' && action === 'issue') {
    const stock = find(state, 'stocks', record.stock);
    if (!stock) throw conflict('The requested item no longer exists.');
    if ((stock.quantity as number) < (record.quantity as number)) {
      throw conflict(`Only ${String(stock.quantity)} of ${String(stock.name)} in stock; ${String(record.quantity)} requested.`);
    }
  }
}

/** Side effects of a transition (after the stage changed). */
export function afterTransition(state: HotelState, resource: string, record: HotelRecord, action: string, by: string, at: string): void {
  if (resource === 'room-reservations' && (action === 'check-in' || action === 'check-out')) {
    const room = find(state, 'rooms', record.room);
    if (room) {
      const from = room.stage ?? null;
      room.stage = action === 'check-in' ? 'occupied' : 'cleaning';
      audit(state, 'rooms', room, { at, by, action, from, note: `${action === 'check-in' ? 'Checked in' : 'Checked out'} ${String(record.number)}` });
    }
  }
  if (resource === 'rooms' && action === 'mark-clean') {
    (state.records['cleaning-logs'] ??= []).push({ id: `clean-${record.id}-${at}`, room: record.id, cleanedBy: by, date: at, minutes: null, notes: null });
  }
  if (resource === 'store-requests' && action === 'issue') {
    const stock = find(state, 'stocks', record.stock);
    if (stock) {
      stock.quantity = (stock.quantity as number) - (record.quantity as number);
      (state.records['stock-movements'] ??= []).push({
        id: `issue-${record.id}`, reference: String(record.number), stock: stock.id, kind: 'issued', quantity: record.quantity,
        unitCost: stock.costPrice, value: Math.round((record.quantity as number) * (stock.costPrice as number) * 100) / 100, store: record.store, date: at.slice(0, 10),
      });
    }
  }
}

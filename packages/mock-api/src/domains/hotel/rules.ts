import { EARLY_CHECK_IN_ROLES, folioKey, formatCents, isPostingResource, REVERSING_ACTIONS, toCents, type FolioRef, type HotelRecord } from '@hotel/domain';
import { badRequest, conflict } from '../../core/errors';
import type { UserRecord } from '../users/seed';
import { blockOverlaps, outOfOrderBlock } from './chart-stays';
import { documentPostings, hasPostings, reversalPostings } from './ledger/documents';
import { balanceTransfer, checkInPostings, checkTargetFolio } from './ledger/front-desk';
import { actorOf, checkDayOpen, commitPostings, folioBalance, type Actor, type PostingDraft } from './ledger/post';
import { findRecord, forgetGroupings, recordsWhere } from './records';
import type { AuditEntry, HotelState } from './state';
import { checkStockRecord, checkStockTransition } from './stock/operations';

/*
 * The business rules the declarations cannot say: the front-office flow (a room holds one stay
 * at a time; check-in on the arrival business date occupies it; check-out needs a zero balance or
 * a transfer and sends the room to cleaning), every money document posting to the folios and the
 * books on the business date, stock moving only as movements (`stock/operations.ts`: issues,
 * damages, receipts, counts; a docket's sale and void move theirs in `pos/dockets.ts`), payments
 * knowing whom they are from.
 *
 * Each check returns what to do once it passed (`Commit`), so the handler changes the record and
 * then commits: every check runs before any change, and a refused call changes nothing.
 */

/** Runs after the record was stored or moved: postings, rooms, stock. */
export type Commit = (record: HotelRecord) => void;

/** Who acts, and what they sent with a transition. */
export interface RuleContext {
  user: UserRecord;
  at: string;
  note?: string | null;
  /** Check-out: where a non-zero balance goes. */
  transferTo?: FolioRef;
  /** A stock item's count (`countedQuantity`, never stored): written as a 'counted' movement. */
  counted?: number | null;
}

/** Both commits, in order (either may be missing). */
function both(first: Commit | undefined, second: Commit | undefined): Commit | undefined {
  if (!first || !second) return first ?? second;
  return (record) => {
    first(record);
    second(record);
  };
}

const find = findRecord;

function overlaps(a: HotelRecord, b: HotelRecord): boolean {
  return String(a.arrivalDate) < String(b.departureDate) && String(b.arrivalDate) < String(a.departureDate);
}

function audit(state: HotelState, resource: string, record: HotelRecord, entry: Omit<AuditEntry, 'from' | 'to'> & { from: string | null }) {
  const key = `${resource}/${record.id}`;
  (state.audit[key] ??= []).push({ ...entry, to: record.stage ?? null });
}

const post = (state: HotelState, drafts: PostingDraft[], ctx: RuleContext) => {
  if (drafts.length) commitPostings(state, drafts, actorOf(ctx.user, ctx.at));
};

/** The fields whose change alters what a posted document put in the books. */
const MONEY_FIELDS = new Set(['amount', 'unitPrice', 'quantity', 'total', 'unitCost', 'method', 'paymentMethod', 'reservation', 'group', 'cityAccount', 'category', 'kind', 'date']);

/**
 * Checks (and completes) a record about to be created or updated; throws 400/409 when it breaks a
 * rule. `reason` is the correction's reason of an update to a posted document. Answers what to
 * commit once it is stored: its postings, then the stock it moves.
 */
export function checkRecord(state: HotelState, resource: string, record: HotelRecord, ctx: RuleContext, existing?: HotelRecord, reason?: string): Commit | undefined {
  const posting = checkRecordRules(state, resource, record, ctx, existing, reason);
  return both(posting, checkStockRecord(state, resource, record, actorOf(ctx.user, ctx.at), existing, ctx.counted));
}

function checkRecordRules(state: HotelState, resource: string, record: HotelRecord, ctx: RuleContext, existing?: HotelRecord, reason?: string): Commit | undefined {
  const businessDate = state.ledger.businessDate;
  if (resource === 'room-reservations') {
    const clash = recordsWhere(state, 'room-reservations', 'room', record.room).find(
      (other) => other.id !== record.id && other.room === record.room && (other.stage === 'reserved' || other.stage === 'checked-in') && overlaps(other, record),
    );
    if (clash && (record.stage === undefined || record.stage === 'reserved' || record.stage === 'checked-in')) {
      throw conflict(`Room is already booked by ${String(clash.number)} from ${String(clash.arrivalDate)} to ${String(clash.departureDate)}.`);
    }
    if (existing?.stage === 'checked-in' && existing.room !== record.room) throw conflict('Use a room change to move an in-house guest.');
    const moved = !existing || existing.room !== record.room || existing.arrivalDate !== record.arrivalDate || existing.departureDate !== record.departureDate;
    const room = moved && (record.stage ?? 'reserved') === 'reserved' ? find(state, 'rooms', record.room) : undefined;
    const block = room ? outOfOrderBlock(state, room) : null;
    if (room && block && blockOverlaps(block, String(record.arrivalDate), String(record.departureDate))) {
      throw conflict(`Room ${String(room.number)} is out of order (${block.reason}): choose another room.`);
    }
    if ((record.stage ?? 'reserved') === 'reserved' && String(record.arrivalDate) < businessDate && record.arrivalDate !== existing?.arrivalDate) {
      throw badRequest(`The arrival cannot be before the business date (${businessDate}).`, { arrivalDate: `must be ${businessDate} or later` });
    }
    if (record.stage === 'checked-in' && String(record.departureDate) < businessDate) {
      throw badRequest(`An in-house stay cannot depart before the business date (${businessDate}).`, { departureDate: `must be ${businessDate} or later` });
    }
  }
  if (resource === 'financial-years' && record.status === 'closed' && existing?.status !== 'closed' && String(record.endDate) >= businessDate) {
    throw conflict(`${String(record.name)} runs to ${String(record.endDate)}; it can be closed once the night audit has closed its last day (the business date is ${businessDate}).`);
  }
  if (resource === 'payments') {
    const stay = find(state, 'room-reservations', record.reservation);
    if (stay && !record.guest) record.guest = stay.guest;
    if (record.kind === 'guest' && !record.reservation) throw badRequest('A guest payment pays a stay: choose the reservation.', { reservation: 'Reservation is required for a guest payment' });
    if (record.kind === 'group' && !record.group) throw badRequest('A group payment needs a group.', { group: 'Group is required for a group payment' });
    if (record.kind === 'recovery' && !record.cityAccount) throw badRequest('A debt recovery pays a city-ledger account: choose it.', { cityAccount: 'City Ledger Account is required for a recovery' });
    if (record.kind === 'other' && !record.guest && !record.payer) throw badRequest('Say who paid.', { payer: 'Received From is required when there is no guest' });
  }
  if (resource === 'refunds') {
    if (record.kind === 'group' && !record.group) throw badRequest('A group refund needs a group.', { group: 'Group is required for a group refund' });
    if ((record.kind === 'guest' || record.kind === 'room-reservation') && !record.reservation) {
      throw badRequest('A guest refund is paid from a stay\'s folio: choose the reservation.', { reservation: 'Reservation is required for this refund' });
    }
    const stay = find(state, 'room-reservations', record.reservation);
    if (stay && !record.guest) record.guest = stay.guest;
    if (record.kind !== 'group' && record.kind !== 'facility-reservation' && !record.guest) throw badRequest('A refund needs a guest.', { guest: 'Guest is required for this refund' });
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
  if (resource === 'deposit-transfers' && !existing) return depositTransfer(state, record, ctx);

  // Money documents post on the business date: never into a closed day.
  if (isPostingResource(resource) && !existing) {
    checkDayOpen(state, record.date, `This ${resource.replace(/-/g, ' ').replace(/s$/, '')}`);
    // Drafted now to check it (folio, accounts, amount); drafted again once stored, with its id and number.
    const drafts = documentPostings(state, resource, record, 'create');
    return drafts.length ? (stored) => post(state, documentPostings(state, resource, stored, 'create'), ctx) : undefined;
  }
  if (existing && hasPostings(state, resource, existing.id)) return correction(state, resource, record, existing, ctx, reason);
  return undefined;
}

/** An update of a posted document: its money fields change only as an auditor's correction with a reason. */
function correction(state: HotelState, resource: string, record: HotelRecord, existing: HotelRecord, ctx: RuleContext, reason?: string): Commit | undefined {
  const changed = [...MONEY_FIELDS].filter((field) => field in record && JSON.stringify(record[field]) !== JSON.stringify(existing[field]));
  if (changed.length === 0) return undefined;
  if (!ctx.user.roles.some((role) => role === 'auditor' || role === 'admin')) {
    throw conflict(`This document is posted to the books; its ${changed.join(', ')} can only be corrected by an auditor (Internal Control), who reverses it with a reason.`);
  }
  if (!reason?.trim()) throw badRequest('A correction of a posted document needs a reason.', { reason: 'A reason is required for a correction' });
  const reversal = reversalPostings(state, resource, existing, reason.trim());
  if (reversal.length === 0) throw conflict('This document has been reversed; post a new one instead of correcting it.');
  // Post again what the document posted when it was created and when its workflow moved it.
  const moves = new Set(['create', ...(state.audit[`${resource}/${existing.id}`] ?? []).map((entry) => entry.action)]);
  const repost = [...moves].flatMap((on) => documentPostings(state, resource, { ...existing, ...record }, on));
  return () => post(state, [...reversal, ...repost], ctx);
}

/** A deposit moved between two stays' folios: the credit leaves one, arrives on the other. */
function depositTransfer(state: HotelState, record: HotelRecord, ctx: RuleContext): Commit {
  const from = folioKey({ kind: 'stay', id: String(record.fromReservation) });
  const to = checkTargetFolio(state, { kind: 'stay', id: String(record.toReservation) });
  const cents = toCents(record.amount) ?? 0;
  const available = -folioBalance(state, from);
  if (cents > available) throw conflict(`The folio it comes from holds ${formatCents(Math.max(available, 0))} in credit; ${formatCents(cents)} cannot move.`);
  checkDayOpen(state, record.date, 'This deposit transfer');
  return (stored) => {
    const source = { resource: 'deposit-transfers', id: stored.id, number: String(stored.reason ?? 'Deposit transfer') };
    post(state, [balanceTransfer(state, from, to, -cents, String(stored.reason), source)], ctx);
  };
}

/** Side effects of a successful create (after it is stored), for records that post nothing. */
export function afterCreate(state: HotelState, resource: string, record: HotelRecord, { by, byId, at }: Actor): void {
  if (resource === 'room-changes') {
    const stay = find(state, 'room-reservations', record.reservation);
    const from = find(state, 'rooms', record.fromRoom);
    const to = find(state, 'rooms', record.toRoom);
    if (stay) {
      stay.room = record.toRoom;
      forgetGroupings(state, 'room-reservations');
    }
    if (from) {
      from.stage = 'cleaning';
      delete from.hkMark;
      audit(state, 'rooms', from, { at, by, byId, action: 'room-change', from: 'occupied', note: `Guest moved to ${String(to?.number)}` });
    }
    if (to) {
      to.stage = 'occupied';
      delete to.hkMark;
      audit(state, 'rooms', to, { at, by, byId, action: 'room-change', from: 'available', note: `Guest moved from ${String(from?.number)}` });
    }
  }
}

function checkIn(state: HotelState, record: HotelRecord, ctx: RuleContext): Commit {
  const room = find(state, 'rooms', record.room);
  if (!room) throw conflict('The reservation has no room.');
  if (room.stage !== 'available') throw conflict(`Room ${String(room.number)} is ${String(room.stage)}; assign another room or get it cleaned first.`);
  const businessDate = state.ledger.businessDate;
  const early = String(record.arrivalDate) > businessDate;
  if (early) {
    const may = ctx.user.roles.some((role) => EARLY_CHECK_IN_ROLES.includes(role));
    if (!may || !ctx.note?.trim()) {
      throw conflict(
        `${String(record.number)} arrives on ${String(record.arrivalDate)}, after the business date ${businessDate}; an early check-in needs a note and a front-office supervisor, manager or admin.`,
      );
    }
    if (String(record.departureDate) <= businessDate) throw conflict(`${String(record.number)} departs on ${String(record.departureDate)}; change its dates first.`);
    // Arriving early takes the nights before the booked arrival too: the room must be free on them.
    const from = { ...record, arrivalDate: businessDate };
    const clash = recordsWhere(state, 'room-reservations', 'room', record.room).find(
      (other) => other.id !== record.id && (other.stage === 'reserved' || other.stage === 'checked-in') && overlaps(other, from),
    );
    if (clash) throw conflict(`Room ${String(room.number)} is booked by ${String(clash.number)} from ${String(clash.arrivalDate)} to ${String(clash.departureDate)}; check ${String(record.number)} in early to another room.`);
  }
  const drafts = checkInPostings(state, record);
  return (stored) => {
    if (early) stored.arrivalDate = businessDate;
    post(state, drafts, ctx);
  };
}

function checkOut(state: HotelState, record: HotelRecord, ctx: RuleContext): Commit {
  const folio = folioKey({ kind: 'stay', id: record.id });
  const balance = folioBalance(state, folio);
  let drafts: PostingDraft[] = [];
  if (balance !== 0) {
    const target = ctx.transferTo;
    if (!target) {
      throw conflict(
        balance > 0
          ? `The folio has a balance of ${formatCents(balance)}; take a payment, or transfer it to a city-ledger account or the group's master folio, before checking out.`
          : `The folio is in credit by ${formatCents(-balance)}; refund it, or transfer it to a city-ledger account or the group's master folio, before checking out.`,
      );
    }
    if (target.kind === 'stay') throw badRequest('A balance leaves with the guest only to a city-ledger account or the group\'s master folio.', { transferTo: 'must be a city-ledger account or the group' });
    if (target.kind === 'group' && target.id !== record.group) throw conflict(`${String(record.number)} is not part of that group; choose its own group or a city-ledger account.`);
    const to = checkTargetFolio(state, target);
    drafts = [balanceTransfer(state, folio, to, balance, ctx.note?.trim() || 'Balance transferred at check-out', { resource: 'room-reservations', id: record.id, number: String(record.number) })];
  }
  return (stored) => {
    post(state, drafts, ctx);
    // Early or late: the stay ends on the business date it leaves.
    stored.departureDate = state.ledger.businessDate;
  };
}

/** Checks a transition against the business rules (409 when refused) before it is made; returns what to commit after: postings, then stock. */
export function checkTransition(state: HotelState, resource: string, record: HotelRecord, action: string, ctx: RuleContext): Commit | undefined {
  const posting = checkTransitionRules(state, resource, record, action, ctx);
  return both(posting, checkStockTransition(state, resource, record, action, actorOf(ctx.user, ctx.at)));
}

function checkTransitionRules(state: HotelState, resource: string, record: HotelRecord, action: string, ctx: RuleContext): Commit | undefined {
  if (resource === 'room-reservations' && action === 'check-in') return checkIn(state, record, ctx);
  if (resource === 'room-reservations' && action === 'check-out') return checkOut(state, record, ctx);
  if (resource === 'room-reservations' && action === 'no-show' && String(record.arrivalDate) > state.ledger.businessDate) {
    throw conflict(`${String(record.number)} arrives on ${String(record.arrivalDate)}; it can be marked no-show on or after that date.`);
  }
  if (REVERSING_ACTIONS[resource] === action) {
    if (!ctx.note?.trim()) throw badRequest('A reversal needs a reason.', { note: 'A reason is required' });
    const drafts = reversalPostings(state, resource, record, ctx.note.trim());
    if (!hasPostings(state, resource, record.id)) throw conflict(`Nothing was posted for ${String(record.number ?? record.receiptNo ?? record.docketNo ?? record.description ?? record.id)}; there is nothing to reverse.`);
    return () => post(state, drafts, ctx);
  }
  const drafts = documentPostings(state, resource, record, action);
  return drafts.length ? () => post(state, drafts, ctx) : undefined;
}

/** Side effects of a transition (after the stage changed). */
export function afterTransition(state: HotelState, resource: string, record: HotelRecord, action: string, { by, byId, at }: Actor): void {
  if (resource === 'room-reservations' && (action === 'check-in' || action === 'check-out')) {
    const room = find(state, 'rooms', record.room);
    if (room) {
      const from = room.stage ?? null;
      room.stage = action === 'check-in' ? 'occupied' : 'cleaning';
      delete room.hkMark;
      audit(state, 'rooms', room, { at, by, byId, action, from, note: `${action === 'check-in' ? 'Checked in' : 'Checked out'} ${String(record.number)}` });
    }
  }
  // A stage move ends the housekeeping board's mark ('inspected', or an occupied room's 'dirty').
  if (resource === 'rooms') delete record.hkMark;
  if (resource === 'rooms' && action === 'mark-clean') logCleaning(state, record, by, at);
}

/** A line of the cleaning history (the `cleaning-history` report reads `cleaning-logs`). */
export function logCleaning(state: HotelState, room: HotelRecord, by: string, at: string): void {
  (state.records['cleaning-logs'] ??= []).push({ id: `clean-${room.id}-${at}`, room: room.id, cleanedBy: by, date: at, minutes: null, notes: null });
}

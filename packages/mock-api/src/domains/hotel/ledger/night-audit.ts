import { folioKey, fromCents, percentOf, toCents, UNSETTLED_DOCKET_STAGES, type ChecklistDocket, type HotelRecord, type NightAuditChecklist, type NightAuditResult } from '@hotel/domain';
import { conflict } from '../../../core/errors';
import { labelOf } from '../labels';
import type { HotelState } from '../state';
import { folioLabel, roomNightsPosting, taxRateOf } from './front-desk';
import { ledgerIndex } from './ledger-index';
import { commitPostings, folioBalance, type Actor } from './post';
import { nextDay, type StoredAudit } from './store';

/*
 * The night audit closes the business date: it charges every in-house stay its room night and
 * tax (once per stay and date, however often it is asked), marks the day's unarrived stays no-show,
 * refuses while a departure is still in house or a table order or docket is unsettled,
 * locks the day and moves the business date to the next day.
 */

const stays = (state: HotelState) => state.records['room-reservations'] ?? [];

/** Stays due to arrive by the business date and not checked in (today's first, then late ones). */
export function dueArrivals(state: HotelState): HotelRecord[] {
  const date = state.ledger.businessDate;
  return stays(state)
    .filter((r) => r.stage === 'reserved' && String(r.arrivalDate) <= date)
    .sort((a, b) => (a.arrivalDate === date ? 0 : 1) - (b.arrivalDate === date ? 0 : 1) || String(b.arrivalDate).localeCompare(String(a.arrivalDate)));
}

/** In-house stays due out by the business date. */
export function dueDepartures(state: HotelState): HotelRecord[] {
  const date = state.ledger.businessDate;
  return stays(state).filter((r) => r.stage === 'checked-in' && String(r.departureDate) <= date);
}

/** In-house stays that stay the night (departure after the business date): each is charged one room night. */
function stayingTonight(state: HotelState): HotelRecord[] {
  const date = state.ledger.businessDate;
  return stays(state).filter((r) => r.stage === 'checked-in' && String(r.departureDate) > date);
}

/** Table orders still open and dockets not yet settled (open, sent or served): each blocks the close. */
function openDockets(state: HotelState): ChecklistDocket[] {
  const outlet = (record: HotelRecord) => labelOf(state, 'points-of-sale', record.pointOfSale) ?? '';
  const orders = (state.records['pos-orders'] ?? []).filter((o) => o.stage === 'open').map((order): ChecklistDocket => ({
    id: order.id, resource: 'pos-orders', number: String(order.orderNo),
    label: `Table ${String(order.table)} · ${outlet(order)}`.trim(),
    amount: typeof order.amount === 'number' ? order.amount : 0,
  }));
  const dockets = (state.records['pos-sales'] ?? []).filter((d) => UNSETTLED_DOCKET_STAGES.some((stage) => stage === d.stage)).map((docket): ChecklistDocket => ({
    id: docket.id, resource: 'pos-sales', number: String(docket.docketNo),
    label: `${docket.table ? `Table ${String(docket.table)}` : 'Docket'} · ${outlet(docket)} (${String(docket.stage)})`,
    amount: typeof docket.amount === 'number' ? docket.amount : 0,
  }));
  return [...orders, ...dockets];
}

function checklistStay(state: HotelState, stay: HotelRecord) {
  const label = folioLabel(state, folioKey({ kind: 'stay', id: stay.id }));
  return {
    id: stay.id, number: String(stay.number), guest: label.name, room: label.room,
    arrivalDate: String(stay.arrivalDate), departureDate: String(stay.departureDate),
    balance: fromCents(folioBalance(state, folioKey({ kind: 'stay', id: stay.id }))),
  };
}

/** What the close of the business date would do, and what blocks it. */
export function nightAuditChecklist(state: HotelState): NightAuditChecklist {
  const tonight = stayingTonight(state);
  const rate = taxRateOf(state);
  let revenue = 0;
  let tax = 0;
  for (const stay of tonight) {
    const cents = toCents(stay.rate) ?? 0;
    revenue += cents;
    tax += percentOf(cents, rate);
  }
  const departures = dueDepartures(state).map((s) => checklistStay(state, s));
  const dockets = openDockets(state);
  const last = state.ledger.audits.at(-1);
  return {
    date: state.ledger.businessDate,
    lastAudit: last ? { date: last.closedDate, at: last.at, by: last.by, byId: last.byId } : null,
    arrivals: dueArrivals(state).map((s) => checklistStay(state, s)),
    departures,
    openDockets: dockets,
    inHouse: tonight.length,
    expected: { roomNights: tonight.length, roomRevenue: fromCents(revenue), tax: fromCents(tax) },
    blocked: departures.length > 0 || dockets.length > 0,
  };
}

/**
 * Runs the night audit of `date`: 409 unless it is the business date and nothing blocks the
 * close. Every check runs before the first posting.
 */
export function runNightAudit(state: HotelState, date: string, actor: Actor): NightAuditResult {
  const ledger = state.ledger;
  if (date !== ledger.businessDate) {
    throw conflict(
      date < ledger.businessDate
        ? `${date} is already closed; the business date is ${ledger.businessDate}. Refresh and audit ${ledger.businessDate}.`
        : `The business date is ${ledger.businessDate}; ${date} cannot be audited before it.`,
    );
  }
  const departures = dueDepartures(state);
  const dockets = openDockets(state);
  if (departures.length || dockets.length) {
    const parts = [
      departures.length ? `${departures.length} departure${departures.length === 1 ? '' : 's'} still in house (check out or extend: ${departures.map((s) => s.number).join(', ')})` : '',
      dockets.length ? `${dockets.length} open docket${dockets.length === 1 ? '' : 's'} (settle, close or cancel: ${dockets.map((o) => o.number).join(', ')})` : '',
    ].filter(Boolean);
    throw conflict(`The day cannot be closed: ${parts.join('; ')}.`);
  }
  const nights = ledgerIndex(ledger).nights;
  const charged = stayingTonight(state).filter((stay) => !nights.has(`${stay.id}@${date}`));
  const posting = roomNightsPosting(state, charged);
  const drafts = posting ? [posting] : [];
  const noShows = dueArrivals(state);

  // Every check passed: post, mark, lock, move the date.
  const { lines } = commitPostings(state, drafts, actor);
  let roomRevenue = 0;
  let tax = 0;
  let roomNights = 0;
  for (const line of lines) {
    if (line.category === 'room-night') {
      roomRevenue += line.debit;
      roomNights += 1;
    }
    if (line.category === 'tax') tax += line.debit;
  }
  for (const stay of noShows) {
    const from = stay.stage ?? null;
    stay.stage = 'no-show';
    (state.audit[`room-reservations/${stay.id}`] ??= []).push({ at: actor.at, by: actor.by, byId: actor.byId, action: 'no-show', from, to: 'no-show', note: `Marked no-show by the night audit of ${date}` });
  }
  const run: StoredAudit = { closedDate: date, businessDate: nextDay(date), roomNights, roomRevenue, tax, noShows: noShows.length, at: actor.at, by: actor.by, byId: actor.byId };
  ledger.audits.push(run);
  ledger.businessDate = run.businessDate;
  return { closedDate: run.closedDate, businessDate: run.businessDate, roomNights: run.roomNights, roomRevenue: fromCents(roomRevenue), tax: fromCents(tax), noShows: run.noShows };
}

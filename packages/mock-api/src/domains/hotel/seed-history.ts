import { getResource, type HotelRecord } from '@hotel/domain';
import { createRng, type Rng } from '../../core/random';
import { demoUser, type UserRecord } from '../users/seed';
import { actorOf, folioBalance, commitPostings, accountOf } from './ledger/post';
import { runNightAudit } from './ledger/night-audit';
import { manualEntry } from './ledger/journal';
import { addDays } from './ledger/store';
import { at, postingDay, scheduleDocuments } from './seed-documents';
import { createRecord, moveRecord, updateRecord } from './service';
import type { HotelState } from './state';
import { seedStockHistory } from './stock/seed-stock';

/*
 * A hotel with history: the seed opens the books `days` ago and lives each day through the same
 * operations the API runs (bookings, deposits, check-ins, charges, payments, transfers, check-outs)
 * and closes it with the real night audit, so folios, ledgers, reports and the trial balance are
 * populated and agree on first load. Deterministic for a given rng and date.
 */

export interface HistoryOptions {
  /** Days of history before today (the business date). */
  days: number;
  /** Share of sellable rooms occupied on an average night (0..1). */
  occupancy: number;
  /** Leave today's work to do: arrivals to check in, departures settled but in house, rooms to clean. */
  leaveToday?: boolean;
  /** Shortest and longest stay in nights (default 1 to 5). */
  nights?: [number, number];
  /** Each stock item's quantity on hand at its own store once the history is lived (default none). */
  stockOnHand?: ReadonlyMap<string, number>;
}

/** The staff the history is written by: the demo accounts themselves (their ids and names). */
export const HISTORY_STAFF = {
  desk: demoUser('receptionist'),
  supervisor: demoUser('front-office-supervisor'),
  housekeeping: demoUser('house-keeper'),
  auditor: demoUser('auditor'),
  accountant: demoUser('accountant'),
  admin: demoUser('admin'),
} satisfies Record<string, UserRecord>;

const money = (rng: Rng, lo: number, hi: number) => Math.round((lo + rng.next() * (hi - lo)) * 100) / 100;

interface Booking {
  from: string;
  to: string;
}

/**
 * What a guest in house does about the booked departure: leave on it, leave `nights` early, stay on
 * `nights` more (while the room is free), or keep the room until the afternoon for a fee. Drawn once
 * from the stay's own stream (`departure:<id>`): a stay's plan does not depend on what the days
 * before it drew.
 */
type DeparturePlan = { kind: 'on-time' } | { kind: 'early' | 'extend'; nights: number; reason: string } | { kind: 'late-check-out' };

function departurePlan(stay: HotelRecord): DeparturePlan {
  const rng = createRng(`departure:${stay.id}`);
  const draw = rng.next();
  const nights = Math.round((Date.parse(String(stay.departureDate)) - Date.parse(String(stay.arrivalDate))) / 86_400_000);
  if (draw < 0.07 && nights >= 2) return { kind: 'early', nights: rng.int(1, nights - 1), reason: rng.pick(['Called home early', 'Meeting cancelled', 'Flight moved forward', 'Not satisfied with the room']) };
  if (draw < 0.12) return { kind: 'extend', nights: rng.int(1, 2), reason: rng.pick(['Meetings ran over', 'Flight moved to a later day', 'Enjoying the stay']) };
  if (draw < 0.22) return { kind: 'late-check-out' };
  return { kind: 'on-time' };
}

/** Builds `days` of history on a freshly seeded state whose ledger starts at `today - days`. */
export function runHistory(state: HotelState, rng: Rng, today: string, options: HistoryOptions): void {
  const first = addDays(today, -options.days);
  const { desk, housekeeping, auditor, accountant } = HISTORY_STAFF;
  const resource = (name: string) => getResource(name);
  const rooms = (state.records.rooms ?? []).filter((room) => room.stage !== 'out-of-order');
  const rates = new Map((state.records['room-categories'] ?? []).map((c) => [c.id, typeof c.rate === 'number' ? c.rate : 120]));
  const guests = state.records.guests ?? [];
  const groups = state.records.groups ?? [];
  const cityAccounts = state.records['city-ledger-accounts'] ?? [];
  const booked = new Map<string, Booking[]>(rooms.map((room) => [room.id, []]));
  const free = (roomId: string, from: string, to: string) => (booked.get(roomId) ?? []).every((b) => to <= b.from || b.to <= from);
  const stays = () => state.records['room-reservations'] ?? [];
  // The stays still to arrive or in house: every day's work reads these, not the whole history.
  let open: HotelRecord[] = stays().filter((s) => s.stage === 'reserved' || s.stage === 'checked-in');
  const [shortest, longest] = options.nights ?? [1, 5];
  const plans = new Map<string, DeparturePlan>();
  const planOf = (stay: HotelRecord) => plans.get(stay.id) ?? plans.set(stay.id, departurePlan(stay)).get(stay.id)!;
  /** The booking of `stay` in the room plan (what `free` reads). */
  const bookingOf = (stay: HotelRecord) => booked.get(String(stay.room))?.find((b) => b.from < b.to && b.to === stay.departureDate);

  // Generic documents that post (sales, tickets, paid expenses, supplier invoices...) are posted on their own day.
  const events = new Map<string, (() => void)[]>();
  const on = (day: string, run: () => void) => (events.get(day) ?? events.set(day, []).get(day))?.push(run);
  scheduleDocuments(state, first, today, on, accountant);
  // Open tables would block every audit of the past; they are today's tables.
  const openOrders = (state.records['pos-orders'] ?? []).filter((order) => order.stage === 'open');
  for (const order of openOrders) order.stage = 'closed';

  // The books open with the owner's capital in cash, at the bank and in stock.
  const opening = manualEntry(state, {
    reference: 'OPENING', narration: 'Opening balances',
    lines: [
      { account: accountOf(state, 'cash'), debit: 5000 },
      { account: accountOf(state, 'bank'), debit: 120_000 },
      { account: accountOf(state, 'stock'), debit: 20_000 },
      { account: accountOf(state, 'equity'), credit: 145_000 },
    ],
  });
  commitPostings(state, [{ ...opening, source: { kind: 'opening', resource: null, id: null, number: null } }], actorOf(accountant, at(first, 8)));
  // The stores open with counted stock; the drafted issues, sales, damages and receipts move it on their day.
  seedStockHistory(state, options.stockOnHand ?? new Map(), (record) => postingDay(record, first, today), on, (day) => actorOf(accountant, at(day, 15, 30)), today);

  const nightly = Math.max(1, Math.round((rooms.length * options.occupancy * 2) / (shortest + longest)));
  for (let day = first; day <= today; day = addDays(day, 1)) {
    const isToday = day === today;
    open = open.filter((s) => s.stage === 'reserved' || s.stage === 'checked-in');
    const leave = isToday && options.leaveToday !== false;
    for (const run of events.get(day) ?? []) run();

    // Morning: housekeeping readies the rooms left dirty (today some are still being cleaned).
    for (const room of rooms) {
      if (room.stage === 'cleaning' && (!leave || rng.chance(0.5))) moveRecord(state, resource('rooms'), room, { action: 'mark-clean' }, housekeeping, at(day, 9));
    }

    // Departures: settle, or send the bill to the group or the company, then check out. Before today,
    // some guests leave early (the check-out ends the stay that day; the room is free to sell again).
    const early = (s: HotelRecord) => {
      const plan = planOf(s);
      return !isToday && plan.kind === 'early' && addDays(String(s.departureDate), -plan.nights) === day;
    };
    const departing = open.filter((s) => s.stage === 'checked-in' && (s.departureDate === day || early(s)));
    for (const [i, stay] of departing.entries()) {
      const plan = planOf(stay);
      const leavesEarly = stay.departureDate !== day;
      const lateCheckOut = !leave && !leavesEarly && plan.kind === 'late-check-out';
      if (lateCheckOut) {
        // Kept the room until 15:00: half a night's rate, on the folio before it is settled.
        createRecord(state, resource('room-charges'), {
          reservation: stay.id, category: 'room', description: 'Late check-out until 15:00', amount: Math.round(Number(stay.rate) * 50) / 100, date: day,
        }, desk, at(day, 10, 45));
      }
      const balance = folioBalance(state, `stay:${stay.id}`);
      const guest = guests.find((g) => g.id === stay.guest);
      const toGroup = balance > 0 && typeof stay.group === 'string';
      const toCity = balance > 0 && !toGroup && guest?.guestType === 'corporate' && cityAccounts.length > 0 && rng.chance(0.6);
      // Today's departures have settled in advance, so the desk can check them out in one step.
      if (balance > 0 && (leave || (!toGroup && !toCity))) {
        createRecord(state, resource('payments'), {
          kind: 'guest', reservation: stay.id, amount: balance / 100, method: rng.pick(['card', 'card', 'card', 'cash', 'cash', 'bank-transfer', 'mobile-money']), date: at(day, 10, rng.int(0, 59)),
        }, desk, at(day, 10));
      }
      if (balance < 0) {
        // More was paid than was spent: the rest is paid back before the guest leaves.
        const refund = createRecord(state, resource('refunds'), {
          kind: 'room-reservation', reservation: stay.id, guest: stay.guest, amount: -balance / 100, method: 'cash', reason: 'Unused deposit returned at check-out', date: day,
        }, desk, at(day, 10));
        moveRecord(state, resource('refunds'), refund, { action: 'approve' }, accountant, at(day, 10, 10));
        moveRecord(state, resource('refunds'), refund, { action: 'pay' }, accountant, at(day, 10, 20));
      }
      if (leave && i >= departing.length - 3) continue; // today the last three have settled but are still in house
      const transferTo = toGroup ? { kind: 'group' as const, id: String(stay.group) } : toCity ? { kind: 'city' as const, id: rng.pick(cityAccounts).id } : undefined;
      const booking = leavesEarly ? bookingOf(stay) : undefined;
      const note = [leavesEarly && plan.kind === 'early' ? `Left early: ${plan.reason}` : null, transferTo ? 'Billed to account' : null].filter(Boolean).join('. ') || null;
      moveRecord(state, resource('room-reservations'), stay, { action: 'check-out', note, transferTo }, desk, at(day, lateCheckOut ? 15 : 11));
      if (booking) booking.to = day;
    }

    // The day before departure, some guests ask to stay on: the desk extends the stay while the room is free.
    for (const stay of open.filter((s) => s.stage === 'checked-in' && !isToday && addDays(String(s.departureDate), -1) === day)) {
      const plan = planOf(stay);
      if (plan.kind !== 'extend') continue;
      const from = String(stay.departureDate);
      const to = addDays(from, plan.nights);
      const booking = bookingOf(stay);
      if (!booking || !free(String(stay.room), from, to)) continue;
      const notes = `Stayed ${plan.nights === 1 ? 'a night' : `${plan.nights} nights`} longer: ${plan.reason}`;
      updateRecord(state, resource('room-reservations'), stay, { departureDate: to, notes }, desk, at(day, 18, 30));
      booking.to = to;
    }

    // New bookings, a few with a deposit; once in a while a guest moves a deposit to another booking.
    for (let n = 0; n < nightly + rng.int(-2, 2); n++) {
      const arrival = addDays(day, rng.chance(0.3) ? 0 : rng.int(1, 14));
      const departure = addDays(arrival, rng.int(shortest, longest));
      const vacant = rooms.filter((r) => free(r.id, arrival, departure));
      if (vacant.length === 0) continue;
      const room = rng.pick(vacant);
      const group = groups.find((g) => String(g.arrivalDate) <= arrival && departure <= String(g.departureDate));
      const stay = createRecord(state, resource('room-reservations'), {
        guest: rng.pick(guests).id, room: room.id, arrivalDate: arrival, departureDate: departure, adults: rng.int(1, 3), children: rng.chance(0.75) ? 0 : rng.int(1, 2),
        rate: rates.get(room.category as string) ?? 120, breakfast: rng.chance(0.8), group: group && rng.chance(0.3) ? group.id : null, notes: null,
      }, desk, at(day, 9, rng.int(0, 59)));
      booked.get(room.id)?.push({ from: arrival, to: departure });
      open.push(stay);
      if (arrival > day && rng.chance(0.3)) {
        createRecord(state, resource('reservation-deposits'), { reservation: stay.id, amount: Math.round(Number(stay.rate) * 50) / 100, method: rng.pick(['card', 'bank-transfer', 'cash']), date: day }, desk, at(day, 9, 30));
      }
      // A guest who booked twice moves the deposit of one booking to the other.
      const other = open.find((s) => s !== stay && s.guest === stay.guest && s.stage === 'reserved');
      if (other && arrival > day && folioBalance(state, `stay:${other.id}`) < 0 && rng.chance(0.5)) {
        createRecord(state, resource('deposit-transfers'), {
          fromReservation: other.id, toReservation: stay.id, amount: -folioBalance(state, `stay:${other.id}`) / 100, date: day, reason: 'Guest merged two bookings',
        }, desk, at(day, 9, 45));
      }
      if (arrival > addDays(day, 2) && rng.chance(0.04)) {
        on(addDays(day, 1), () => {
          if (stay.stage !== 'reserved') return;
          moveRecord(state, resource('room-reservations'), stay, { action: 'cancel', note: 'Plans changed' }, desk, at(addDays(day, 1), 10));
          const list = booked.get(room.id) ?? [];
          list.splice(list.findIndex((b) => b.from === arrival && b.to === departure), 1);
        });
      }
    }

    // Afternoon: most rooms just left are cleaned for the day's arrivals; the rest wait for the morning.
    for (const room of rooms) {
      if (room.stage === 'cleaning' && rng.chance(leave ? 0.3 : day === addDays(today, -1) ? 0.4 : 0.85)) moveRecord(state, resource('rooms'), room, { action: 'mark-clean' }, housekeeping, at(day, 13));
    }

    // Arrivals: most come (today only the morning's); the rest the audit marks no-show.
    for (const stay of open.filter((s) => s.stage === 'reserved' && s.arrivalDate === day)) {
      const room = rooms.find((r) => r.id === stay.room);
      // A room still dirty when its guest arrives is cleaned first.
      if (room?.stage === 'cleaning') moveRecord(state, resource('rooms'), room, { action: 'mark-clean' }, housekeeping, at(day, 14));
      if (room?.stage !== 'available') continue;
      if (leave ? rng.chance(0.45) : rng.chance(0.94)) moveRecord(state, resource('room-reservations'), stay, { action: 'check-in' }, desk, at(day, 14, rng.int(0, 59)));
    }

    // In house: minibar, restaurant and bar charges, now and then a payment on account.
    for (const stay of open.filter((s) => s.stage === 'checked-in' && !(leave && s.departureDate === day))) {
      if (rng.chance(0.25)) {
        const category = rng.pick(['minibar', 'restaurant', 'bar', 'laundry', 'telephone']);
        const description = { minibar: 'Minibar', restaurant: 'Dinner at the restaurant', bar: 'Lobby bar', laundry: 'Laundry service', telephone: 'Telephone' }[category] as string;
        createRecord(state, resource('room-charges'), { reservation: stay.id, category, description, amount: money(rng, 4, 95), date: day }, desk, at(day, 20));
      }
      if (rng.chance(0.03)) {
        const balance = folioBalance(state, `stay:${stay.id}`);
        if (balance > 2000) createRecord(state, resource('payments'), { kind: 'guest', reservation: stay.id, amount: Math.floor(balance / 200), method: 'card', date: at(day, 18) }, desk, at(day, 18));
      }
    }

    // The auditor reverses a charge posted to the wrong stay now and then (the charge stays, reversed).
    const postedToday = (state.records['room-charges'] ?? []).filter((c) => c.stage === 'posted' && c.date === day);
    if (!isToday && postedToday.length && rng.chance(0.12)) {
      moveRecord(state, resource('room-charges'), rng.pick(postedToday), { action: 'reverse', note: 'Posted to the wrong stay' }, auditor, at(day, 23));
    }

    // Now and then a guest asks for another room for the rest of the stay.
    if (!isToday && rng.chance(0.15)) {
      const stay = rng.pick(open.filter((s) => s.stage === 'checked-in' && String(s.departureDate) > day).concat([undefined as never]));
      const target = stay && rooms.find((r) => r.stage === 'available' && r.id !== stay.room && free(r.id, day, String(stay.departureDate)));
      if (stay && target) {
        const old = booked.get(String(stay.room)) ?? [];
        const mine = old.find((b) => b.from === stay.arrivalDate && b.to === stay.departureDate);
        if (mine) mine.to = day;
        booked.get(target.id)?.push({ from: day, to: String(stay.departureDate) });
        createRecord(state, resource('room-changes'), { reservation: stay.id, toRoom: target.id, date: day, reason: rng.pick(['Guest requested a quieter room', 'Air conditioning fault', 'Upgrade for a returning guest']) }, desk, at(day, 15));
      }
    }

    // Groups: the package on the first day, part of the account paid on the last.
    for (const group of groups) {
      if (group.arrivalDate === day) {
        const input = { group: group.id, category: 'facility', description: 'Conference package', amount: money(rng, 600, 2400), date: day };
        createRecord(state, resource('group-charges'), input, desk, at(day, 12));
        if (group === groups[0] && !isToday) {
          // Keyed twice by the desk; the auditor reverses the copy that night.
          const copy = createRecord(state, resource('group-charges'), input, desk, at(day, 12, 5));
          moveRecord(state, resource('group-charges'), copy, { action: 'reverse', note: 'Package keyed twice' }, auditor, at(day, 23));
        }
      }
      const owed = folioBalance(state, `group:${group.id}`);
      if (group.departureDate === day && owed > 0) {
        createRecord(state, resource('payments'), { kind: 'group', group: group.id, amount: Math.floor(owed * 0.8) / 100, method: 'bank-transfer', date: at(day, 16) }, desk, at(day, 16));
      }
    }

    // Other receipts (parking, lost keys); now and then one posted in error is voided the next day.
    if (rng.chance(0.35)) {
      const receipt = createRecord(state, resource('payments'), {
        kind: 'other', payer: rng.pick(['Parking attendant', 'Lost key fee', 'Event organiser', 'Car hire commission']), amount: money(rng, 10, 180), method: rng.pick(['cash', 'card']), date: at(day, 17),
      }, desk, at(day, 17));
      if (!isToday && rng.chance(0.12)) {
        on(addDays(day, 1), () => moveRecord(state, resource('payments'), receipt, { action: 'void', note: 'Entered twice' }, auditor, at(addDays(day, 1), 9)));
      }
    }

    // Every week the companies settle part of what they owe.
    if (day.endsWith('-07') || day.endsWith('-14') || day.endsWith('-21') || day.endsWith('-28')) {
      for (const account of cityAccounts) {
        const owed = folioBalance(state, `city:${account.id}`);
        if (owed > 5000) createRecord(state, resource('payments'), { kind: 'recovery', cityAccount: account.id, amount: Math.floor(owed * 0.6) / 100, method: 'bank-transfer', date: at(day, 11) }, accountant, at(day, 11));
      }
    }

    if (isToday) break;
    moveTonight(state, auditor, day);
  }

  // Refunds still on their way are for stays that have left (a guest who paid twice).
  const left = stays().filter((s) => s.stage === 'checked-out');
  for (const refund of state.records.refunds ?? []) {
    if ((refund.kind === 'guest' || refund.kind === 'room-reservation') && !refund.reservation && left.length) {
      const stay = rng.pick(left);
      refund.reservation = stay.id;
      refund.guest = stay.guest;
    }
  }

  // Today's open tables (two).
  openOrders.slice(0, 2).forEach((order) => {
    order.stage = 'open';
    order.date = at(today, 12, 30);
  });
}

/** The night audit of `day`, run as the auditor at 2 a.m. */
function moveTonight(state: HotelState, auditor: UserRecord, day: string) {
  runNightAudit(state, day, actorOf(auditor, at(addDays(day, 1), 2, 5)));
}

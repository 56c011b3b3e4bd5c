import { folioKey, getResource, type HotelRecord, type TenderInput } from '@hotel/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflict, MockApiError } from '../../../core/errors';
import { createRng } from '../../../core/random';
import { buildHotelSeed } from '../seed-data';
import { HISTORY_STAFF } from '../seed-history';
import { sellDocket, voidDocket, type StoredDocket } from '../pos/dockets';
import { createRecord, moveRecord, updateRecord } from '../service';
import type { HotelState } from '../state';
import { onHand, onHandByStore } from '../stock/moves';
import { documentPostings } from './documents';
import { allowancePosting, lineTransfer } from './front-desk';
import { manualEntry } from './journal';
import { ledgerIndex } from './ledger-index';
import { nightAuditChecklist, runNightAudit } from './night-audit';
import { accountOf, actorOf, commitPostings, folioBalance } from './post';
import { folioView, trialBalance } from './queries';
import { addDays } from './store';

/*
 * Properties of the books over random sequences of hotel operations, run through the same
 * service functions the API calls: after every step the trial balance balances, every folio's
 * balance is its charges minus its credits, the control accounts equal the folios they hold, the
 * night audit never charges a stay twice for a night, no two stays share a room on a night, and a
 * refused operation changes nothing.
 */

const TODAY = '2026-11-22';
const base = buildHotelSeed({ rng: createRng('42:hotel'), now: new Date(`${TODAY}T10:00:00Z`) }, { days: 4 });
const { desk, supervisor, auditor, accountant } = HISTORY_STAFF;
const at = (state: HotelState) => `${state.ledger.businessDate}T12:00:00.000Z`;
const stays = (state: HotelState) => state.records['room-reservations'] ?? [];
/** The n-th of a list (wrapping); with nothing to act on the step is refused like any other. */
const pick = <T,>(list: readonly T[], n: number): T => {
  if (!list.length) throw conflict('Nothing to act on');
  return list[n % list.length] as T;
};

type Op = { name: string; run: (state: HotelState, n: number, amount: number) => void };

const ops: Op[] = [
  {
    name: 'book',
    run: (s, n, amount) => {
      const rooms = (s.records.rooms ?? []).filter((r) => r.stage !== 'out-of-order');
      const arrival = addDays(s.ledger.businessDate, n % 3);
      createRecord(s, getResource('room-reservations'), {
        guest: pick(s.records.guests ?? [], n).id, room: pick(rooms, n * 7).id, arrivalDate: arrival, departureDate: addDays(arrival, 1 + (n % 3)), adults: 1, rate: Math.round((50 + amount) * 100) / 100,
      }, desk, at(s));
    },
  },
  {
    name: 'deposit',
    run: (s, n, amount) => {
      const stay = pick(stays(s).filter((r) => r.stage === 'reserved'), n);
      createRecord(s, getResource('reservation-deposits'), { reservation: stay?.id, amount, method: 'card', date: s.ledger.businessDate }, desk, at(s));
    },
  },
  {
    name: 'check in',
    run: (s, n) => {
      const stay = pick(stays(s).filter((r) => r.stage === 'reserved'), n);
      moveRecord(s, getResource('room-reservations'), stay, { action: 'check-in', note: n % 2 ? 'Arrived early' : null }, n % 4 === 1 ? supervisor : desk, at(s));
    },
  },
  {
    name: 'clean rooms',
    run: (s) => {
      for (const room of (s.records.rooms ?? []).filter((r) => r.stage === 'cleaning')) moveRecord(s, getResource('rooms'), room, { action: 'mark-clean' }, HISTORY_STAFF.housekeeping, at(s));
    },
  },
  {
    name: 'charge',
    run: (s, n, amount) => {
      const stay = pick(stays(s).filter((r) => r.stage === 'checked-in'), n);
      createRecord(s, getResource('room-charges'), { reservation: stay?.id, category: 'minibar', description: 'Minibar', amount, date: s.ledger.businessDate }, desk, at(s));
    },
  },
  {
    name: 'payment',
    run: (s, n, amount) => {
      const stay = pick(stays(s).filter((r) => r.stage !== 'cancelled'), n);
      createRecord(s, getResource('payments'), { kind: 'guest', reservation: stay?.id, amount, method: n % 2 ? 'cash' : 'card', date: `${s.ledger.businessDate}T09:00:00.000Z` }, desk, at(s));
    },
  },
  {
    name: 'transfer a line',
    run: (s, n) => {
      const lines = s.ledger.lines.filter((l) => (l.kind === 'charge' || l.kind === 'payment' || l.kind === 'deposit') && l.folio.startsWith('stay:'));
      const line = pick(lines, n);
      const targets = [...stays(s).filter((r) => r.stage === 'checked-in').map((r) => folioKey({ kind: 'stay', id: r.id })), ...(s.records['city-ledger-accounts'] ?? []).map((a) => `city:${a.id}`)];
      const to = pick(targets, n * 3);
      commitPostings(s, [lineTransfer(s, line.folio, line.id, to, 'Property test')], actorOf(desk, at(s)));
    },
  },
  {
    name: 'check out',
    run: (s, n) => {
      const stay = pick(stays(s).filter((r) => r.stage === 'checked-in'), n);
      const city = pick(s.records['city-ledger-accounts'] ?? [], n);
      moveRecord(s, getResource('room-reservations'), stay, { action: 'check-out', transferTo: n % 2 && city ? { kind: 'city', id: city.id } : undefined }, desk, at(s));
    },
  },
  {
    // A guest in house stays on or leaves sooner (as the seed's history does): a day earlier, one or
    // two later; refused onto another stay of the room or before the business date.
    name: 'change a departure',
    run: (s, n) => {
      const stay = pick(stays(s).filter((r) => r.stage === 'checked-in'), n);
      updateRecord(s, getResource('room-reservations'), stay, { departureDate: addDays(String(stay.departureDate), (n % 3) - 1 || 2) }, desk, at(s));
    },
  },
  {
    // A late check-out: half a night's rate on the folio, as a room charge.
    name: 'late check-out fee',
    run: (s, n) => {
      const stay = pick(stays(s).filter((r) => r.stage === 'checked-in'), n);
      createRecord(s, getResource('room-charges'), { reservation: stay.id, category: 'room', description: 'Late check-out until 15:00', amount: Math.round(Number(stay.rate) * 50) / 100, date: s.ledger.businessDate }, desk, at(s));
    },
  },
  {
    name: 'reverse a charge',
    run: (s, n) => {
      const charge = pick((s.records['room-charges'] ?? []).filter((c) => c.stage === 'posted'), n);
      moveRecord(s, getResource('room-charges'), charge, { action: 'reverse', note: 'Posted in error' }, auditor, at(s));
    },
  },
  {
    name: 'void a receipt',
    run: (s, n) => {
      const payment = pick((s.records.payments ?? []).filter((p) => p.stage === 'posted'), n);
      moveRecord(s, getResource('payments'), payment, { action: 'void', note: 'Wrong amount' }, auditor, at(s));
    },
  },
  {
    // A docket of one to three lines settled in one call: cash (with change), card + cash, a room
    // charge or the city ledger; now and then more than is on hand, or tenders short of the total.
    name: 'sell a docket',
    run: (s, n, amount) => {
      const outlet = pick(s.records['points-of-sale'] ?? [], n);
      // Items held at the outlet's store (any item when it holds none: refused).
      const held = (s.records.stocks ?? []).filter((stock) => onHand(s, stock.id, String(outlet.store)) > 0);
      const stocks = held.length ? held : (s.records.stocks ?? []);
      const lines = Array.from({ length: 1 + (n % 3) }, (_, i) => ({ stock: pick(stocks, n + i * 7).id, quantity: 1 + ((n + i) % 4), ...(i === 0 && n % 4 === 0 ? { unitPrice: amount } : {}) }));
      if (n % 11 === 0) (lines[0] as { quantity: number }).quantity = 5000; // more than is ever on hand
      const total = lines.reduce((t, line) => t + line.quantity * Math.round(((line as { unitPrice?: number }).unitPrice ?? (stocks.find((x) => x.id === line.stock)?.sellingPrice as number)) * 100), 0);
      const short = n % 13 === 0 ? 1 : 0;
      const kind = n % 4;
      const stay = stays(s).find((r) => r.stage === 'checked-in');
      const tenders: TenderInput[] =
        kind === 0 ? [{ method: 'cash', amount: (Math.ceil(total / 1000) * 1000 - short) / 100 }]
        : kind === 1 ? [{ method: 'card', amount: Math.floor(total / 2) / 100 }, { method: 'cash', amount: (total - Math.floor(total / 2) - short) / 100 }]
        : kind === 2 ? [{ method: 'room-charge', amount: (total - short) / 100, reservation: stay?.id ?? 'nobody' }]
        : [{ method: 'city-ledger', amount: (total - short) / 100, cityAccount: pick(s.records['city-ledger-accounts'] ?? [], n).id }];
      sellDocket(s, { pointOfSale: outlet.id, lines, tenders }, { user: HISTORY_STAFF.desk, at: at(s) });
    },
  },
  {
    name: 'void a docket',
    run: (s, n) => {
      const docket = pick((s.records['pos-sales'] ?? []).filter((d) => d.stage === 'settled'), n) as StoredDocket;
      // Now and then without a reason, or by the desk: refused.
      voidDocket(s, docket, n % 7 === 0 ? ' ' : 'Rung in error', { user: n % 9 === 0 ? desk : auditor, at: at(s) });
    },
  },
  {
    name: 'allowance',
    run: (s, n, amount) => {
      const stay = pick(stays(s).filter((r) => r.stage === 'checked-in'), n);
      commitPostings(s, [allowancePosting(s, folioKey({ kind: 'stay', id: stay?.id ?? '' }), Math.round(amount * 100), 'room-night', 'Goodwill', 'Noisy room')], actorOf(supervisor, at(s)));
    },
  },
  {
    name: 'journal entry',
    run: (s, n, amount) => {
      const off = n % 3 === 0 ? 0.01 : 0; // a third are unbalanced by a cent, and refused
      commitPostings(s, [manualEntry(s, { reference: 'PT', narration: 'Bank charges', lines: [{ account: accountOf(s, 'expenses'), debit: amount + off }, { account: accountOf(s, 'bank'), credit: amount }] })], actorOf(accountant, at(s)));
    },
  },
  {
    name: 'night audit',
    run: (s, n) => {
      // Now and then the audit is asked for a day already closed: refused, nothing changes.
      if (n % 5 === 0) return void runNightAudit(s, addDays(s.ledger.businessDate, -1), actorOf(auditor, at(s)));
      // Otherwise the auditor clears what blocks the close, as the checklist asks, then runs it.
      const checklist = nightAuditChecklist(s);
      const city = s.records['city-ledger-accounts']?.[0];
      for (const due of checklist.departures) {
        const stay = stays(s).find((r) => r.id === due.id) as HotelRecord;
        moveRecord(s, getResource('room-reservations'), stay, { action: 'check-out', transferTo: city ? { kind: 'city', id: city.id } : undefined }, desk, at(s));
      }
      for (const docket of checklist.openDockets) moveRecord(s, getResource('pos-orders'), s.records['pos-orders']?.find((o) => o.id === docket.id) as HotelRecord, { action: 'close' }, auditor, at(s));
      runNightAudit(s, s.ledger.businessDate, actorOf(auditor, at(s)));
    },
  },
];

/** The books as the invariants read them; every broken one is listed (one assertion per step keeps the run fast). */
function checkInvariants(s: HotelState) {
  const index = ledgerIndex(s.ledger);
  const broken: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) broken.push(what);
  };
  // Every entry balances to the cent, in whole cents; the trial balance's pairs are equal.
  for (const entry of s.ledger.entries) {
    check(entry.lines.reduce((t, [, cents]) => t + cents, 0) === 0, `${entry.number} does not balance`);
    check(entry.lines.every(([, cents]) => Number.isInteger(cents)), `${entry.number} has a fraction of a cent`);
  }
  const tb = trialBalance(s, null, null).totals;
  check(tb.debit === tb.credit, `trial balance period ${tb.debit} ≠ ${tb.credit}`);
  check(tb.closingDebit === tb.closingCredit, `trial balance closing ${tb.closingDebit} ≠ ${tb.closingCredit}`);

  // Each folio: balance = charges - credits = what its lines add up to (every folio's totals; the
  // folio view of those the last postings touched).
  const owners = new Map<string, number>();
  for (const line of s.ledger.lines) owners.set(line.folio, (owners.get(line.folio) ?? 0) + line.debit - line.credit);
  for (const [key, balance] of owners) {
    const totals = index.folioTotals.get(key);
    check((totals?.debit ?? 0) - (totals?.credit ?? 0) === balance, `${key} totals ≠ its lines`);
  }
  for (const key of new Set(s.ledger.lines.slice(-6).map((line) => line.folio))) {
    const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)] as ['stay' | 'group' | 'city', string];
    const view = folioView(s, { kind, id });
    check(Math.round(view.balance * 100) === owners.get(key), `${key} balance ${view.balance} ≠ its lines`);
    check(Math.round(view.charges * 100) - Math.round(view.credits * 100) === owners.get(key), `${key} charges - credits ≠ balance`);
  }

  // The control accounts hold exactly what their folios say.
  const accountBalance = (key: Parameters<typeof accountOf>[1], excluding: (resource: string | null) => boolean = () => false) => {
    const account = accountOf(s, key);
    let total = 0;
    for (const entry of s.ledger.entries) {
      if (excluding(entry.source.resource)) continue;
      for (const [id, cents] of entry.lines) if (id === account) total += cents;
    }
    return total;
  };
  let guestLedger = 0;
  let deposits = 0;
  let city = 0;
  for (const [key, balance] of owners) {
    if (key.startsWith('city:')) city += balance;
    else if (key.startsWith('group:')) guestLedger += balance;
    else {
      const stage = stays(s).find((r) => `stay:${r.id}` === key)?.stage;
      if (stage === 'reserved' || stage === 'cancelled' || stage === 'no-show') deposits += balance;
      else guestLedger += balance;
    }
  }
  check(accountBalance('guest-ledger') === guestLedger, `guest ledger ${accountBalance('guest-ledger')} ≠ folios ${guestLedger}`);
  check(accountBalance('city-ledger') === city, `city ledger ${accountBalance('city-ledger')} ≠ folios ${city}`);
  const held = accountBalance('advance-deposits', (resource) => resource === 'facility-deposits' || resource === 'refunds');
  check(held === deposits, `advance deposits ${held} ≠ folios before arrival ${deposits}`);

  // The audit charges a stay a room night at most once per business date (a room night moved
  // onto a folio by a transfer is that other stay's night, not a second charge).
  const nights = new Map<string, number>();
  for (const line of s.ledger.lines) {
    if (line.kind !== 'charge' || line.category !== 'room-night' || line.source?.resource !== 'night-audit') continue;
    const key = `${line.folio}@${line.date}`;
    nights.set(key, (nights.get(key) ?? 0) + (line.reverses ? -1 : 1));
  }
  for (const [key, count] of nights) check(count <= 1, `${key} charged ${count} room nights`);

  // Stock is never sold below zero at any store, and on hand is the sum of the movements there.
  const summed = new Map<string, number>();
  for (const move of s.records['stock-movements'] ?? []) summed.set(`${String(move.stock)}@${String(move.store)}`, (summed.get(`${String(move.stock)}@${String(move.store)}`) ?? 0) + (move.quantity as number));
  for (const stock of s.records.stocks ?? []) {
    for (const [store, quantity] of onHandByStore(s, stock.id)) {
      check(quantity >= 0, `${String(stock.name)} below zero at ${store}`);
      check(quantity === (summed.get(`${stock.id}@${store}`) ?? 0), `${String(stock.name)} on hand at ${store} ≠ the sum of its movements`);
    }
  }

  // A room holds one stay a night: no two reserved or in-house stays of a room overlap.
  const active = stays(s).filter((r) => r.stage === 'reserved' || r.stage === 'checked-in');
  for (const a of active) {
    for (const b of active) {
      if (a.id < b.id && a.room === b.room) check(String(a.departureDate) <= String(b.arrivalDate) || String(b.departureDate) <= String(a.arrivalDate), `${String(a.number)} and ${String(b.number)} share room ${String(a.room)}`);
    }
  }

  // Postings carry business dates in order, never after the current one.
  let last = '';
  for (const entry of s.ledger.entries) {
    check(entry.date >= last && entry.date <= s.ledger.businessDate, `${entry.number} dated ${entry.date} out of order`);
    last = entry.date;
  }
  expect(broken).toEqual([]);
}

describe('the books over random sequences of hotel operations (fast-check)', () => {
  it('stay balanced, reconciled and exact after every step; refused steps change nothing', () => {
    const done = new Set<string>();
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: ops.length - 1 }), fc.nat(1000), fc.integer({ min: 1, max: 50_000 })), { minLength: 5, maxLength: 30 }),
        (steps) => {
          const state = structuredClone(base);
          checkInvariants(state);
          for (const [op, n, cents] of steps) {
            const before = JSON.stringify(state);
            try {
              (ops[op] as Op).run(state, n, cents / 100);
              done.add((ops[op] as Op).name);
            } catch (error) {
              if (!(error instanceof MockApiError)) throw error;
              expect(JSON.stringify(state) === before, `refused '${(ops[op] as Op).name}' (${error.message}) changed the data`).toBe(true);
            }
            checkInvariants(state);
          }
        },
      ),
      { numRuns: 40, seed: 20261125 },
    );
    // Not a vacuous run: every kind of operation went through at least once.
    expect([...done].sort()).toEqual(ops.map((o) => o.name).sort());
  });

  it('posts a room night exactly once per stay and date, however often the audit is asked', () => {
    const state = structuredClone(base);
    const date = state.ledger.businessDate;
    const checklist = nightAuditChecklist(state);
    for (const due of checklist.departures) {
      const stay = stays(state).find((r) => r.id === due.id) as HotelRecord;
      const city = state.records['city-ledger-accounts']?.[0];
      moveRecord(state, getResource('room-reservations'), stay, { action: 'check-out', transferTo: city ? { kind: 'city', id: city.id } : undefined }, desk, at(state));
    }
    for (const docket of checklist.openDockets) moveRecord(state, getResource('pos-orders'), state.records['pos-orders']?.find((o) => o.id === docket.id) as HotelRecord, { action: 'close' }, auditor, at(state));
    const result = runNightAudit(state, date, actorOf(auditor, at(state)));
    expect(result.roomNights).toBe(checklist.inHouse);
    const snapshot = JSON.stringify(state);
    for (let i = 0; i < 3; i++) expect(() => runNightAudit(state, date, actorOf(auditor, at(state)))).toThrow(/already closed/);
    expect(JSON.stringify(state)).toBe(snapshot);
    const charged = state.ledger.lines.filter((l) => l.category === 'room-night' && l.date === date);
    expect(new Set(charged.map((l) => l.folio)).size).toBe(charged.length);
  });

  it('refuses to move a reversed line, and posts nothing for a zero amount', () => {
    const state = structuredClone(base);
    const charge = (state.records['room-charges'] ?? []).find((c) => c.stage === 'posted') as HotelRecord;
    moveRecord(state, getResource('room-charges'), charge, { action: 'reverse', note: 'Posted in error' }, auditor, at(state));
    const line = state.ledger.lines.find((l) => l.source?.id === charge?.id && !l.reverses);
    expect(line).toBeDefined();
    const other = stays(state).find((r) => r.stage === 'checked-in' && `stay:${r.id}` !== line?.folio);
    expect(() => lineTransfer(state, String(line?.folio), String(line?.id), `stay:${String(other?.id)}`, 'x')).toThrow(/reversed/);
    expect(documentPostings(state, 'room-charges', { ...(charge as HotelRecord), amount: 0 }, 'create')).toEqual([]);
    expect(folioBalance(state, 'stay:nobody')).toBe(0);
  });
});

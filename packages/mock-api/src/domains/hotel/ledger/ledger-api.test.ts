import { percentOf, type FolioResponse, type JournalEntryView, type NightAuditChecklist, type TrialBalanceResponse } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { freeRoom, hotelTestSuite } from '../test-utils';
import { changedSince } from '../../../core/testing';

/*
 * The ledger through the API, as staff use it: the business date, a stay's folio from booking to
 * check-out across a night audit, the books and reports agreeing to the cent, and each bad input
 * of issue 15 answering 400 or 409 with a message and changing nothing.
 */

const { api, call, state } = hotelTestSuite();
type Json = Record<string, unknown>;

/** The checklist's blockers cleared as an auditor does: departures checked out, open tables closed. */
async function clearBlockers() {
  const checklist = (await call('auditor', 'GET', 'night-audit')).body as unknown as NightAuditChecklist;
  for (const stay of checklist.departures) {
    const out = await call('receptionist', 'POST', `room-reservations/${stay.id}/transition`, { action: 'check-out' });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
  }
  for (const docket of checklist.openDockets) expect((await call('auditor', 'POST', `pos-orders/${docket.id}/transition`, { action: 'close' })).status).toBe(200);
}

/** A free room for two nights from the business date, booked for a new guest at $150. */
async function bookTonight() {
  const s = await state();
  const date = s.ledger.businessDate;
  const departure = new Date(`${date}T00:00:00Z`);
  departure.setUTCDate(departure.getUTCDate() + 2);
  const room = freeRoom(s, date, departure.toISOString().slice(0, 10));
  const guest = (await call('receptionist', 'POST', 'guests', { record: { name: 'Grace Hopper', phone: '+1 555 0101', guestType: 'individual' } })).body;
  const res = await call('receptionist', 'POST', 'room-reservations', {
    record: { guest: guest?.id, room: room?.id, arrivalDate: date, departureDate: departure.toISOString().slice(0, 10), adults: 1, rate: 150 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: String(res.body?.id), date, room };
}

describe('business date', () => {
  it('is held by the server and moved only by the night audit', async () => {
    const res = await call('receptionist', 'GET', 'business-date');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: '2026-11-22', lastAudit: { date: '2026-11-21', by: 'Ingrid Halvorsen' } });
    expect((await call(null, 'GET', 'business-date')).status).toBe(401);
  });
});

describe('a stay from booking to check-out across a night audit', () => {
  it('charges the room night and tax once, settles to zero, and the books and reports agree', async () => {
    const { id, date } = await bookTonight();
    expect((await call('receptionist', 'POST', `room-reservations/${id}/transition`, { action: 'check-in' })).status).toBe(200);
    expect((await call('receptionist', 'POST', 'room-charges', { record: { reservation: id, category: 'minibar', description: 'Minibar', amount: 12.5, date } })).status).toBe(201);
    const card = await call('receptionist', 'POST', 'payments', { record: { kind: 'guest', reservation: id, amount: 100, method: 'card', date: `${date}T18:00:00.000Z` } });
    expect(card.status).toBe(201);

    let folio = (await call('receptionist', 'GET', `folios/${id}`)).body as unknown as FolioResponse;
    expect(folio).toMatchObject({ charges: 12.5, credits: 100, balance: -87.5 });
    // In credit: the guest cannot just leave (the hotel owes them $87.50).
    const early = await call('receptionist', 'POST', `room-reservations/${id}/transition`, { action: 'check-out' });
    expect(early.status).toBe(409);
    expect(String(early.body?.message)).toContain('$87.50');

    await clearBlockers();
    const checklist = (await call('auditor', 'GET', 'night-audit')).body as unknown as NightAuditChecklist;
    expect(checklist).toMatchObject({ date, blocked: false, departures: [], openDockets: [] });
    const audit = await call('auditor', 'POST', 'night-audit', { date });
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    const rate = Number((await state()).records.hotels?.[0]?.taxRate);
    const tax = percentOf(15000, rate) / 100;
    expect(audit.body).toMatchObject({ closedDate: date, roomNights: checklist.inHouse, roomRevenue: checklist.expected.roomRevenue, tax: checklist.expected.tax });
    const next = String(audit.body?.businessDate);
    expect((await call('auditor', 'GET', 'business-date')).body).toMatchObject({ date: next, lastAudit: { date, by: 'Ingrid Halvorsen' } });
    // Asked again, the closed day is refused and nothing is posted twice.
    expect((await call('auditor', 'POST', 'night-audit', { date })).status).toBe(409);

    folio = (await call('receptionist', 'GET', `folios/${id}`)).body as unknown as FolioResponse;
    const nights = folio.lines.filter((l) => l.category === 'room-night');
    expect(nights).toHaveLength(1);
    expect(nights[0]).toMatchObject({ date, debit: 150, kind: 'charge' });
    expect(folio.lines.filter((l) => l.category === 'tax').map((l) => l.debit)).toEqual([tax]);
    const owed = Math.round((12.5 + 150 + tax - 100) * 100) / 100;
    expect(folio.balance).toBe(owed);

    const settle = await call('receptionist', 'POST', 'payments', { record: { kind: 'guest', reservation: id, amount: owed, method: 'cash', date: `${next}T08:00:00.000Z` } });
    expect(settle.status).toBe(201);
    const out = await call('receptionist', 'POST', `room-reservations/${id}/transition`, { action: 'check-out' });
    expect(out.body).toMatchObject({ stage: 'checked-out', departureDate: next });
    expect(((await call('receptionist', 'GET', `folios/${id}`)).body as unknown as FolioResponse).balance).toBe(0);

    const tb = (await call('accountant', 'GET', 'ledger/trial-balance')).body as unknown as TrialBalanceResponse;
    expect(tb.totals.debit).toBe(tb.totals.credit);
    expect(tb.totals.closingDebit).toBe(tb.totals.closingCredit);

    // Collections of a day are the day's cash, card and bank receipts; room revenue is the audit's figure.
    const collections = await call('accountant', 'GET', `reports/revenue-collections?from=${next}&to=${next}`);
    expect((collections.body?.rows as Json[]).map((r) => r.amount)).toContain(owed);
    const cashAccount = (await state()).records['ledger-settings']?.find((l) => l.posting === 'cash')?.account;
    const cashDay = (await call('accountant', 'GET', `ledger/accounts/${String(cashAccount)}?from=${next}&to=${next}`)).body;
    expect(cashDay?.debit).toBeGreaterThanOrEqual(owed);
    const revenue = await call('manager', 'GET', `reports/room-revenue?from=${date}&to=${date}`);
    expect(revenue.body?.rows).toEqual([expect.objectContaining({ date, roomNights: checklist.inHouse, roomRevenue: checklist.expected.roomRevenue, tax: checklist.expected.tax })]);
    // The audit's one journal entry: a guest-ledger line per stay, room revenue and tax in total.
    const roomRevenueAccount = (await state()).records['ledger-settings']?.find((l) => l.posting === 'room-revenue')?.account;
    const entries = (await call('accountant', 'GET', `ledger/journal?source=night-audit&from=${date}&to=${date}`)).body?.items as unknown as JournalEntryView[];
    expect(entries).toHaveLength(1);
    expect(entries[0]?.total).toBe(Math.round((checklist.expected.roomRevenue + checklist.expected.tax) * 100) / 100);
    expect(entries[0]?.lines.find((l) => l.account === roomRevenueAccount)?.credit).toBe(checklist.expected.roomRevenue);
  });

  it('reconciles every day of the seeded history: collections equal receipts to cash, card and bank', async () => {
    const s = await state();
    const settings = new Map((s.records['ledger-settings'] ?? []).map((l) => [l.posting, l.account]));
    const money = new Set([settings.get('cash'), settings.get('card-clearing'), settings.get('bank')]);
    const receipts = new Set(['payments', 'reservation-deposits', 'facility-deposits', 'pos-sales', 'pool-tickets', 'gym-memberships', 'laundry-orders']);
    for (const day of ['2026-10-15', '2026-11-01', '2026-11-21']) {
      const res = await call('accountant', 'GET', `reports/revenue-collections?from=${day}&to=${day}`);
      let cents = 0;
      for (const entry of s.ledger.entries) {
        if (entry.date !== day || !receipts.has(String(entry.source.resource))) continue;
        for (const [account, value] of entry.lines) if (money.has(account)) cents += value;
      }
      expect(Math.round(Number((res.body?.totals as Json).amount) * 100), day).toBe(cents);
      const audit = s.ledger.audits.find((a) => a.closedDate === day);
      const rooms = await call('manager', 'GET', `reports/room-revenue?from=${day}&to=${day}`);
      expect((rooms.body?.totals as Json).roomRevenue).toBe((audit?.roomRevenue ?? 0) / 100);
    }
  });
});

describe('bad input answers 400 or 409 with a message and changes nothing', () => {
  const refused = async (role: string, method: string, path: string, body: unknown, status: number, message: RegExp) => {
    const before = api.snapshot();
    const res = await call(role, method, path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(String(res.body?.message)).toMatch(message);
    expect(changedSince(api, before)).toEqual([]);
  };

  it('a posting into a closed day', async () => {
    const stay = (await state()).records['room-reservations']?.find((r) => r.stage === 'checked-in');
    await refused('receptionist', 'POST', 'room-charges', { record: { reservation: stay?.id, category: 'minibar', description: 'Minibar', amount: 5, date: '2026-11-20' } }, 409, /closed.*business date 2026-11-22/);
  });

  it('a check-in before the arrival date without the right role and a note', async () => {
    const s = await state();
    // A stay whose room is ready, so the early arrival is what is refused.
    const stay = s.records['room-reservations']?.find((r) => r.stage === 'reserved' && String(r.arrivalDate) > '2026-11-22' && s.records.rooms?.find((room) => room.id === r.room)?.stage === 'available');
    await refused('receptionist', 'POST', `room-reservations/${String(stay?.id)}/transition`, { action: 'check-in', note: 'Came early' }, 409, /early check-in needs a note and a front-office supervisor/);
    await refused('front-office-supervisor', 'POST', `room-reservations/${String(stay?.id)}/transition`, { action: 'check-in' }, 409, /needs a note/);
  });

  it('an early check-in with a note by a supervisor moves the arrival to the business date', async () => {
    const s = await state();
    const busy = new Set((s.records['room-reservations'] ?? []).filter((r) => r.stage === 'checked-in').map((r) => r.room));
    const stay = s.records['room-reservations']?.find((r) => r.stage === 'reserved' && String(r.arrivalDate) > '2026-11-22' && !busy.has(r.room) && s.records.rooms?.find((room) => room.id === r.room)?.stage === 'available');
    const res = await call('front-office-supervisor', 'POST', `room-reservations/${String(stay?.id)}/transition`, { action: 'check-in', note: 'Flight landed early' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ stage: 'checked-in', arrivalDate: '2026-11-22' });
  });

  it('an early check-in into a room another stay holds before the booked arrival (409, nothing changed)', async () => {
    const s = await state();
    const active = (s.records['room-reservations'] ?? []).filter((r) => r.stage === 'reserved' || r.stage === 'checked-in');
    // A later stay of a ready room that another stay holds from today until it arrives.
    const stay = active.find((r) => r.stage === 'reserved' && String(r.arrivalDate) > '2026-11-22' && s.records.rooms?.find((room) => room.id === r.room)?.stage === 'available'
      && active.some((o) => o !== r && o.room === r.room && String(o.departureDate) > '2026-11-22' && String(o.arrivalDate) < String(r.arrivalDate)));
    expect(stay).toBeDefined();
    await refused('front-office-supervisor', 'POST', `room-reservations/${String(stay?.id)}/transition`, { action: 'check-in', note: 'Flight landed early' }, 409, /is booked by RES-\d+ from .*check RES-\d+ in early to another room/);
  });

  it('a check-out with a balance and no transfer; then with a transfer to a city-ledger account', async () => {
    const s = await state();
    const stay = s.records['room-reservations']?.find((r) => r.stage === 'checked-in' && String(r.departureDate) > '2026-11-22');
    await call('receptionist', 'POST', 'room-charges', { record: { reservation: stay?.id, category: 'bar', description: 'Lobby bar', amount: 20, date: '2026-11-22' } });
    await refused('receptionist', 'POST', `room-reservations/${String(stay?.id)}/transition`, { action: 'check-out' }, 409, /balance of \$[\d,.]+; take a payment, or transfer it/);
    const account = s.records['city-ledger-accounts']?.[0];
    const cityBefore = ((await call('accountant', 'GET', `folios/city-ledger/${String(account?.id)}`)).body as unknown as FolioResponse).balance;
    const owed = ((await call('receptionist', 'GET', `folios/${String(stay?.id)}`)).body as unknown as FolioResponse).balance;
    const out = await call('receptionist', 'POST', `room-reservations/${String(stay?.id)}/transition`, { action: 'check-out', transferTo: { kind: 'city', id: account?.id } });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(((await call('receptionist', 'GET', `folios/${String(stay?.id)}`)).body as unknown as FolioResponse).balance).toBe(0);
    const city = (await call('accountant', 'GET', `folios/city-ledger/${String(account?.id)}`)).body as unknown as FolioResponse;
    expect(Math.round(city.balance * 100)).toBe(Math.round((cityBefore + owed) * 100));
    expect(city.lines.at(-1)).toMatchObject({ kind: 'transfer-in', debit: owed });
  });

  it('an unbalanced journal entry, to the cent', async () => {
    const accounts = (await state()).records.accounts ?? [];
    await refused('accountant', 'POST', 'ledger/journal', {
      reference: 'ADJ-1', narration: 'Bank charges',
      lines: [{ account: accounts[0]?.id, debit: 25 }, { account: accounts[2]?.id, credit: 24.99 }],
    }, 400, /Total debit must equal total credit; the difference is \$0\.01/);
    const ok = await call('accountant', 'POST', 'ledger/journal', { reference: 'ADJ-1', narration: 'Bank charges', lines: [{ account: accounts[14]?.id, debit: 25 }, { account: accounts[2]?.id, credit: 25 }] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ date: '2026-11-22', total: 25, source: { kind: 'manual' } });
    // Never edited or deleted: reversed with a reason, once.
    await refused('accountant', 'POST', `ledger/journal/${String(ok.body?.id)}/reverse`, { reason: '' }, 400, /reason/i);
    const reversed = await call('accountant', 'POST', `ledger/journal/${String(ok.body?.id)}/reverse`, { reason: 'Charged by the wrong bank' });
    expect(reversed.body).toMatchObject({ reverses: { id: ok.body?.id }, reason: 'Charged by the wrong bank' });
    await refused('accountant', 'POST', `ledger/journal/${String(ok.body?.id)}/reverse`, { reason: 'Again' }, 409, /already been reversed/);
    const automatic = (await state()).ledger.entries.find((e) => e.source.kind === 'folio');
    await refused('accountant', 'POST', `ledger/journal/${String(automatic?.id)}/reverse`, { reason: 'x' }, 409, /correct that document/);
  });

  it('a transfer to the same folio', async () => {
    const s = await state();
    const line = s.ledger.lines.find((l) => l.folio.startsWith('stay:') && l.kind === 'charge' && !l.reversedBy && !l.transferredTo && s.records['room-reservations']?.find((r) => `stay:${r.id}` === l.folio)?.stage === 'checked-in');
    const id = String(line?.folio.slice('stay:'.length));
    await refused('receptionist', 'POST', `folios/${id}/transfer`, { line: line?.id, to: { kind: 'stay', id }, reason: 'Wrong room' }, 400, /another folio/);
    await refused('receptionist', 'POST', `folios/${id}/transfer`, { line: line?.id, to: { kind: 'stay', id }, reason: '' }, 400, /reason/i);
  });

  it('an audit for a date other than the business date, or while departures and open tables remain', async () => {
    await refused('auditor', 'POST', 'night-audit', { date: '2026-11-21' }, 409, /already closed; the business date is 2026-11-22/);
    await refused('auditor', 'POST', 'night-audit', { date: '2026-11-23' }, 409, /cannot be audited before it/);
    await refused('auditor', 'POST', 'night-audit', { date: '2026-11-22' }, 409, /cannot be closed: .*(departure|docket)/);
    expect((await call('receptionist', 'POST', 'night-audit', { date: '2026-11-22' })).status).toBe(403);
  });

  it('deleting or editing a posted document', async () => {
    const charge = (await state()).records['room-charges']?.find((c) => c.stage === 'posted');
    await refused('admin', 'DELETE', `room-charges/${String(charge?.id)}`, undefined, 409, /never deleted/);
    await refused('receptionist', 'PATCH', `room-charges/${String(charge?.id)}`, { record: { amount: 1 } }, 409, /only be corrected by an auditor/);
    await refused('auditor', 'PATCH', `room-charges/${String(charge?.id)}`, { record: { amount: 1 } }, 400, /needs a reason/);
    const reversed = await call('auditor', 'POST', `room-charges/${String(charge?.id)}/transition`, { action: 'reverse', note: 'Posted to the wrong stay' });
    expect(reversed.body).toMatchObject({ stage: 'reversed' });
    const lines = (await state()).ledger.lines.filter((l) => l.source?.id === charge?.id);
    expect(lines.map((l) => [l.debit, l.credit])).toEqual([[Math.round(Number(charge?.amount) * 100), 0], [0, Math.round(Number(charge?.amount) * 100)]]);
  });
});

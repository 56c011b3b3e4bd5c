import { REPORTS } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { freeRoom, hotelTestSuite } from './test-utils';
import { changedSince } from '../../core/testing';

const { api, call, state } = hotelTestSuite();
type Json = Record<string, unknown>;

describe('front-office flow, as a receptionist', () => {
  it('reserves, checks in, charges, refuses check-out with a balance, settles, checks out and prints the bill and the receipt', async () => {
    const s = await state();
    const businessDate = s.ledger.businessDate;
    // Free from the business date to the 25th (the clash below books the 23rd to the 25th).
    const room = freeRoom(s, businessDate, '2026-11-25');
    expect(room).toBeDefined();

    const guest = await call('receptionist', 'POST', 'guests', { record: { name: 'Ada Lovelace', phone: '+44 20 7946 0000', email: 'ada@example.com', guestType: 'vip' } });
    expect(guest.status).toBe(201);

    const reservation = await call('receptionist', 'POST', 'room-reservations', {
      record: { guest: guest.body?.id, room: room?.id, arrivalDate: businessDate, departureDate: '2026-11-24', adults: 1, rate: 150 },
    });
    expect(reservation.status, JSON.stringify(reservation.body)).toBe(201);
    expect(reservation.body).toMatchObject({ stage: 'reserved', number: expect.stringMatching(/^RES-\d{5}$/) });
    const id = String(reservation.body?.id);

    const clash = await call('receptionist', 'POST', 'room-reservations', {
      record: { guest: guest.body?.id, room: room?.id, arrivalDate: '2026-11-23', departureDate: '2026-11-25', adults: 1, rate: 150 },
    });
    expect(clash.status).toBe(409);

    const early = await call('receptionist', 'POST', 'room-charges', { record: { reservation: id, category: 'minibar', description: 'Minibar', amount: 12.5, date: businessDate } });
    expect(early.status).toBe(409);

    const checkIn = await call('receptionist', 'POST', `room-reservations/${id}/transition`, { action: 'check-in' });
    expect(checkIn.body).toMatchObject({ stage: 'checked-in' });
    expect((await call('receptionist', 'GET', `rooms/${String(room?.id)}`)).body).toMatchObject({ stage: 'occupied' });

    for (const [description, amount] of [['Minibar', 12.5], ['Dinner', 42.5]] as const) {
      const charge = await call('receptionist', 'POST', 'room-charges', { record: { reservation: id, category: description === 'Dinner' ? 'restaurant' : 'minibar', description, amount, date: businessDate } });
      expect(charge.status).toBe(201);
    }

    const before = api.snapshot();
    const refused = await call('receptionist', 'POST', `room-reservations/${id}/transition`, { action: 'check-out' });
    expect(refused.status).toBe(409);
    expect(String(refused.body?.message)).toContain('$55.00');
    expect(changedSince(api, before)).toEqual([]);

    const payment = await call('receptionist', 'POST', 'payments', { record: { kind: 'guest', reservation: id, amount: 55, method: 'card', date: `${businessDate}T09:00:00.000Z` } });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    expect(payment.body).toMatchObject({ guest: guest.body?.id, stage: 'posted', receiptNo: expect.stringMatching(/^RCP-/) });

    const checkOut = await call('receptionist', 'POST', `room-reservations/${id}/transition`, { action: 'check-out' });
    expect(checkOut.body).toMatchObject({ stage: 'checked-out', departureDate: businessDate });
    expect((await call('receptionist', 'GET', `rooms/${String(room?.id)}`)).body).toMatchObject({ stage: 'cleaning' });

    const bill = await call('receptionist', 'GET', `documents/guest-bill/${id}`);
    expect(bill.status).toBe(200);
    expect(bill.body).toMatchObject({ title: 'Guest Bill', currency: 'USD', room: room?.number, totals: { charges: 55, credits: 55, balance: 0 } });
    expect((bill.body?.guest as Json).name).toBe('Ada Lovelace');
    expect((bill.body?.lines as Json[]).map((l) => l.amount)).toEqual([12.5, 42.5, -55]);

    const receipt = await call('receptionist', 'GET', `documents/cash-receipt/${String(payment.body?.id)}`);
    expect(receipt.body).toMatchObject({ title: 'Cash Receipt', receivedFrom: 'Ada Lovelace', totals: { paid: 55 } });

    const locked = await call('receptionist', 'PATCH', `room-reservations/${id}`, { record: { notes: 'Too late' } });
    expect(locked.status).toBe(409);

    const trail = await call('receptionist', 'GET', `room-reservations/${id}/audit`);
    expect((trail.body as unknown as Json[]).map((a) => a.action)).toEqual(['create', 'check-in', 'check-out']);
    expect((trail.body as unknown as Json[])[1]).toMatchObject({ by: 'Sofia Rossi', from: 'reserved', to: 'checked-in' });
  });

  it('moves an in-house guest with a room change', async () => {
    const s = await state();
    const stay = s.records['room-reservations']?.find((r) => r.stage === 'checked-in');
    const target = s.records.rooms?.find((r) => r.stage === 'available');
    const oldRoom = stay?.room;
    const res = await call('receptionist', 'POST', 'room-changes', { record: { reservation: stay?.id, toRoom: target?.id, date: '2026-11-22', reason: 'Noise' } });
    expect(res.status).toBe(201);
    expect(res.body?.fromRoom).toBe(oldRoom);
    expect((await call('receptionist', 'GET', `rooms/${String(oldRoom)}`)).body?.stage).toBe('cleaning');
    expect((await call('receptionist', 'GET', `room-reservations/${String(stay?.id)}`)).body?.room).toBe(target?.id);
    expect((await call('receptionist', 'GET', `rooms/${String(target?.id)}`)).body?.stage).toBe('occupied');
  });
});

describe('reports and documents', () => {
  it('computes a grouped report with totals from the data, within the range', async () => {
    const res = await call('accountant', 'GET', 'reports/daily-sales-summary?from=2000-01-01&to=2100-01-01');
    expect(res.status).toBe(200);
    const rows = res.body?.rows as Json[];
    const s = await state();
    const posted = (s.records['pos-sales'] ?? []).filter((r) => r.stage === 'settled');
    expect(rows.reduce((t, r) => t + (r.count as number), 0)).toBe(posted.length);
    const total = Math.round(posted.reduce((t, r) => t + (r.amount as number), 0) * 100) / 100;
    expect((res.body?.totals as Json).amount).toBeCloseTo(total, 2);
    const empty = await call('accountant', 'GET', 'reports/daily-sales?from=1990-01-01&to=1990-01-31');
    expect(empty.body).toMatchObject({ rows: [], totals: { amount: 0 } });
  });

  it.each(REPORTS.map((r) => [r.id, r] as const))('computes %s: declared columns, totals that sum the rows', async (id, report) => {
    const res = await call('admin', 'GET', `reports/${id}?from=2026-10-01&to=2026-12-31`);
    expect(res.status).toBe(200);
    const rows = res.body?.rows as Json[];
    for (const row of rows) for (const column of report.columns) expect(row, column.key).toHaveProperty(column.key);
    for (const column of report.columns.filter((c) => c.total)) {
      const sum = rows.reduce((t, r) => t + (typeof r[column.key] === 'number' ? (r[column.key] as number) : 0), 0);
      expect((res.body?.totals as Record<string, number>)[column.key]).toBeCloseTo(sum, 2);
    }
  });

  it('balances the trial balance', async () => {
    const res = await call('accountant', 'GET', 'ledger/trial-balance');
    expect(res.status).toBe(200);
    expect((res.body?.rows as Json[]).length).toBeGreaterThan(0);
    const totals = res.body?.totals as Record<string, number>;
    expect(totals.debit).toBeGreaterThan(0);
    expect(totals.debit).toBe(totals.credit);
    expect(totals.closingDebit).toBe(totals.closingCredit);
  });

  it.each([['reports/daily-sales?from=2026-02-30'], ['reports/daily-sales?from=2026-05-01&to=2026-04-01']])('refuses %s with 400', async (path) => {
    expect((await call('admin', 'GET', path)).status).toBe(400);
  });

  it('refuses a report to a role without its screen, and an unknown report or document', async () => {
    expect((await call('waitress', 'GET', 'reports/revenue-collections')).status).toBe(403);
    expect((await call('waitress', 'GET', 'ledger/trial-balance')).status).toBe(403);
    expect((await call('admin', 'GET', 'reports/nope')).status).toBe(404);
    expect((await call('admin', 'GET', 'documents/guest-bill/nope')).status).toBe(404);
    expect((await call('admin', 'GET', 'documents/nope/1')).status).toBe(404);
  });
});

describe('availability and charts', () => {
  it('lists a room as unavailable for the nights of its stay and shows the stay on the chart', async () => {
    const s = await state();
    const stay = s.records['room-reservations']?.find((r) => r.stage === 'checked-in');
    const from = String(stay?.arrivalDate);
    const to = String(stay?.departureDate);
    const res = await call('receptionist', 'GET', `availability/rooms?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    const items = res.body?.items as Json[];
    expect(items).toHaveLength(60);
    const room = items.find((i) => i.id === stay?.room);
    expect(room).toMatchObject({ available: false, conflicts: [expect.objectContaining({ id: stay?.id, number: stay?.number })] });
    expect(res.body?.available).toBe(items.filter((i) => i.available).length);

    const grid = await call('housekeeping', 'GET', `charts/daily-room-chart?from=${from}&to=${to}`);
    expect(grid.status).toBe(200);
    const row = (grid.body?.rows as { id: string; cells: { date: string; booking: Json | null }[] }[]).find((r) => r.id === stay?.room);
    expect(row?.cells.every((c) => c.booking?.id === stay?.id)).toBe(true);
    expect(grid.body?.days).toHaveLength(row?.cells.length ?? -1);
  });

  it.each([
    ['availability/rooms?from=2026-01-10&to=2026-01-10', 400],
    ['availability/rooms?from=2026-01-01&to=2026-06-01', 400],
    ['availability/rooms', 400],
    ['availability/dragons?from=2026-01-01&to=2026-01-02', 404],
    ['charts/nope?from=2026-01-01&to=2026-01-02', 404],
  ])('%s answers %i', async (path, status) => {
    expect((await call('admin', 'GET', path)).status).toBe(status);
  });

  it('refuses the reservation chart to a waitress', async () => {
    expect((await call('waitress', 'GET', 'charts/reservation-chart?from=2026-01-01&to=2026-01-08')).status).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import type { DbSnapshot } from '../db';
import { changedSince } from '../testing';

const api = (state: DbSnapshot) => ({ snapshot: () => structuredClone(state) });
const seeded = (): DbSnapshot => ({
  hotel: { records: { rooms: [{ id: 'r1', stage: 'available' }], floors: [] }, counters: { rooms: 1 }, ledger: { lines: [[1, 2]], businessDate: '2026-11-22' } },
  users: [{ id: 'u1', roles: ['admin'] }],
});

describe('changedSince', () => {
  it('answers nothing for equal data', () => {
    expect(changedSince(api(seeded()), seeded())).toEqual([]);
  });

  it('names each changed collection, down to a domain’s keys and theirs', () => {
    const state = seeded();
    const hotel = state.hotel as { records: { rooms: Array<{ stage: string }> }; ledger: { lines: number[][] }; counters: Record<string, number> };
    hotel.records.rooms[0]!.stage = 'dirty';
    hotel.ledger.lines[0]!.push(3);
    hotel.counters.rooms = 2;
    (state.users as unknown[]).push({ id: 'u2' });
    expect(changedSince(api(state), seeded())).toEqual(['hotel.counters.rooms', 'hotel.ledger.lines', 'hotel.records.rooms', 'users']);
  });

  it('counts an added or a removed collection or domain as a change', () => {
    const state = seeded();
    const records = (state.hotel as { records: Record<string, unknown> }).records;
    delete records.floors;
    records.stays = [];
    state.notes = { items: [] };
    expect(changedSince(api(state), seeded())).toEqual(['hotel.records.floors', 'hotel.records.stays', 'notes']);
  });

  it('tells an array from an object with the same keys', () => {
    expect(changedSince(api({ a: { b: { c: ['x'] } } }), { a: { b: { c: { 0: 'x' } } } })).toEqual(['a.b.c']);
  });
});

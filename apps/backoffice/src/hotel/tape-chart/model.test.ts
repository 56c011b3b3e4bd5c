import type { ChartRoom, ChartStay } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import tr from '../../i18n/tr/front-desk.json';
import { englishText } from '../shared/english-text';
import {
  addDays,
  blockSpan,
  chartRows,
  daysBetween,
  describeDraft,
  draftChanged,
  draftClash,
  draftOf,
  draftPatch,
  draftProblem,
  formatStayDates,
  moveDraft,
  resizeDraft,
  selectionOf,
  selectionProblem,
  spanOf,
} from './model';

const room = (id: string, floor: string, category: string): ChartRoom => ({ id, number: id, floor, category, stage: 'available' });
const ROOMS = [room('101', 'First', 'Single'), room('102', 'First', 'Double'), room('201', 'Second', 'Single'), room('202', 'Second', 'Suite')];
const stay = (over: Partial<ChartStay> = {}): ChartStay => ({
  id: 's1', number: 'RES-10024', room: '101', guest: 'Ada Obi', stage: 'reserved', arrivalDate: '2026-12-12', departureDate: '2026-12-15', payment: 'paid', balance: 0, ...over,
});
const ORDER = ROOMS.map((r) => r.id);
const BUSINESS = '2026-12-01';
/** The Turkish translator of this area's strings (the catalog, as i18next fills it). */
const turkish = (text: string, params?: Record<string, string | number>) => englishText((tr as Record<string, string>)[text] ?? text, params);

describe('dates', () => {
  it('adds days across months and years and counts them', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-12', '2026-12-15')).toBe(3);
    expect(daysBetween('2026-12-15', '2026-12-12')).toBe(-3);
  });
  it('formats a stay as staff say it', () => {
    expect(formatStayDates('2026-12-12', '2026-12-15')).toBe('12–15 Dec');
    expect(formatStayDates('2026-11-30', '2026-12-02')).toBe('30 Nov – 2 Dec');
  });
  it('formats them in the user\'s language', () => {
    expect(formatStayDates('2026-12-12', '2026-12-15', 'tr')).toBe('12–15 Ara');
    expect(formatStayDates('2026-11-30', '2026-12-02', 'tr')).toBe('30 Kas – 2 Ara');
  });
});

describe('rows', () => {
  it('groups rooms by floor or category, in order, with a heading per group', () => {
    expect(chartRows(ROOMS, 'floor').map((r) => r.key)).toEqual(['group:First', '101', '102', 'group:Second', '201', '202']);
    expect(chartRows(ROOMS, 'category').map((r) => r.key)).toEqual(['group:Single', '101', '201', 'group:Double', '102', 'group:Suite', '202']);
  });
  it('filters by number, floor or category, any case, and drops empty groups', () => {
    expect(chartRows(ROOMS, 'floor', 'suite').map((r) => r.key)).toEqual(['group:Second', '202']);
    expect(chartRows(ROOMS, 'floor', ' 10').map((r) => r.key)).toEqual(['group:First', '101', '102']);
    expect(chartRows(ROOMS, 'floor', 'nothing')).toEqual([]);
  });
});

describe('spans', () => {
  it('places a stay on the grid and clips it at the edges', () => {
    expect(spanOf('2026-12-12', '2026-12-15', '2026-12-10', 14)).toEqual({ start: 2, length: 3, clippedStart: false, clippedEnd: false });
    expect(spanOf('2026-12-08', '2026-12-12', '2026-12-10', 14)).toEqual({ start: 0, length: 2, clippedStart: true, clippedEnd: false });
    expect(spanOf('2026-12-20', '2026-12-30', '2026-12-10', 14)).toEqual({ start: 10, length: 4, clippedStart: false, clippedEnd: true });
    expect(spanOf('2026-12-01', '2026-12-10', '2026-12-10', 14)).toBeNull();
  });
  it('runs an open-ended out-of-order block to the edges', () => {
    expect(blockSpan({ room: '101', from: null, to: null, reason: 'Leak' }, '2026-12-10', 14)).toEqual({ start: 0, length: 14, clippedStart: true, clippedEnd: true });
    expect(blockSpan({ room: '101', from: '2026-12-12', to: '2026-12-14', reason: 'Leak' }, '2026-12-10', 14)).toMatchObject({ start: 2, length: 2 });
  });
});

describe('moves', () => {
  it('moves by days and rooms, stopping at the first and last room', () => {
    const moved = moveDraft(draftOf(stay()), 2, 2, ORDER);
    expect(moved).toMatchObject({ room: '201', arrivalDate: '2026-12-14', departureDate: '2026-12-17' });
    expect(moveDraft(draftOf(stay()), 0, -5, ORDER).room).toBe('101');
    expect(moveDraft(draftOf(stay()), 0, 9, ORDER).room).toBe('202');
    expect(draftChanged(draftOf(stay()))).toBe(false);
    expect(draftChanged(moved)).toBe(true);
  });
  it('resizes the departure and patches only what changed', () => {
    const longer = resizeDraft(draftOf(stay()), 2);
    expect(longer.departureDate).toBe('2026-12-17');
    expect(draftPatch(longer)).toEqual({ departureDate: '2026-12-17' });
    expect(draftPatch(moveDraft(draftOf(stay()), 1, 1, ORDER))).toEqual({ room: '102', arrivalDate: '2026-12-13', departureDate: '2026-12-16' });
  });
  it('refuses below one night, into the past, an in-house stay moved in room or time, a departed stay', () => {
    expect(draftProblem(resizeDraft(draftOf(stay()), -3), BUSINESS)).toBe('A stay lasts at least one night.');
    expect(draftProblem(resizeDraft(draftOf(stay()), -2), BUSINESS)).toBeNull();
    expect(draftProblem(moveDraft(draftOf(stay()), -20, 0, ORDER), BUSINESS)).toMatch(/cannot move into the past/);
    const inHouse = stay({ stage: 'checked-in', arrivalDate: '2026-11-29', departureDate: '2026-12-03' });
    expect(draftProblem(moveDraft(draftOf(inHouse), 0, 1, ORDER), BUSINESS)).toMatch(/use a room change/);
    expect(draftProblem(moveDraft(draftOf(inHouse), 1, 0, ORDER), BUSINESS)).toMatch(/arrival cannot move/);
    expect(draftProblem(resizeDraft(draftOf(inHouse), 2), BUSINESS)).toBeNull();
    expect(draftProblem(draftOf(stay({ stage: 'checked-out' })), BUSINESS)).toMatch(/checked out/);
  });
  it('says where the stay goes', () => {
    expect(describeDraft(moveDraft(draftOf(stay()), 0, 3, ORDER), (id) => id)).toBe('Moving RES-10024 to room 202, 12–15 Dec');
    expect(describeDraft(moveDraft(draftOf(stay()), 0, 3, ORDER), (id) => id, turkish, 'tr')).toBe('RES-10024 taşınıyor: oda 202, 12–15 Ara');
  });
  it('says its refusals in the language of the translator given', () => {
    expect(draftProblem(resizeDraft(draftOf(stay()), -3), BUSINESS, turkish)).toBe('Bir konaklama en az bir gece sürer.');
    expect(selectionProblem(selectionOf('101', '2026-12-13', '2026-12-13'), BUSINESS, [stay()], [], turkish)).toBe('Odada RES-10024 numaralı rezervasyon var: boş hücreleri seçin.');
  });
  it('previews a clash with another stay or an out-of-order block', () => {
    const other = stay({ id: 's2', number: 'RES-2', room: '102', arrivalDate: '2026-12-14', departureDate: '2026-12-16' });
    const draft = moveDraft(draftOf(stay()), 0, 1, ORDER);
    expect(draftClash(draft, [stay(), other], [])).toBe('Room is booked by RES-2');
    expect(draftClash(draft, [stay(), { ...other, stage: 'checked-out' }], [])).toBeNull();
    expect(draftClash(draft, [], [{ room: '102', from: null, to: null, reason: 'Leak' }])).toBe('Room is out of order (Leak)');
  });
});

describe('a new stay over free cells', () => {
  it('takes the room and the nights dragged over, in either direction', () => {
    expect(selectionOf('101', '2026-12-14', '2026-12-12')).toEqual({ room: '101', arrivalDate: '2026-12-12', departureDate: '2026-12-15' });
    expect(selectionOf('101', '2026-12-12', '2026-12-12').departureDate).toBe('2026-12-13');
  });
  it('refuses the past and occupied cells', () => {
    expect(selectionProblem(selectionOf('101', '2026-11-20', '2026-11-22'), BUSINESS, [], [])).toMatch(/cannot start in the past/);
    expect(selectionProblem(selectionOf('101', '2026-12-13', '2026-12-13'), BUSINESS, [stay()], [])).toMatch(/booked by RES-10024/);
    expect(selectionProblem(selectionOf('101', '2026-12-16', '2026-12-18'), BUSINESS, [stay()], [])).toBeNull();
  });
});

describe('a draft on the grid', () => {
  it('is at least a night wide and held at the edge it left by', async () => {
    const { draftSpan } = await import('./model');
    expect(draftSpan({ arrivalDate: '2026-12-12', departureDate: '2026-12-12' }, '2026-12-10', 14)).toEqual({ start: 2, length: 1, clippedStart: false, clippedEnd: false });
    expect(draftSpan({ arrivalDate: '2026-12-01', departureDate: '2026-12-03' }, '2026-12-10', 14)).toMatchObject({ start: 0, length: 1, clippedStart: true });
    expect(draftSpan({ arrivalDate: '2027-01-01', departureDate: '2027-01-03' }, '2026-12-10', 14)).toMatchObject({ start: 13, length: 1, clippedEnd: true });
  });
});

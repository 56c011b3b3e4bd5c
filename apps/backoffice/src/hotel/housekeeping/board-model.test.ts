import { describe, expect, it } from 'vitest';
import { filterRooms, floorsOf, groupRooms, summaryOf } from './board-model';
import tr from '../../i18n/tr/front-desk.json';
import { englishText } from '../shared/english-text';
import { fakeBoard } from './story-board';

const { rooms } = fakeBoard({ rooms: 40 });

describe('the housekeeping board model', () => {
  it('filters by floor, states (any of them) and occupancy', () => {
    const kept = filterRooms(rooms, { floor: 'Floor 2', states: ['dirty', 'out-of-order'], occupancy: null });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((r) => r.floor === 'Floor 2' && (r.housekeeping === 'dirty' || r.housekeeping === 'out-of-order'))).toBe(true);
    expect(filterRooms(rooms, { floor: null, states: [], occupancy: null })).toHaveLength(40);
    expect(filterRooms(rooms, { floor: null, states: [], occupancy: 'arriving' }).every((r) => r.occupancy === 'arriving')).toBe(true);
  });

  it('groups by floor in order, a housekeeper\'s own rooms first', () => {
    expect(groupRooms(rooms).map((g) => g.title)).toEqual(['Floor 1', 'Floor 2']);
    const mine = groupRooms(rooms, 'user-09');
    expect(mine[0]?.title).toBe('My rooms');
    expect(mine[0]?.rooms.every((r) => r.housekeeper?.id === 'user-09')).toBe(true);
    expect(mine.slice(1).flatMap((g) => g.rooms).some((r) => r.housekeeper?.id === 'user-09')).toBe(false);
    expect(mine.flatMap((g) => g.rooms)).toHaveLength(40);
    expect(floorsOf(rooms)).toEqual(['Floor 1', 'Floor 2']);
  });

  it('summarises the states', () => {
    expect(summaryOf([])).toBe('No rooms');
    expect(summaryOf(rooms)).toMatch(/^40 rooms: \d+ dirty, \d+ clean, \d+ inspected, \d+ out of order$/);
  });

  it('summarises them in the language of the translator given', () => {
    const turkish = (text: string, params?: Record<string, string | number>) => englishText((tr as Record<string, string>)[text] ?? text, params);
    expect(summaryOf([], turkish)).toBe('Oda yok');
    expect(summaryOf(rooms, turkish)).toMatch(/^40 oda: \d+ kirli, \d+ temiz, \d+ kontrol edildi, \d+ arızalı$/);
    expect(summaryOf(rooms.slice(0, 1), turkish)).toMatch(/^1 oda: 1 (kirli|temiz|kontrol edildi|arızalı)$/);
  });
});

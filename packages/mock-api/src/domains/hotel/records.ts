import type { HotelRecord } from '@hotel/domain';
import type { HotelState } from './state';

/*
 * Records by id, without scanning a resource's list on every lookup: a map per list, extended as
 * records are appended (a deleted record gives the resource a new list, and so a new map).
 */

const maps = new WeakMap<HotelRecord[], { size: number; byId: Map<string, HotelRecord> }>();

/** The record of a resource with this id, or undefined. */
export function findRecord(state: HotelState, resource: string, id: unknown): HotelRecord | undefined {
  if (typeof id !== 'string') return undefined;
  const list = state.records[resource];
  if (!list) return undefined;
  let cached = maps.get(list);
  if (!cached || cached.size > list.length) {
    cached = { size: 0, byId: new Map() };
    maps.set(list, cached);
  }
  for (; cached.size < list.length; cached.size++) {
    const record = list[cached.size] as HotelRecord;
    cached.byId.set(record.id, record);
  }
  return cached.byId.get(id);
}

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

const groupings = new WeakMap<HotelRecord[], Map<string, { size: number; by: Map<unknown, HotelRecord[]> }>>();

/**
 * The records of a resource whose `field` holds `value` (e.g. a room's reservations), from a map
 * extended as records are appended. A write that changes `field` on a stored record must call
 * {@link forgetGroupings} so the next read regroups.
 */
export function recordsWhere(state: HotelState, resource: string, field: string, value: unknown): readonly HotelRecord[] {
  const list = state.records[resource];
  if (!list) return [];
  let byField = groupings.get(list);
  if (!byField) groupings.set(list, (byField = new Map()));
  let grouping = byField.get(field);
  if (!grouping || grouping.size > list.length) byField.set(field, (grouping = { size: 0, by: new Map() }));
  for (; grouping.size < list.length; grouping.size++) {
    const record = list[grouping.size] as HotelRecord;
    const key = record[field];
    const bucket = grouping.by.get(key);
    if (bucket) bucket.push(record);
    else grouping.by.set(key, [record]);
  }
  return grouping.by.get(value) ?? [];
}

/** Drops a resource's groupings after a stored record's fields changed. */
export function forgetGroupings(state: HotelState, resource: string): void {
  const list = state.records[resource];
  if (list) groupings.delete(list);
}

import type { HotelRecord } from '@hotel/domain';
import type { HotelState } from '../state';
import { stockIndex, storesOf } from './stock-index';

/*
 * A stock item's `quantity` is never stored: every read (lists, records, reports, the answers of
 * writes) gets it from the movements. The `many` scenario's copies ('<id>~<n>') show their
 * original's quantity.
 */

/** A copy of a stock record with its quantity on hand (other resources' records unchanged). */
export function withOnHand(state: HotelState, resource: string, record: HotelRecord): HotelRecord {
  if (resource !== 'stocks') return record;
  const { stocks } = stockIndex(state);
  const tilde = record.id.indexOf('~');
  return { ...record, quantity: stocks.get(tilde < 0 ? record.id : record.id.slice(0, tilde))?.onHand ?? 0, countedQuantity: null };
}

/** {@link withOnHand} over a list (the same list for other resources). */
export function withOnHandAll(state: HotelState, resource: string, records: HotelRecord[]): HotelRecord[] {
  return resource === 'stocks' ? records.map((record) => withOnHand(state, resource, record)) : records;
}

/**
 * Stock items as rows per store they are held in (on hand there, from the movements): what a
 * report grouping stock by store sums. An item with nothing anywhere shows at its own store with 0.
 */
export function stockRowsByStore(state: HotelState, records: HotelRecord[]): HotelRecord[] {
  const index = stockIndex(state);
  return records.flatMap((record) => {
    const rows = [...storesOf(index, index.stocks.get(record.id))].filter(([, quantity]) => quantity !== 0).map(([store, quantity]) => ({ ...record, store, quantity, countedQuantity: null }));
    return rows.length ? rows : [{ ...record, quantity: 0, countedQuantity: null }];
  });
}

import { getResource, type HotelRecord } from '@hotel/domain';
import { conflict } from '../../../core/errors';
import { findRecord } from '../records';
import type { HotelState } from '../state';
import { movementCount, movementsOf, onHand, planStockMoves, type StockActor, type StockMoveDraft } from './moves';
import { stockIndex } from './stock-index';

/*
 * The operations that move stock, wired through the stock ledger (`moves.ts`). Each answers the
 * commit to run once the record is stored or moved; every check runs before, so a refused call
 * changes nothing:
 *   store-requests 'issue'   out of the request's store            (issued)
 *   damages create           out of the damage report's store      (damaged)
 *   procurements 'supply'    into the named store, at the unit cost (received), when a stock item is named
 *   stocks countedQuantity   the difference from on hand at the item's store (counted)
 * A point-of-sale docket moves stock through the same plans, but in its own calls (`pos/dockets.ts`):
 * settling sells its lines out of the outlet's store ('sold'), a void mirrors them (reversal).
 */

/** Runs once the record is stored (create) or moved (transition), with its id and number. */
export type StockCommit = (record: HotelRecord) => void;

/** The fields whose change would move stock again: fixed once a record moved stock. */
const STOCK_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'store-requests': ['stock', 'store', 'quantity'],
  damages: ['stock', 'store', 'quantity'],
  procurements: ['stock', 'store', 'quantity', 'unitCost'],
};

/** The document number a source shows in the movements. */
function numberOf(resource: string, record: HotelRecord): string {
  if (resource === 'damages') return `Damage: ${String(record.reason ?? '')}`.slice(0, 60);
  if (resource === 'stocks') return `Count ${String(record.code ?? record.name ?? record.id)}`;
  return String(record.number ?? record.id);
}

/** A plan whose source is filled in with the stored record's id and number when it commits. */
function planFor(state: HotelState, resource: string, record: HotelRecord, moves: Omit<StockMoveDraft, 'source'>[], actor: StockActor): StockCommit {
  const source = { resource, id: record.id, number: numberOf(resource, record) };
  const commit = planStockMoves(state, moves.map((move) => ({ ...move, source })), actor);
  return (stored) => {
    source.id = stored.id;
    source.number = numberOf(resource, stored);
    commit();
  };
}

function quantityOf(record: HotelRecord): number {
  return record.quantity as number;
}

/**
 * The stock a create or update moves (a sale, a damage, a count), or undefined. `counted` is a
 * stock count sent as `countedQuantity` (never stored). Refuses a change of the stock fields of a
 * record that already moved stock.
 */
export function checkStockRecord(
  state: HotelState, resource: string, record: HotelRecord, actor: StockActor, existing?: HotelRecord, counted?: number | null,
): StockCommit | undefined {
  checkWritable(resource);
  if (existing) {
    const fields = (STOCK_FIELDS[resource] ?? []).filter((field) => JSON.stringify(record[field]) !== JSON.stringify(existing[field]));
    if (fields.length && movementsOf(state, resource, existing.id).length) {
      const singular = getResource(resource).singular.toLowerCase();
      throw conflict(`This ${singular} moved stock; its ${fields.join(', ')} cannot change. Void or reverse it and write a new one.`);
    }
  }
  if (resource === 'stocks' && counted !== undefined && counted !== null) {
    if (!existing) return (stored) => openingCount(state, stored, counted, actor);
    const store = record.store as string;
    const before = existing ? onHand(state, existing.id, store) : 0;
    const difference = counted - before;
    if (difference === 0) return undefined;
    return planFor(state, 'stocks', record, [{ stock: record.id, store, quantity: difference, kind: 'counted', note: `Counted ${counted}; ${before} on hand` }], actor);
  }
  if (existing) return undefined;
  if (resource === 'damages') {
    return planFor(state, 'damages', record, [{ stock: record.stock as string, store: record.store as string, quantity: -quantityOf(record), kind: 'damaged', note: String(record.condition ?? '') }], actor);
  }
  return undefined;
}

/**
 * A stock item created with a count has no id while it is checked: its opening 'counted' movement
 * is planned once it is stored (nothing is on hand before, and the create checked that its store
 * exists, so the plan cannot be refused).
 */
function openingCount(state: HotelState, stored: HotelRecord, counted: number, actor: StockActor): void {
  if (counted > 0) planFor(state, 'stocks', stored, [{ stock: stored.id, store: stored.store as string, quantity: counted, kind: 'counted', note: `Opening count ${counted}` }], actor)(stored);
}

/** The stock a transition moves (an issue, a supply), or undefined. */
export function checkStockTransition(state: HotelState, resource: string, record: HotelRecord, action: string, actor: StockActor): StockCommit | undefined {
  if (resource === 'store-requests' && action === 'issue') {
    if (!findRecord(state, 'stocks', record.stock)) throw conflict('The requested item no longer exists.');
    return planFor(state, resource, record, [{ stock: record.stock as string, store: record.store as string, quantity: -quantityOf(record), kind: 'issued' }], actor);
  }
  if (resource === 'procurements' && action === 'supply' && typeof record.stock === 'string') {
    const stock = findRecord(state, 'stocks', record.stock);
    if (!stock) throw conflict('The procured stock item no longer exists.');
    const store = typeof record.store === 'string' ? record.store : (stock.store as string);
    return planFor(state, resource, record, [{ stock: stock.id, store, quantity: quantityOf(record), kind: 'received', unitCost: record.unitCost as number }], actor);
  }
  return undefined;
}

/** 409 when a record that moved stock (or a stock item or store with movements) is about to be deleted. */
export function checkStockDelete(state: HotelState, resource: string, record: HotelRecord): void {
  if (resource === 'stock-movements') throw conflict('Stock movements are never deleted; a void or a count writes the mirror movement.');
  if (resource === 'stocks') {
    const moves = movementCount(state, record.id);
    if (moves) {
      throw conflict(
        `${String(record.name)} has ${moves} stock movement${moves === 1 ? '' : 's'} and ${onHand(state, record.id)} on hand; an item with stock history is kept. Count it to 0 instead.`,
      );
    }
    return;
  }
  if (resource === 'stores' && stockIndex(state).storeSlot.has(record.id)) {
    throw conflict(`${String(record.name)} has stock movements; a store with stock history is kept.`);
  }
  if (movementsOf(state, resource, record.id).length) {
    throw conflict(`This ${getResource(resource).singular.toLowerCase()} moved stock and is kept for the stock ledger; void or reverse it instead.`);
  }
}

/** 409 for a create or update of a stock movement: the ledger is written by the operations only. */
export function checkWritable(resource: string): void {
  if (resource === 'stock-movements') {
    throw conflict('Stock movements are written by the operations that move stock (receipts, issues, sales, damages, counts) and are never created or changed by hand.');
  }
}

/**
 * Takes a stock item's `countedQuantity` out of a validated input (it is never stored): the count
 * the rules write as a 'counted' movement, or undefined when none was sent.
 */
export function takeCount(resource: string, value: Record<string, unknown>): number | null | undefined {
  if (resource !== 'stocks' || !Object.hasOwn(value, 'countedQuantity')) return undefined;
  const counted = value.countedQuantity as number | null;
  delete value.countedQuantity;
  return counted;
}

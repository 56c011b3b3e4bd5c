import { fromCents, toCents, type HotelRecord } from '@hotel/domain';
import { badRequest, conflict } from '../../../core/errors';
import { findRecord } from '../records';
import type { HotelState } from '../state';
import { atStore, MOVEMENTS, sourceIndex, sourceKey, stockIndex, storesOf } from './stock-index';

/*
 * The stock ledger: every change of a stock's quantity is a movement (stock, store, signed
 * quantity, unit cost, business date, kind, source document, actor). Movements are appended and
 * never edited or deleted; a void writes the mirror movements ('reversal'). On hand is the sum of
 * the movements, per stock and store, and never goes below zero.
 *
 * Like the rules' Commit pattern, a plan checks everything first and answers the commit that
 * writes: a refused call throws before any change.
 */

/** Why stock moved: 'counted' is a stock count's difference, 'reversal' the mirror of a voided move. */
export type StockMoveKind = 'received' | 'issued' | 'sold' | 'returned' | 'damaged' | 'counted' | 'reversal';

/** Every movement kind, in the order the declarations list them. */
export const STOCK_MOVE_KINDS: readonly StockMoveKind[] = ['received', 'issued', 'sold', 'returned', 'damaged', 'counted', 'reversal'];

/** A movement to write. */
export interface StockMoveDraft {
  /** stocks id */
  stock: string;
  /** stores id the quantity leaves or enters */
  store: string;
  /** signed integer: + in, − out; never 0 */
  quantity: number;
  kind: StockMoveKind;
  /** currency units, 2 decimals; default the stock's costPrice */
  unitCost?: number;
  /**
   * The document that moved the stock. Read when the commit runs, so a create may plan with an
   * object whose id and number it fills in once they are issued.
   */
  source: { resource: string; id: string; number: string };
  note?: string;
}

/** Who writes the movements, and when. */
export interface StockActor {
  by: string;
  byId: string;
  at: string;
}

interface Checked {
  draft: StockMoveDraft;
  cents: number;
  reverses?: string;
}

/** Quantity on hand of a stock, at one store or in all. */
export function onHand(state: HotelState, stock: string, store?: string): number {
  const index = stockIndex(state);
  const totals = index.stocks.get(stock);
  if (!totals) return 0;
  return store === undefined ? totals.onHand : atStore(index, totals, store);
}

/** On hand of a stock per store (stores it never moved through are left out). */
export function onHandByStore(state: HotelState, stock: string): Map<string, number> {
  const index = stockIndex(state);
  return storesOf(index, index.stocks.get(stock));
}

/** How many movements a stock has. */
export function movementCount(state: HotelState, stock: string): number {
  return stockIndex(state).stocks.get(stock)?.moves ?? 0;
}

/** The movements a source document wrote, reversals included, oldest first. */
export function movementsOf(state: HotelState, resource: string, id: string): readonly HotelRecord[] {
  return sourceIndex(state).bySource.get(sourceKey(resource, id)) ?? [];
}

function check(state: HotelState, drafts: readonly { draft: StockMoveDraft; reverses?: string }[]): Checked[] {
  const running = new Map<string, number>();
  return drafts.map(({ draft, reverses }) => {
    const stock = findRecord(state, 'stocks', draft.stock);
    if (!stock) throw conflict(`No stock item has the id ${String(draft.stock)}.`);
    const store = findRecord(state, 'stores', draft.store);
    if (!store) throw conflict(`No store has the id ${String(draft.store)}.`);
    if (!Number.isInteger(draft.quantity) || draft.quantity === 0) {
      throw badRequest('A stock movement moves a whole quantity other than 0.', { quantity: 'must be a whole number other than 0' });
    }
    const cents = toCents(draft.unitCost ?? (stock.costPrice as number | undefined) ?? 0);
    if (cents === undefined || cents < 0) throw badRequest('A unit cost is at least 0 with at most 2 decimals.', { unitCost: 'must be at least 0 with at most 2 decimals' });
    const key = `${stock.id}\u0000${store.id}`;
    const before = running.get(key) ?? onHand(state, stock.id, store.id);
    const after = before + draft.quantity;
    if (after < 0) throw conflict(`Only ${before} of ${String(stock.name)} on hand at ${String(store.name)}; ${-draft.quantity} requested.`);
    running.set(key, after);
    return { draft, cents, reverses };
  });
}

function write(state: HotelState, checked: readonly Checked[], actor: StockActor): void {
  const list = (state.records[MOVEMENTS] ??= []);
  const date = state.ledger.businessDate;
  for (const { draft, cents, reverses } of checked) {
    const next = (state.counters['#stock-move'] ?? 0) + 1;
    state.counters['#stock-move'] = next;
    const serial = String(next).padStart(6, '0');
    list.push({
      id: `stm-${serial}`,
      number: `STM-${serial}`,
      date,
      stock: draft.stock,
      store: draft.store,
      kind: draft.kind,
      quantity: draft.quantity,
      unitCost: fromCents(cents),
      value: fromCents(cents * draft.quantity),
      reference: draft.source.number,
      sourceResource: draft.source.resource,
      sourceId: draft.source.id,
      note: draft.note ?? null,
      reverses: reverses ?? null,
      by: actor.by,
      byId: actor.byId,
      at: actor.at,
    });
  }
}

/**
 * Checks every move (404-style 409 if a stock or store does not exist; 409 "Only N of <name> on
 * hand at <store>; M requested." when any would take a stock below zero at its store, counting
 * earlier moves of the same call) and answers the commit that writes them. Throws before any change.
 */
export function planStockMoves(state: HotelState, moves: StockMoveDraft[], actor: { by: string; byId: string; at: string }): () => void {
  const checked = check(state, moves.map((draft) => ({ draft })));
  return () => write(state, checked, actor);
}

/**
 * The mirror moves of everything a source wrote and has not reversed yet (a void): checked like
 * planStockMoves; answers the commit. A source with nothing left to reverse answers a commit that
 * writes nothing. 400 without a reason.
 */
export function planStockReversal(state: HotelState, source: { resource: string; id: string }, reason: string, actor: { by: string; byId: string; at: string }): () => void {
  if (!reason.trim()) throw badRequest('A reversal needs a reason.', { note: 'A reason is required' });
  const { reversed } = sourceIndex(state);
  const open = movementsOf(state, source.resource, source.id).filter((move) => move.kind !== 'reversal' && !reversed.has(move.id));
  const mirrors = open.map((move) => ({
    reverses: move.id,
    draft: {
      stock: move.stock as string,
      store: move.store as string,
      quantity: -(move.quantity as number),
      kind: 'reversal' as const,
      unitCost: move.unitCost as number,
      source: { resource: source.resource, id: source.id, number: String(move.reference) },
      note: reason.trim(),
    },
  }));
  // Goods come back before any leaves again: a mirror of a receipt may only take what is there.
  mirrors.sort((a, b) => b.draft.quantity - a.draft.quantity);
  const checked = check(state, mirrors);
  return () => write(state, checked, actor);
}

import type { HotelRecord } from '@hotel/domain';
import { conflict } from '../../../core/errors';
import { nextId } from '../codes';
import { findRecord } from '../records';
import type { HotelState } from '../state';

/*
 * STAND-IN (issue 17, branch i17-dockets). The stock-movement ledger is being built in parallel
 * with exactly these signatures; at merge that version replaces this file. This one is minimal:
 * an item's on-hand is its stocks record's `quantity` (one balance per item, whichever store asks;
 * the store is recorded on each movement but not balanced apart), a move checks that balance,
 * then changes it and appends a `stock-movements` record with the signed quantity and its source.
 * Callers use only these functions.
 */

export type StockMoveKind = 'received' | 'issued' | 'sold' | 'returned' | 'damaged' | 'counted' | 'reversal';

export interface StockMoveDraft {
  stock: string;
  store: string;
  /** Signed: negative takes stock out. */
  quantity: number;
  kind: StockMoveKind;
  unitCost?: number;
  source: { resource: string; id: string; number: string };
  note?: string;
}

type Actor = { by: string; byId: string; at: string };

const nameOf = (state: HotelState, resource: string, id: string) => String(findRecord(state, resource, id)?.name ?? id);

/** What is on hand of a stock item (stand-in: its `quantity`, at any store). */
export function onHand(state: HotelState, stock: string, store?: string): number {
  void store;
  const quantity = findRecord(state, 'stocks', stock)?.quantity;
  return typeof quantity === 'number' ? quantity : 0;
}

/**
 * Checks every move (409 "Only N of <name> on hand at <store>; M requested." when any would go
 * below zero) and answers the commit that writes them; throws before any change.
 */
export function planStockMoves(state: HotelState, moves: StockMoveDraft[], actor: Actor): () => void {
  const net = new Map<string, number>();
  const taken = new Map<string, number>();
  for (const move of moves) {
    if (!Number.isInteger(move.quantity) || move.quantity === 0) throw new Error(`Stock move of ${move.stock} is not a whole, non-zero quantity`);
    if (!findRecord(state, 'stocks', move.stock)) throw conflict(`The stock item ${move.stock} no longer exists.`);
    net.set(move.stock, (net.get(move.stock) ?? 0) + move.quantity);
    if (move.quantity < 0) taken.set(move.stock, (taken.get(move.stock) ?? 0) - move.quantity);
  }
  for (const [stock, change] of net) {
    const have = onHand(state, stock);
    if (have + change < 0) {
      const store = moves.find((m) => m.stock === stock)?.store ?? '';
      throw conflict(`Only ${have} of ${nameOf(state, 'stocks', stock)} on hand at ${nameOf(state, 'stores', store)}; ${taken.get(stock) ?? -change} requested.`);
    }
  }
  return () => {
    const list = (state.records['stock-movements'] ??= []);
    for (const move of moves) {
      const stock = findRecord(state, 'stocks', move.stock) as HotelRecord;
      stock.quantity = (stock.quantity as number) + move.quantity;
      const unitCost = move.unitCost ?? (typeof stock.costPrice === 'number' ? stock.costPrice : 0);
      list.push({
        id: nextId(state, 'stock-movements'), reference: move.source.number, stock: move.stock, kind: move.kind, quantity: move.quantity,
        unitCost, value: Math.round(Math.abs(move.quantity) * unitCost * 100) / 100, store: move.store, date: actor.at.slice(0, 10),
        source: { ...move.source }, note: move.note ?? null, by: actor.by, byId: actor.byId, at: actor.at,
      });
    }
  };
}

/** Mirror moves of everything a source wrote (a void); answers the commit. */
export function planStockReversal(state: HotelState, source: { resource: string; id: string }, reason: string, actor: Actor): () => void {
  const originals = (state.records['stock-movements'] ?? []).filter((m) => {
    const from = m.source as StockMoveDraft['source'] | undefined;
    return from?.resource === source.resource && from.id === source.id && m.kind !== 'reversal' && !m.reversedBy;
  });
  const commit = planStockMoves(
    state,
    originals.map((m) => ({
      stock: String(m.stock), store: String(m.store), quantity: -(m.quantity as number), kind: 'reversal' as const,
      unitCost: m.unitCost as number, source: m.source as StockMoveDraft['source'], note: reason,
    })),
    actor,
  );
  return () => {
    const list = (state.records['stock-movements'] ??= []);
    const first = list.length;
    commit();
    originals.forEach((m, i) => (m.reversedBy = list[first + i]?.id ?? null));
  };
}

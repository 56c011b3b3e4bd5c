import type { DocketLine, HotelRecord } from '@hotel/domain';
import type { HotelState } from '../state';
import { planStockMoves, planStockReversal, type StockActor, type StockMoveDraft } from './moves';

/*
 * The seeded stock history, written through the stock ledger like the API writes it: the drafted
 * documents that moved stock (issued store requests, the lines of settled and voided dockets,
 * each voided one mirrored straight after, damages, supplied procurements naming an item) move it
 * on their own day; opening 'counted' movements on the history's first day hold just enough for
 * every later move never to take a store below zero, and leave each item with its drafted
 * quantity at its own store at the end. Where a receipt came after the sales it would have
 * covered, a stock count on the last day finds the drafted quantity.
 */

interface Step {
  day: string;
  moves: StockMoveDraft[];
  /** A voided docket: its moves are mirrored straight after, with this reason. */
  voided?: string;
}

const RECEIVED = new Set(['supplied', 'not-paid', 'paid', 'retirements']);

function stepsOf(state: HotelState, dayOf: (record: HotelRecord) => string): Step[] {
  const steps: Step[] = [];
  const stores = new Map((state.records['points-of-sale'] ?? []).map((pos) => [pos.id, pos.store as string]));
  const stocks = new Map((state.records.stocks ?? []).map((stock) => [stock.id, stock]));
  const step = (resource: string, record: HotelRecord, number: string, moves: Omit<StockMoveDraft, 'source'>[], voided?: string) =>
    steps.push({ day: dayOf(record), moves: moves.map((move) => ({ ...move, source: { resource, id: record.id, number } })), voided });
  for (const request of state.records['store-requests'] ?? []) {
    if (request.stage === 'issued') step('store-requests', request, String(request.number), [{ stock: request.stock as string, store: request.store as string, quantity: -(request.quantity as number), kind: 'issued' }]);
  }
  // A docket sold its lines out of its outlet's store when it was settled (a cancelled one took nothing).
  for (const docket of state.records['pos-sales'] ?? []) {
    if (docket.stage !== 'settled' && docket.stage !== 'voided') continue;
    const store = typeof docket.store === 'string' ? docket.store : stores.get(docket.pointOfSale as string);
    const lines = (docket.lines ?? []) as DocketLine[];
    if (!store || !lines.length) continue;
    const moves = lines.map((line) => ({ stock: line.stock, store, quantity: -line.quantity, kind: 'sold' as const }));
    step('pos-sales', docket, String(docket.docketNo), moves, docket.stage === 'voided' ? String(docket.voidReason ?? 'Voided') : undefined);
  }
  for (const damage of state.records.damages ?? []) {
    step('damages', damage, `Damage: ${String(damage.reason ?? '')}`.slice(0, 60), [{ stock: damage.stock as string, store: damage.store as string, quantity: -(damage.quantity as number), kind: 'damaged', note: String(damage.condition ?? '') }]);
  }
  for (const procurement of state.records.procurements ?? []) {
    const stock = stocks.get(procurement.stock as string);
    if (!stock || !RECEIVED.has(procurement.stage ?? '')) continue;
    const store = typeof procurement.store === 'string' ? procurement.store : (stock.store as string);
    step('procurements', procurement, String(procurement.number), [{ stock: stock.id, store, quantity: procurement.quantity as number, kind: 'received', unitCost: procurement.unitCost as number }]);
  }
  // Stable: a day's steps keep the order above.
  return steps.map((s, i) => [s, i] as const).sort(([a, i], [b, j]) => a.day.localeCompare(b.day) || i - j).map(([s]) => s);
}

/**
 * Writes the opening counts now (the history's first business date) and schedules each seeded
 * document's movements on its day (`on`). `quantities` are the drafted quantities on hand at the
 * end, per stock item, at its own store.
 */
export function seedStockHistory(
  state: HotelState, quantities: ReadonlyMap<string, number>, dayOf: (record: HotelRecord) => string,
  on: (day: string, run: () => void) => void, actor: (day: string) => StockActor, today: string,
): void {
  const steps = stepsOf(state, dayOf);
  const key = (stock: string, store: string) => `${stock}\u0000${store}`;
  const running = new Map<string, number>();
  const lowest = new Map<string, number>();
  for (const { moves, voided } of steps) {
    for (const move of moves) {
      const k = key(move.stock, move.store);
      const after = (running.get(k) ?? 0) + move.quantity;
      running.set(k, after);
      lowest.set(k, Math.min(lowest.get(k) ?? 0, after));
    }
    // A voided docket's mirror puts it straight back.
    if (voided) for (const move of moves) running.set(key(move.stock, move.store), (running.get(key(move.stock, move.store)) ?? 0) - move.quantity);
  }
  const openings: StockMoveDraft[] = [];
  const closing: StockMoveDraft[] = [];
  const keys = new Set([...running.keys(), ...(state.records.stocks ?? []).map((stock) => key(stock.id, stock.store as string))]);
  const homes = new Map((state.records.stocks ?? []).map((stock) => [key(stock.id, stock.store as string), stock]));
  for (const k of keys) {
    const [stock, store] = k.split('\u0000') as [string, string];
    const home = homes.get(k);
    // The net of the history is every move (voided dockets' stock came back), the dips are its low points.
    const target = home ? (quantities.get(stock) ?? 0) : 0;
    const quantity = Math.max(target - (running.get(k) ?? 0), -(lowest.get(k) ?? 0), 0);
    const number = `Opening ${String(homes.get(k)?.code ?? (state.records.stocks ?? []).find((s) => s.id === stock)?.code ?? stock)}`;
    if (quantity > 0) openings.push({ stock, store, quantity, kind: 'counted', source: { resource: 'stocks', id: stock, number }, note: 'Opening stock count' });
    const found = target - (quantity + (running.get(k) ?? 0));
    if (home && found !== 0) {
      closing.push({ stock, store, quantity: found, kind: 'counted', source: { resource: 'stocks', id: stock, number: `Count ${String(home.code ?? stock)}` }, note: 'Stock count' });
    }
  }
  const first = state.ledger.businessDate;
  planStockMoves(state, openings, actor(first))();
  for (const { day, moves, voided } of steps) {
    on(day, () => {
      planStockMoves(state, moves, actor(day))();
      const source = moves[0]?.source;
      if (voided && source) planStockReversal(state, source, voided, actor(day))();
    });
  }
  if (closing.length) on(today, () => planStockMoves(state, closing, actor(today))());
}

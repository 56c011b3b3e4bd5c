import { http, HttpResponse, type HttpHandler } from 'msw';
import { hotelPaths, posPaths, type Docket, type DocketStage, type HotelListResponse, type HotelRecord } from '@hotel/domain';
import type { HttpClient } from '@hotel/shell';

/*
 * Story data for the kitchen display and the live tables (stories only; nothing imports it at
 * runtime): dockets made through the mock API the way a till makes them (open with lines, send),
 * and made-up dockets for the volume and edge stories, answered by a story handler.
 */

/** A docket a fixture opens. */
export interface DocketPlan {
  /** The outlet's channel (tablet, restaurant, eatery, bar…). */
  channel: string;
  table?: string;
  /** How many different items, and of how many units each (default one item, 1 unit). */
  lines?: readonly number[];
  /** Where it ends: open (default), sent to the kitchen, or served. */
  stage?: 'open' | 'sent' | 'served';
}

async function outletOf(client: HttpClient, channel: string): Promise<HotelRecord> {
  const answer = await client.get<HotelListResponse>(hotelPaths.list('points-of-sale'), { query: { channel, size: 1 } });
  const outlet = answer.items[0];
  if (!outlet) throw new Error(`The mock API has no ${channel} point of sale to make a story docket with.`);
  return outlet;
}

/** Items of the outlet's store with the most on hand (so that lines are never refused for stock). */
async function itemsAt(client: HttpClient, store: string): Promise<HotelRecord[]> {
  const answer = await client.get<HotelListResponse>(hotelPaths.list('stocks'), { query: { store, sort: 'quantity', order: 'desc', size: 20 } });
  if (answer.items.length === 0) throw new Error(`The store ${store} holds no items to ring.`);
  return answer.items;
}

/** Opens the dockets of `plans` in order (and sends or serves them as asked); answers them as they end. */
export async function makeDockets(client: HttpClient, plans: readonly DocketPlan[]): Promise<Docket[]> {
  const made: Docket[] = [];
  const items = new Map<string, { outlet: HotelRecord; stock: HotelRecord[] }>();
  for (const [index, plan] of plans.entries()) {
    let at = items.get(plan.channel);
    if (!at) {
      const outlet = await outletOf(client, plan.channel);
      at = { outlet, stock: await itemsAt(client, String(outlet.store)) };
      items.set(plan.channel, at);
    }
    const { outlet, stock } = at;
    const lines = (plan.lines ?? [1]).map((quantity, line) => ({ stock: (stock[(index + line) % stock.length] as HotelRecord).id, quantity }));
    let docket = await client.post<Docket>(posPaths.open, { pointOfSale: outlet.id, ...(plan.table ? { table: plan.table } : {}), lines });
    if (plan.stage === 'sent' || plan.stage === 'served') docket = await client.post<Docket>(posPaths.send(docket.id), {});
    if (plan.stage === 'served') docket = await client.post<Docket>(posPaths.serve(docket.id), {});
    made.push(docket);
  }
  return made;
}

/** Options of a made-up docket. */
export interface FakeDocketOptions {
  stage?: DocketStage;
  channel?: string;
  outlet?: string;
  table?: string | null;
  waiter?: string;
  /** Minutes since it was sent (and opened). */
  minutesAgo?: number;
  /** Item names (one unit each, 2 of the first). */
  items?: readonly string[];
}

const NOW = () => Date.now();

/** A made-up docket (volume and edge stories); `n` makes its id and number. */
export function fakeDocket(n: number, options: FakeDocketOptions = {}): Docket {
  const { stage = 'sent', channel = 'tablet', outlet = 'pos-fake-1', table = `T${(n % 24) + 1}`, waiter = 'Chloé Dubois', minutesAgo = n, items = ['Club sandwich', 'Fresh orange juice'] } = options;
  const at = new Date(NOW() - minutesAgo * 60_000).toISOString();
  const lines = items.map((name, i) => {
    const quantity = i === 0 ? 2 : 1;
    return { id: `L${i + 1}`, stock: `stock-${i}`, name, quantity, unitPrice: 6.5, gross: quantity * 6.5, discount: 0, amount: quantity * 6.5, sentAt: stage === 'open' ? null : at };
  });
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id: `dkt-fake-${n}`, docketNo: `DKT-${String(90000 + n).padStart(5, '0')}`, stage, pointOfSale: outlet, channel, store: null, table, waiter, ownerId: 'user-fake',
    lines, linesRung: lines.length, tenders: [], subtotal: amount, discount: 0, amount, quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    tendered: 0, change: 0, payment: null, paymentMethod: null, reservation: null, date: at, businessDate: at.slice(0, 10), settledAt: null,
  };
}

/**
 * The docket list answered from `dockets` (filtered by `stage` and `channel` like the API), with
 * outlet names from `outlets`; every other hotel call goes to the mock API behind it.
 */
export function docketsAnswering(dockets: readonly Docket[], outlets: Readonly<Record<string, string>> = { 'pos-fake-1': 'Terrace Tablets' }): HttpHandler {
  return http.get('*/api/hotel/pos-sales', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const stage = query.get('stage');
    const channel = query.get('channel');
    const items = dockets.filter((d) => (!stage || d.stage === stage) && (!channel || d.channel === channel));
    const body: HotelListResponse = { items: items as unknown as HotelRecord[], total: items.length, page: 1, size: Math.max(items.length, 1), labels: { pointOfSale: { ...outlets } } };
    return HttpResponse.json(body);
  });
}

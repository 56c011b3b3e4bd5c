/**
 * Point-of-sale dockets (issue 17) through the API, as a till calls them: settling an open
 * 20-line docket (POST pos-sales/<id>/settle: stock moves, one journal entry), and ringing and
 * settling a 20-line docket in one call (POST pos-sales), cash and a room charge, at the outlet
 * whose store holds the most items. Budget (median, in Node, production): settling a 20-line
 * docket ≤ 50 ms in the mock. Beside each figure is the floor measured in the same run (GET
 * business-date). Each sample starts from a fresh copy of the demo hotel (not timed), so stock
 * never runs out. Run: npm run bench (picked up from packages/mock-api/bench).
 */
import '../../../scripts/node20-polyfills.mjs';
import { getResponse } from 'msw';
import { createMockApi } from '../src/create-mock-api';
import { createRng } from '../src/core/random';
import { buildHotelSeed } from '../src/domains/hotel/seed-data';
import { onHand } from '../src/domains/hotel/stock/moves';

const TODAY = '2026-11-25';
const hotel = buildHotelSeed({ rng: createRng('bench:dockets'), now: new Date(`${TODAY}T10:00:00Z`) });
const api = createMockApi({ delays: 0, now: () => new Date(`${TODAY}T12:00:00Z`) });
const { accessToken } = await api.sessionFor('admin');
const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };

async function call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await getResponse(api.handlers, new Request(`http://localhost/api/hotel/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  if (!response?.ok) throw new Error(`${method} ${path} answered ${response?.status}: ${await response?.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

// A docket sells out of its outlet's store: the outlet whose store holds the most items (3 or more of each).
const heldAt = (store: unknown) => (hotel.records.stocks ?? []).filter((s) => onHand(hotel, s.id, String(store)) >= 3);
const outlet = [...(hotel.records['points-of-sale'] ?? [])].sort((a, b) => heldAt(b.store).length - heldAt(a.store).length)[0];
const stocks = heldAt(outlet?.store);
const stay = (hotel.records['room-reservations'] ?? []).find((r) => r.stage === 'checked-in');
// 20 lines over the stock items with a few on hand at that store, one of an item per line.
const lines = Array.from({ length: 20 }, (_, i) => ({ stock: String(stocks[i % stocks.length]?.id), quantity: 1, ...(i % 4 === 0 ? { discountPercent: 10 } : {}) }));
const total = lines.reduce((t, line, i) => {
  const price = Math.round((stocks[i % stocks.length]?.sellingPrice as number) * 100);
  return t + price - (line.discountPercent ? Math.round(price / 10) : 0);
}, 0);
const wanted = new Map<string, number>();
for (const line of lines) wanted.set(line.stock, (wanted.get(line.stock) ?? 0) + 1);
if (!stocks.length || [...wanted].some(([stock, n]) => onHand(hotel, stock, String(outlet?.store)) < n)) {
  throw new Error(`The demo hotel's ${String(outlet?.name)} holds too few stock items (${stocks.length}) for 20 lines`);
}

async function load(): Promise<void> {
  api.restore({ hotel });
  await call('GET', 'business-date');
}

async function sample(prepare: () => Promise<string | undefined>, run: (id: string | undefined) => Promise<unknown>, runs: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await load();
    const id = await prepare();
    const started = performance.now();
    await run(id);
    samples.push(performance.now() - started);
  }
  return median(samples);
}

const results: boolean[] = [];
function report(label: string, ms: number, budget: number, floor: number) {
  const ok = ms <= budget;
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label.padEnd(52)} median ${ms.toFixed(2).padStart(8)} ms  (budget ${budget} ms, ${(ms / floor).toFixed(1)}x the floor)`);
}

await load();
const floorSamples: number[] = [];
for (let i = 0; i < 50; i++) {
  const started = performance.now();
  await call('GET', 'business-date');
  floorSamples.push(performance.now() - started);
}
const floor = median(floorSamples);
console.log(`floor: GET business-date ${floor.toFixed(3)} ms; a docket of 20 lines (${String(outlet?.name)}, ${stocks.length} items) totals ${(total / 100).toFixed(2)}`);

const open = async () => String((await call('POST', 'pos-sales/open', { pointOfSale: outlet?.id, table: 'B1', lines })).id);
const cash = [{ method: 'cash', amount: Math.ceil(total / 100) + 50 }];
report('settle an open 20-line docket (cash, change)', await sample(open, (id) => call('POST', `pos-sales/${String(id)}/settle`, { tenders: cash }), 30), 50, floor);
report('settle an open 20-line docket (room charge)', await sample(open, (id) => call('POST', `pos-sales/${String(id)}/settle`, { tenders: [{ method: 'room-charge', amount: total / 100, reservation: stay?.id }] }), 30), 50, floor);
report('ring and settle a 20-line docket in one call', await sample(async () => undefined, () => call('POST', 'pos-sales', { record: { pointOfSale: outlet?.id, lines, tenders: cash } }), 30), 50, floor);
report('void a settled 20-line docket', await sample(async () => String((await call('POST', 'pos-sales', { record: { pointOfSale: outlet?.id, lines, tenders: cash } })).id), (id) => call('POST', `pos-sales/${String(id)}/void`, { reason: 'Bench' }), 30), 50, floor);

if (results.some((ok) => !ok)) process.exitCode = 1;

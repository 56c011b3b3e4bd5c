/**
 * Point-of-sale dockets (issue 17) through the API, as a till calls them: settling an open
 * 20-line docket (POST pos-sales/<id>/settle: stock moves, one journal entry), and ringing and
 * settling a 20-line docket in one call (POST pos-sales), cash and a room charge. Budget (median,
 * in Node, production): settling a 20-line docket ≤ 50 ms in the mock. Beside each figure is the
 * floor measured in the same run (GET business-date). Each sample starts from a fresh copy of the
 * demo hotel (not timed), so stock never runs out. Run: npm run bench (picked up from packages/mock-api/bench).
 */
import '../../../scripts/node20-polyfills.mjs';
import { getResponse } from 'msw';
import { createMockApi } from '../src/create-mock-api';
import { createRng } from '../src/core/random';
import { buildHotelSeed } from '../src/domains/hotel/seed-data';

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

const stocks = (hotel.records.stocks ?? []).filter((s) => (s.quantity as number) >= 3);
const bar = (hotel.records['points-of-sale'] ?? []).find((p) => p.channel === 'bar');
const stay = (hotel.records['room-reservations'] ?? []).find((r) => r.stage === 'checked-in');
// 20 lines over the stock items with a few on hand, at most 2 of each item in all.
const lines = Array.from({ length: 20 }, (_, i) => ({ stock: String(stocks[i % stocks.length]?.id), quantity: 1, ...(i % 4 === 0 ? { discountPercent: 10 } : {}) }));
const total = lines.reduce((t, line, i) => {
  const price = Math.round((stocks[i % stocks.length]?.sellingPrice as number) * 100);
  return t + price - (line.discountPercent ? Math.round(price / 10) : 0);
}, 0);
if (stocks.length * 2 < 20) throw new Error(`The demo hotel has too few stock items on hand (${stocks.length}) for 20 lines`);

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
console.log(`floor: GET business-date ${floor.toFixed(3)} ms; a docket of 20 lines totals ${(total / 100).toFixed(2)}`);

const open = async () => String((await call('POST', 'pos-sales/open', { pointOfSale: bar?.id, table: 'B1', lines })).id);
const cash = [{ method: 'cash', amount: Math.ceil(total / 100) + 50 }];
report('settle an open 20-line docket (cash, change)', await sample(open, (id) => call('POST', `pos-sales/${String(id)}/settle`, { tenders: cash }), 30), 50, floor);
report('settle an open 20-line docket (room charge)', await sample(open, (id) => call('POST', `pos-sales/${String(id)}/settle`, { tenders: [{ method: 'room-charge', amount: total / 100, reservation: stay?.id }] }), 30), 50, floor);
report('ring and settle a 20-line docket in one call', await sample(async () => undefined, () => call('POST', 'pos-sales', { record: { pointOfSale: bar?.id, lines, tenders: cash } }), 30), 50, floor);
report('void a settled 20-line docket', await sample(async () => String((await call('POST', 'pos-sales', { record: { pointOfSale: bar?.id, lines, tenders: cash } })).id), (id) => call('POST', `pos-sales/${String(id)}/void`, { reason: 'Bench' }), 30), 50, floor);

if (results.some((ok) => !ok)) process.exitCode = 1;
